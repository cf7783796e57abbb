// `npm run eval:panel -- prepare [--prompts <prompts.jsonl>] [--dir <dir>]`: picks the panel's
// prompts (the dev set's, or a file of prompts the engine was never tuned on), enhances them
// (default options) and writes the rating sheet, the ratings template and the key into `dir`
// (default eval/panel).
// `npm run eval:panel -- score [--dir <dir>] <ratings.json> [more.json ...]`: unblinds and
// summarises.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadDataset, parseDataset } from './dataset';
import { enhance } from './engine';
import { formatPrettier } from './format';
import {
  panelItems,
  panelKey,
  parseRatings,
  ratingsTemplate,
  renderPanelResults,
  renderSheet,
  scorePanel,
  type PanelKey,
} from './panel';
import { EVAL_PATHS } from './paths';

const USAGE =
  'Usage: npm run eval:panel -- prepare [--prompts <prompts.jsonl>] [--dir <dir>] | ' +
  'score [--dir <dir>] <ratings.json> [more ratings.json ...]';

interface PanelPaths {
  sheet: string;
  key: string;
  template: string;
  results: string;
}

function panelPaths(dir: string | undefined): PanelPaths {
  if (!dir) {
    return {
      sheet: EVAL_PATHS.panelSheet,
      key: EVAL_PATHS.panelKey,
      template: EVAL_PATHS.panelRatingsTemplate,
      results: EVAL_PATHS.panelResults,
    };
  }
  return {
    sheet: join(dir, 'sheet.md'),
    key: join(dir, 'key.json'),
    template: join(dir, 'ratings.template.json'),
    results: join(dir, 'results.md'),
  };
}

/** Splits `--name value` options from the positional arguments. */
function parseArgs(args: readonly string[]): {
  options: Record<string, string>;
  positional: string[];
} {
  const options: Record<string, string> = {};
  const positional: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg.startsWith('--')) {
      const value = args[i + 1];
      if (value === undefined || value.startsWith('--')) throw new Error(`${arg} needs a value.`);
      options[arg.slice(2)] = value;
      i += 1;
    } else positional.push(arg);
  }
  return { options, positional };
}

function readJson(file: string): unknown {
  if (!existsSync(file)) throw new Error(`${file} does not exist.`);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new Error(`${file} is not valid JSON.`);
  }
}

function prepare(paths: PanelPaths, promptsFile: string | undefined): void {
  const dataset = promptsFile
    ? parseDataset({
        prompts: readFileSync(promptsFile, 'utf8'),
        ladders: '',
        stuffed: '',
      })
    : loadDataset(EVAL_PATHS.dataset);
  let model = 'unknown';
  const items = panelItems(dataset.prompts, (prompt) => {
    const result = enhance({ originalPrompt: prompt.prompt });
    model = result.model;
    return result.enhancedPrompt;
  });
  mkdirSync(dirname(paths.sheet), { recursive: true });
  writeFileSync(paths.sheet, renderSheet(items));
  writeFileSync(paths.key, `${JSON.stringify(panelKey(items, model), null, 2)}\n`);
  writeFileSync(paths.template, `${JSON.stringify(ratingsTemplate(items), null, 2)}\n`);
  formatPrettier([paths.sheet, paths.key, paths.template]);
  console.log(
    `Wrote ${items.length} items to ${paths.sheet} (give it to the judge with ` +
      `${paths.template}); the key is ${paths.key}: keep it from the judge.`,
  );
}

function score(paths: PanelPaths, files: readonly string[]): void {
  if (files.length === 0) throw new Error(`Name at least one ratings file. ${USAGE}`);
  const key = readJson(paths.key) as PanelKey;
  const ratings = files.map((file) => parseRatings(readJson(file), key, file));
  const result = scorePanel(key, ratings);
  writeFileSync(paths.results, renderPanelResults(result, key));
  formatPrettier([paths.results]);
  console.log(
    `Original ${result.overall.original.toFixed(2)} → enhanced ${result.overall.enhanced.toFixed(2)}; ` +
      `${result.wins} wins, ${result.ties} ties, ${result.losses} losses, ` +
      `${result.lossesOverLimit.length} by more than a point. Wrote ${paths.results}.`,
  );
}

try {
  const [command, ...rest] = process.argv.slice(2);
  const { options, positional } = parseArgs(rest);
  const unknown = Object.keys(options).filter((name) => !['dir', 'prompts'].includes(name));
  if (unknown.length > 0) throw new Error(`Unknown option --${unknown[0]}. ${USAGE}`);
  const paths = panelPaths(options.dir);
  if (command === 'prepare' && positional.length === 0) prepare(paths, options.prompts);
  else if (command === 'score' && !options.prompts) score(paths, positional);
  else throw new Error(USAGE);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}

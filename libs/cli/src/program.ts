// The `silent` program: commander for parsing and --help, the backends of @silent/mcp for the
// work (the engine in this process, or a server with --server), and one place that turns every
// failure into a message and an exit code (0 ok, 1 a check failed, 2 a usage error).
import {
  LIMITS,
  MODEL_MESSAGES,
  PROMPT_LENGTHS,
  PROMPT_STYLES,
  type EnhanceOptions,
  type PromptLength,
  type PromptStyle,
} from '@silent/contracts';
import { SEED_TEMPLATES } from '@silent/data/seed';
import {
  BackendError,
  InvalidInputError,
  createClientBackend,
  createOfflineBackend,
  createSilentMcpServer,
  userMessage,
  type SilentBackend,
} from '@silent/mcp';
import { listServerModels, testServerModel } from '@silent/prompt-engine';
import { TRAINING_SUCCESS_THRESHOLD } from '@silent/training';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { performance } from 'node:perf_hooks';
import packageJson from '../package.json';
import { EXIT, UsageError } from './errors';
import {
  baselineOutcomes,
  evaluate,
  percent,
  regressions,
  signed,
  type EvalReport,
} from './evaluate';
import { readDataset, readPromptFile } from './files';
import { junitXml } from './junit';
import { colorEnabled, painter, progressBar, table, truncate, type Stream } from './style';

export const VERSION: string = packageJson.version;

export interface CliIo {
  stdout: Stream;
  stderr: Stream;
  /** Read when `enhance` gets neither a prompt nor --file and stdin is not a terminal. */
  readStdin: () => Promise<string>;
  stdinIsTTY: boolean;
  env: NodeJS.ProcessEnv;
}

interface GlobalOptions {
  json?: boolean;
  server?: string;
  apiKey?: string;
}

interface EnhanceCommandOptions {
  style?: PromptStyle;
  length?: PromptLength;
  audience?: string;
  context?: string;
  file?: string;
}

function shareArg(name: string) {
  return (value: string) => {
    const number = Number(value);
    if (value.trim() === '' || !Number.isFinite(number) || number < 0 || number > 1) {
      throw new InvalidArgumentError(`${name} takes a number from 0 to 1, e.g. 0.8`);
    }
    return number;
  };
}

function liftArg(value: string) {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number) || number < -1 || number > 1) {
    throw new InvalidArgumentError('--min-lift takes a number from -1 to 1, e.g. 0.1');
  }
  return number;
}

/** The backend the global options ask for: a server with --server, else the engine here. */
export function backendFor(options: GlobalOptions, env: NodeJS.ProcessEnv): SilentBackend {
  const server = options.server ?? env.SILENT_SERVER;
  const apiKey = options.apiKey ?? env.SILENT_API_KEY;
  if (!server) {
    if (options.apiKey)
      throw new UsageError('--api-key needs --server (the offline engine takes no key)');
    return createOfflineBackend({ templates: SEED_TEMPLATES });
  }
  let url: URL;
  try {
    url = new URL(server);
  } catch {
    throw new UsageError(`--server "${server}" is not a URL; use e.g. https://silent.example.com`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(`--server must be an http:// or https:// URL, not "${url.protocol}"`);
  }
  return createClientBackend({ baseUrl: url.origin, ...(apiKey ? { apiKey } : {}) });
}

function enhanceOptions(options: EnhanceCommandOptions): EnhanceOptions {
  return {
    ...(options.style ? { style: options.style } : {}),
    ...(options.length ? { length: options.length } : {}),
    ...(options.audience ? { targetAudience: options.audience } : {}),
    ...(options.context ? { context: options.context } : {}),
  };
}

const EXAMPLES = `
Examples:
  $ silent enhance "write a blog post about remote work" --audience "team leads"
  $ silent enhance --file prompts.csv --json > enhanced.json
  $ silent score "summarise this report"
  $ silent variations "explain recursion"
  $ silent eval libs/cli/examples/seed-eval.jsonl --min-success 0.8 --junit report.xml
  $ silent mcp                      (an MCP server on stdio, for MCP clients)
  $ silent models list --base-url http://127.0.0.1:11434/v1
  $ silent models test --base-url https://api.openai.com/v1 --api-key sk-... --model gpt-4o-mini

Offline by default (the engine runs here); --server URL --api-key KEY uses a Silent server
(or SILENT_SERVER and SILENT_API_KEY). Exit codes: 0 ok, 1 a check failed, 2 a usage error.`;

/** Builds the program; `exit` receives the code a command ends with. */
export function buildProgram(io: CliIo, exit: { code: number }): Command {
  const paint = painter(colorEnabled(io.stdout, io.env));
  const paintErr = painter(colorEnabled(io.stderr, io.env));
  const out = (text: string) => io.stdout.write(text);
  const err = (text: string) => io.stderr.write(text);
  const json = (value: unknown) => out(`${JSON.stringify(value, null, 2)}\n`);

  const program = new Command('silent')
    .description('Enhance, score and evaluate prompts: offline, against a server, or over MCP.')
    .version(VERSION, '-v, --version', 'print the version')
    .helpOption('-h, --help', 'show help for a command')
    .option('--json', 'print JSON on stdout (for scripts)')
    .option('--server <url>', 'use this Silent server instead of the offline engine')
    .option('--api-key <key>', 'API key or access token for --server (sent as a Bearer token)')
    .configureHelp({ showGlobalOptions: true, helpWidth: 100 })
    .configureOutput({
      writeOut: out,
      writeErr: err,
      outputError: (text, write) => write(paintErr.red(text)),
    })
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride()
    .addHelpText('after', EXAMPLES);

  const globals = (command: Command) => command.optsWithGlobals<GlobalOptions>();

  program
    .command('enhance')
    .description('enhance one prompt, or every prompt of a file with --file')
    .argument('[prompt]', 'the prompt (read from stdin when omitted and stdin is piped)')
    .addOption(new Option('--style <style>', 'writing style').choices(PROMPT_STYLES))
    .addOption(
      new Option('--length <length>', 'how long the prompt may grow').choices(PROMPT_LENGTHS),
    )
    .option('--audience <who>', 'who the answer is for')
    .option('--context <text>', 'background the model should know')
    .option('--file <file>', 'enhance every prompt of a .txt (one per line), .csv or .jsonl file')
    .action(
      async (prompt: string | undefined, options: EnhanceCommandOptions, command: Command) => {
        const global = globals(command);
        const backend = backendFor(global, io.env);
        if (options.file) {
          if (prompt !== undefined) throw new UsageError('Give a prompt or --file, not both');
          const prompts = readPromptFile(options.file);
          const bar = progressBar(io.stderr, `Enhancing ${prompts.length} prompts`);
          const results = await backend.enhanceMany(prompts, enhanceOptions(options), bar.update);
          bar.end();
          if (global.json) {
            json(results.map((result, index) => ({ input: prompts[index], ...result })));
            return;
          }
          results.forEach((result, index) => {
            out(`${paint.bold(`## ${index + 1}. ${truncate(prompts[index] ?? '', 70)}`)}\n`);
            out(`${result.enhancedPrompt}\n\n`);
          });
          const average =
            results.reduce((sum, result) => sum + result.confidence, 0) / results.length;
          err(
            paintErr.dim(
              `${results.length} prompts enhanced (${backend.where}), average score ${average.toFixed(1)}/10\n`,
            ),
          );
          return;
        }
        let text = prompt;
        if (text === undefined && !io.stdinIsTTY) text = await io.readStdin();
        if (text === undefined || text.trim() === '') {
          throw new UsageError(
            'Nothing to enhance: give a prompt in quotes, pipe one in, or use --file',
          );
        }
        const result = await backend.enhance({ originalPrompt: text, ...enhanceOptions(options) });
        if (global.json) return void json(result);
        out(`${result.enhancedPrompt}\n`);
        const { originalScore } = result.metadata;
        err(
          paintErr.dim(
            `\nscore ${originalScore} → ${result.confidence}/10 · ${result.model} · ${result.metadata.processingTime} ms\n`,
          ),
        );
        for (const suggestion of result.suggestions) err(paintErr.dim(`tip: ${suggestion}\n`));
      },
    );

  program
    .command('score')
    .description('score a prompt from 0 to 10 and show the checks behind the score')
    .argument('<prompt>', 'the prompt to score')
    .action((prompt: string, _options: unknown, command: Command) => {
      const global = globals(command);
      if (prompt.trim() === '') throw new UsageError('Nothing to score: the prompt is blank');
      if (prompt.length > LIMITS.promptMaxChars) {
        throw new UsageError(`The prompt is too long: at most ${LIMITS.promptMaxChars} characters`);
      }
      // Scoring is the engine's own and pure: it never needs the server.
      const result = backendFor({}, {}).score(prompt);
      if (global.json) return void json(result);
      out(
        table(
          ['', 'check', 'points', 'detail'],
          result.checks.map((check) => [
            check.passed ? paint.green('✓') : paint.red('✗'),
            check.label,
            `${check.points > 0 ? '+' : ''}${check.points}`,
            check.detail ?? '',
          ]),
          ['left', 'left', 'right', 'left'],
        ),
      );
      out(`\n${paint.bold(`Score: ${result.score}/10`)}\n`);
    });

  program
    .command('variations')
    .description('three rewrites of a prompt along different axes')
    .argument('<prompt>', 'the prompt to vary')
    .addOption(new Option('--style <style>', 'writing style').choices(PROMPT_STYLES))
    .addOption(
      new Option('--length <length>', 'how long the prompts may grow').choices(PROMPT_LENGTHS),
    )
    .option('--audience <who>', 'who the answer is for')
    .option('--context <text>', 'background the model should know')
    .action(async (prompt: string, options: EnhanceCommandOptions, command: Command) => {
      const global = globals(command);
      const result = await backendFor(global, io.env).variations({
        originalPrompt: prompt,
        ...enhanceOptions(options),
      });
      if (global.json) return void json(result);
      result.variations.forEach((variation, index) => {
        const detail = result.details[index];
        out(
          `${paint.bold(`## ${index + 1}. ${detail?.label ?? ''}`)} ${paint.dim(`(score ${detail?.confidence ?? '?'}/10)`)}\n`,
        );
        out(`${variation}\n\n`);
      });
    });

  program
    .command('templates')
    .description('list the prompt templates (ids for the MCP tool apply_template)')
    .option('--category <name>', 'only this category')
    .action(async (options: { category?: string }, command: Command) => {
      const global = globals(command);
      const templates = await backendFor(global, io.env).listTemplates(options.category);
      if (global.json) return void json(templates);
      out(
        table(
          ['id', 'name', 'category', 'variables'],
          templates.map((t) => [t.id, t.name, t.category, t.variables.join(', ')]),
        ),
      );
    });

  program
    .command('eval')
    .description('run the engine on a dataset (input → expected output) and gate on the results')
    .argument('<dataset>', 'a .jsonl or .csv file with "input" and "expected" per row')
    .option(
      '--min-success <share>',
      'fail (exit 1) below this share of passing rows, 0..1',
      shareArg('--min-success'),
    )
    .option('--min-lift <lift>', 'fail (exit 1) below this mean lift over the raw input', liftArg)
    .option(
      '--threshold <score>',
      `a row passes at this agreement with its expected output (default ${TRAINING_SUCCESS_THRESHOLD}, as in training)`,
      shareArg('--threshold'),
    )
    .option('--junit <file>', 'write a JUnit XML report for CI')
    .option(
      '--baseline <file>',
      'a previous `silent eval --json` output: show rows that went from pass to fail',
    )
    .addHelpText(
      'after',
      `
Each row's enhanced prompt is scored with the training metric (agreement with the expected
output: content words and structure, 0..1). Lift is that score minus the raw input's score.
Row fields: input (or input_text, prompt), expected (or expected_output); optional id,
category, style, length, audience, context.`,
    )
    .action(
      async (
        dataset: string,
        options: {
          minSuccess?: number;
          minLift?: number;
          threshold?: number;
          junit?: string;
          baseline?: string;
        },
        command: Command,
      ) => {
        const global = globals(command);
        const backend = backendFor(global, io.env);
        const rows = readDataset(dataset);
        let baseline: Map<string, boolean> | undefined;
        if (options.baseline) {
          let parsed: unknown;
          try {
            parsed = JSON.parse(readFileSync(options.baseline, 'utf8'));
          } catch {
            throw new UsageError(
              `--baseline ${options.baseline}: cannot read it as the JSON of \`silent eval --json\``,
            );
          }
          baseline = baselineOutcomes(parsed);
          if (!baseline) {
            throw new UsageError(
              `--baseline ${options.baseline}: no "rows" of a \`silent eval --json\` run`,
            );
          }
        }
        const bar = progressBar(io.stderr, `Evaluating ${rows.length} rows`);
        const start = performance.now();
        const report: EvalReport = await evaluate(
          rows,
          async (row) =>
            (
              await backend.enhance({
                originalPrompt: row.input,
                ...(row.style ? { style: row.style } : {}),
                ...(row.length ? { length: row.length } : {}),
                ...(row.targetAudience ? { targetAudience: row.targetAudience } : {}),
                ...(row.context ? { context: row.context } : {}),
              })
            ).enhancedPrompt,
          {
            ...(options.minSuccess !== undefined ? { minSuccess: options.minSuccess } : {}),
            ...(options.minLift !== undefined ? { minLift: options.minLift } : {}),
            ...(options.threshold !== undefined ? { threshold: options.threshold } : {}),
            onProgress: bar.update,
          },
        );
        bar.end();
        const seconds = (performance.now() - start) / 1000;
        if (baseline) report.regressions = regressions(report, baseline);
        if (options.junit) {
          try {
            writeFileSync(options.junit, junitXml(report, basename(dataset), seconds));
          } catch (error) {
            throw new UsageError(
              `Cannot write --junit ${options.junit} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
            );
          }
        }
        if (report.failures.length > 0) exit.code = EXIT.failed;
        if (global.json) return void json(report);

        out(
          table(
            ['id', 'input', 'score', 'input score', 'lift', 'result'],
            report.rows.map((row) => [
              row.id,
              truncate(row.input, 44),
              row.score.toFixed(3),
              row.rawScore.toFixed(3),
              signed(row.lift),
              row.passed ? paint.green('pass') : paint.red('FAIL'),
            ]),
            ['left', 'left', 'right', 'right', 'right', 'left'],
          ),
        );
        const { summary } = report;
        out(
          `\n${summary.passed}/${summary.total} rows pass (score ≥ ${summary.threshold}): success ${percent(summary.successRate)}, mean score ${summary.meanScore.toFixed(3)}, mean lift ${signed(summary.meanLift)} (${backend.where})\n`,
        );
        if (report.regressions) {
          out(
            report.regressions.length === 0
              ? paint.green('No row went from pass to fail since the baseline.\n')
              : paint.red(
                  `Went from pass to fail since the baseline: ${report.regressions.join(', ')}\n`,
                ),
          );
        }
        if (options.junit) out(paint.dim(`JUnit report: ${options.junit}\n`));
        for (const failure of report.failures) out(paint.red(`✗ ${failure}\n`));
        if (
          report.failures.length === 0 &&
          (options.minSuccess !== undefined || options.minLift !== undefined)
        ) {
          out(paint.green('✓ every threshold held\n'));
        }
      },
    );

  const models = program
    .command('models')
    .description('list the models of an OpenAI-compatible server, or test one (Ollama, vLLM, ...)');
  interface ModelsOptions {
    baseUrl?: string;
    model?: string;
  }
  /** The server to ask: --base-url (or LLM_BASE_URL), --api-key (or LLM_API_KEY). */
  const modelTarget = (options: ModelsOptions, command: Command) => {
    const baseUrl = (options.baseUrl ?? io.env.LLM_BASE_URL ?? '').trim();
    if (!/^https?:\/\/[^\s/?#]+/.test(baseUrl)) throw new UsageError(MODEL_MESSAGES.baseUrlInvalid);
    const apiKey = globals(command).apiKey ?? io.env.LLM_API_KEY;
    return { baseUrl: baseUrl.replace(/\/+$/, ''), ...(apiKey ? { apiKey } : {}) };
  };
  const baseUrlOption = () =>
    new Option('--base-url <url>', 'the server, e.g. http://127.0.0.1:11434/v1 (or LLM_BASE_URL)');
  /** Prints the probe's result; a server's "no" is exit 1, in plain words, never a stack. */
  const report = (
    result: Awaited<ReturnType<typeof listServerModels>>,
    command: Command,
    lines: string[],
  ) => {
    if (globals(command).json) json(result);
    else if (result.ok && lines.length > 0) {
      for (const line of lines) out(`${line}\n`);
      err(paintErr.dim(`${result.message}\n`));
    } else if (result.ok) out(`${paint.green(`✓ ${result.message}`)}\n`);
    else err(paintErr.red(`✗ ${result.message}\n`));
    if (!result.ok) exit.code = EXIT.failed;
  };

  models
    .command('list')
    .description('ask the server for {base-url}/models and print the ids')
    .addOption(baseUrlOption())
    .action(async (options: ModelsOptions, command: Command) => {
      const result = await listServerModels(modelTarget(options, command));
      report(result, command, result.models);
    });

  models
    .command('test')
    .description('send one tiny chat completion and print the latency, or the server’s error')
    .addOption(baseUrlOption())
    .option('--model <name>', 'the model to test (or LLM_MODEL)')
    .action(async (options: ModelsOptions, command: Command) => {
      const target = modelTarget(options, command);
      const model = (options.model ?? io.env.LLM_MODEL ?? '').trim();
      if (!model) throw new UsageError(MODEL_MESSAGES.testNeedsModel);
      const result = await testServerModel({ ...target, model });
      report(result, command, []);
    });

  program
    .command('mcp')
    .description('serve the Silent tools to an MCP client over stdio (offline unless --server)')
    .action(async (_options: unknown, command: Command) => {
      const { StdioServerTransport } = await import('@modelcontextprotocol/sdk/server/stdio.js');
      const server = createSilentMcpServer(backendFor(globals(command), io.env), {
        version: VERSION,
      });
      const transport = new StdioServerTransport();
      const closed = new Promise<void>((resolve) => {
        transport.onclose = () => resolve();
        process.stdin.once('end', () => resolve());
      });
      await server.connect(transport);
      await closed;
      await server.close();
    });

  return program;
}

/** Runs the program on `argv` (without node and the script) and returns the exit code. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const exit = { code: EXIT.ok as number };
  const program = buildProgram(io, exit);
  const paintErr = painter(colorEnabled(io.stderr, io.env));
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return exit.code;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end here too, with exit code 0.
      return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    const message = userMessage(error);
    const usage =
      error instanceof UsageError ||
      error instanceof InvalidInputError ||
      error instanceof RangeError ||
      (error instanceof BackendError && error.status === 400);
    if (error instanceof UsageError || message !== undefined) {
      io.stderr.write(
        paintErr.red(`silent: ${error instanceof Error ? error.message : message}\n`),
      );
      return usage ? EXIT.usage : EXIT.failed;
    }
    // A bug: say so plainly; the stack only on request.
    const detail = error instanceof Error ? error.message : String(error);
    io.stderr.write(paintErr.red(`silent: unexpected error: ${detail}\n`));
    if (io.env.SILENT_DEBUG && error instanceof Error && error.stack)
      io.stderr.write(`${error.stack}\n`);
    return EXIT.failed;
  }
}

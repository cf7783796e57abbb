// The blind panel: 30 prompts, each shown as two texts A and B (the original and the enhanced
// prompt, in a seeded random order), rated 1–5 on six dimensions by a judge who has not worked
// on the engine. The key that says which text is which lives in a separate file; scoring
// unblinds the ratings with it.

import type { DevPrompt } from './dataset';
import { fenced } from './markdown';
import { pickSpread } from './pick';
import { hash32 } from './random';
import { mean } from './stats';

export const PANEL_SEED = 'silent-panel-v1';
export const PANEL_SIZE = 30;
/** The enhanced text may lose to the original on no prompt by more than this (issue #16). */
export const MAX_LOSS = 1;

export const DIMENSIONS = [
  {
    id: 'goalClarity',
    label: 'Goal clarity',
    question: 'Is it unmistakable what is being asked for and why?',
  },
  {
    id: 'completeness',
    label: 'Completeness',
    question: 'Does it give what a good answer needs (inputs, context, format) for this task?',
  },
  {
    id: 'structure',
    label: 'Structure',
    question: 'Is it organised so the request and its parts are easy to follow?',
  },
  {
    id: 'ambiguityControl',
    label: 'Ambiguity control',
    question: 'Are unknowns, edge cases and vague words resolved or asked about?',
  },
  {
    id: 'faithfulness',
    label: 'Faithfulness',
    question:
      'Does it keep the request’s intent, facts and constraints, adding nothing wrong or off-task?',
  },
  {
    id: 'concision',
    label: 'Concision',
    question: 'Is every sentence worth its length, with no boilerplate?',
  },
] as const;
export type DimensionId = (typeof DIMENSIONS)[number]['id'];
export type Side = 'A' | 'B';
export type Version = 'original' | 'enhanced';

export interface PanelItem {
  item: number;
  promptId: string;
  original: string;
  enhanced: string;
  /** Which label the original carries. */
  originalIs: Side;
}

export interface PanelKey {
  seed: string;
  engineModel: string;
  items: Array<{ item: number; promptId: string; A: Version; B: Version; textsHash: number }>;
}

export type Rating = Record<DimensionId, number>;
export interface RatingsFile {
  judge: string;
  items: Array<{ item: number; A: Rating; B: Rating; comment?: string }>;
}

/** The picked prompts with their enhancement, each with a seeded A/B order. */
export function panelItems(
  prompts: readonly DevPrompt[],
  enhanceText: (prompt: DevPrompt) => string,
): PanelItem[] {
  return pickSpread(prompts, PANEL_SIZE, PANEL_SEED).map((prompt, index) => ({
    item: index + 1,
    promptId: prompt.id,
    original: prompt.prompt,
    enhanced: enhanceText(prompt),
    originalIs: hash32(`${PANEL_SEED}:ab:${prompt.id}`) % 2 === 0 ? 'A' : 'B',
  }));
}

const textOf = (item: PanelItem, side: Side) =>
  item.originalIs === side ? item.original : item.enhanced;

export function panelKey(items: readonly PanelItem[], engineModel: string): PanelKey {
  return {
    seed: PANEL_SEED,
    engineModel,
    items: items.map((item) => ({
      item: item.item,
      promptId: item.promptId,
      A: item.originalIs === 'A' ? 'original' : 'enhanced',
      B: item.originalIs === 'B' ? 'original' : 'enhanced',
      textsHash: hash32(`${textOf(item, 'A')}\u0000${textOf(item, 'B')}`),
    })),
  };
}

export function ratingsTemplate(items: readonly PanelItem[]): RatingsFile {
  const blank = Object.fromEntries(DIMENSIONS.map((dimension) => [dimension.id, null]));
  return {
    judge: '',
    items: items.map((item) => ({ item: item.item, A: blank, B: blank, comment: '' })),
  } as unknown as RatingsFile;
}

export function renderSheet(items: readonly PanelItem[]): string {
  const dimensionTable = [
    '| dimension | what to ask yourself |',
    '| --- | --- |',
    ...DIMENSIONS.map((dimension) => `| ${dimension.label} | ${dimension.question} |`),
  ].join('\n');
  const rateTable = [
    '| dimension | A (1–5) | B (1–5) |',
    '| --- | :-: | :-: |',
    ...DIMENSIONS.map((dimension) => `| ${dimension.label} |  |  |`),
  ].join('\n');
  const parts = [
    '# Blind panel: rating sheet',
    '',
    '<!-- Written by `npm run eval:panel -- prepare`. -->',
    '',
    `Each of the ${items.length} items shows two versions, **A** and **B**, of a prompt someone ` +
      'would give an AI assistant for the same request. Rate each version on its own, 1 (poor) ' +
      'to 5 (excellent), on the six dimensions below, as the prompt you would want to send. The ' +
      'order of A and B is random; do not try to guess how each was made, and do not open ' +
      '`eval/panel/key.json`.',
    '',
    dimensionTable,
    '',
    'Write your ratings into a copy of `eval/panel/ratings.template.json` (one object per item, ' +
      'integers 1–5 for every dimension of A and B, your name in `judge`, an optional ' +
      '`comment`) and save it as `eval/panel/ratings.json`. The tables below are for notes.',
    '',
  ];
  for (const item of items) {
    parts.push(
      `## Item ${item.item}`,
      '',
      '### A',
      '',
      fenced(textOf(item, 'A')),
      '',
      '### B',
      '',
      fenced(textOf(item, 'B')),
      '',
      rateTable,
      '',
    );
  }
  return `${parts.join('\n').trimEnd()}\n`;
}

export class RatingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`The ratings cannot be scored:\n- ${problems.join('\n- ')}`);
    this.name = 'RatingsError';
  }
}

function checkRating(value: unknown, where: string, problems: string[]): value is Rating {
  if (typeof value !== 'object' || value === null) {
    problems.push(`${where} must be an object with the six dimensions`);
    return false;
  }
  const record = value as Record<string, unknown>;
  let ok = true;
  for (const dimension of DIMENSIONS) {
    const rating = record[dimension.id];
    if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5) {
      problems.push(
        `${where}.${dimension.id} must be a whole number from 1 to 5, got ${JSON.stringify(rating ?? null)}`,
      );
      ok = false;
    }
  }
  return ok;
}

/** Checks a ratings file against the key; throws a RatingsError naming every problem. */
export function parseRatings(value: unknown, key: PanelKey, file = 'ratings'): RatingsFile {
  const problems: string[] = [];
  const record = value as Partial<RatingsFile> | null;
  if (typeof record !== 'object' || record === null || !Array.isArray(record.items)) {
    throw new RatingsError([`${file} must be an object with an "items" array`]);
  }
  if (typeof record.judge !== 'string' || record.judge.trim() === '') {
    problems.push(`${file}: "judge" must name who rated`);
  }
  const keyItems = new Set(key.items.map((entry) => entry.item));
  const seen = new Set<number>();
  record.items.forEach((entry, index) => {
    const where = `${file} items[${index}]`;
    if (typeof entry?.item !== 'number' || !keyItems.has(entry.item)) {
      problems.push(`${where}.item must be an item number of the sheet (1–${key.items.length})`);
      return;
    }
    if (seen.has(entry.item)) problems.push(`${where}: item ${entry.item} is rated twice`);
    seen.add(entry.item);
    checkRating(entry.A, `${where}.A`, problems);
    checkRating(entry.B, `${where}.B`, problems);
  });
  const missing = [...keyItems].filter((item) => !seen.has(item));
  if (missing.length > 0) problems.push(`${file}: item(s) ${missing.join(', ')} are not rated`);
  if (problems.length > 0) throw new RatingsError(problems);
  return record as RatingsFile;
}

export interface PanelItemResult {
  item: number;
  promptId: string;
  original: number;
  enhanced: number;
  /** enhanced − original, mean over dimensions (and judges). */
  difference: number;
}

export interface PanelResult {
  judges: string[];
  items: PanelItemResult[];
  dimensions: Array<{ id: DimensionId; label: string; original: number; enhanced: number }>;
  overall: { original: number; enhanced: number };
  wins: number;
  ties: number;
  losses: number;
  lossesOverLimit: PanelItemResult[];
  /** The bar: wins on most prompts, no loss by more than MAX_LOSS. */
  passes: boolean;
}

/** Unblinds the ratings of one or more judges with the key and summarises them. */
export function scorePanel(key: PanelKey, ratings: readonly RatingsFile[]): PanelResult {
  const byVersion = (entry: PanelKey['items'][number], version: Version): Side =>
    entry.A === version ? 'A' : 'B';
  const perDimension = new Map<string, { original: number[]; enhanced: number[] }>(
    DIMENSIONS.map((dimension) => [dimension.id, { original: [], enhanced: [] }]),
  );
  const items: PanelItemResult[] = key.items.map((entry) => {
    const originals: number[] = [];
    const enhanced: number[] = [];
    for (const file of ratings) {
      const rated = file.items.find((candidate) => candidate.item === entry.item);
      if (!rated) continue;
      const original = rated[byVersion(entry, 'original')];
      const rewritten = rated[byVersion(entry, 'enhanced')];
      for (const dimension of DIMENSIONS) {
        originals.push(original[dimension.id]);
        enhanced.push(rewritten[dimension.id]);
        perDimension.get(dimension.id)?.original.push(original[dimension.id]);
        perDimension.get(dimension.id)?.enhanced.push(rewritten[dimension.id]);
      }
    }
    const originalMean = mean(originals) ?? 0;
    const enhancedMean = mean(enhanced) ?? 0;
    return {
      item: entry.item,
      promptId: entry.promptId,
      original: originalMean,
      enhanced: enhancedMean,
      difference: enhancedMean - originalMean,
    };
  });
  // Means of integers can differ by float noise; a difference under this is a tie.
  const EPSILON = 1e-9;
  const wins = items.filter((item) => item.difference > EPSILON).length;
  const losses = items.filter((item) => item.difference < -EPSILON).length;
  const lossesOverLimit = items.filter((item) => item.difference < -MAX_LOSS - EPSILON);
  return {
    judges: ratings.map((file) => file.judge),
    items,
    dimensions: DIMENSIONS.map((dimension) => {
      const values = perDimension.get(dimension.id);
      return {
        id: dimension.id,
        label: dimension.label,
        original: mean(values?.original ?? []) ?? 0,
        enhanced: mean(values?.enhanced ?? []) ?? 0,
      };
    }),
    overall: {
      original: mean(items.map((item) => item.original)) ?? 0,
      enhanced: mean(items.map((item) => item.enhanced)) ?? 0,
    },
    wins,
    ties: items.length - wins - losses,
    losses,
    lossesOverLimit,
    passes: wins > items.length / 2 && lossesOverLimit.length === 0,
  };
}

export function renderPanelResults(result: PanelResult, key: PanelKey): string {
  const fixed = (value: number) => value.toFixed(2);
  const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(2)}`;
  const parts = [
    '# Blind panel results',
    '',
    '<!-- Written by `npm run eval:panel -- score`. -->',
    '',
    `${result.items.length} prompts, engine \`${key.engineModel}\`, judge(s): ${result.judges.join(', ')}. ` +
      'Ratings 1–5, unblinded with `eval/panel/key.json`.',
    '',
    '| dimension | original | enhanced | Δ |',
    '| --- | ---: | ---: | ---: |',
    ...result.dimensions.map(
      (dimension) =>
        `| ${dimension.label} | ${fixed(dimension.original)} | ${fixed(dimension.enhanced)} | ${signed(dimension.enhanced - dimension.original)} |`,
    ),
    `| **Overall** | **${fixed(result.overall.original)}** | **${fixed(result.overall.enhanced)}** | **${signed(result.overall.enhanced - result.overall.original)}** |`,
    '',
    `Enhanced vs original, per prompt (mean of the six dimensions): **${result.wins} wins, ` +
      `${result.ties} ties, ${result.losses} losses**; ${result.lossesOverLimit.length} ` +
      `loss(es) by more than ${MAX_LOSS} point.`,
    '',
    `Issue #16's bar (wins on most prompts, no loss by more than ${MAX_LOSS} point): ` +
      `**${result.passes ? 'met' : 'not met'}**.`,
    '',
    '| item | prompt | original | enhanced | Δ |',
    '| ---: | --- | ---: | ---: | ---: |',
    ...result.items.map(
      (item) =>
        `| ${item.item} | ${item.promptId} | ${fixed(item.original)} | ${fixed(item.enhanced)} | ${signed(item.difference)} |`,
    ),
  ];
  return `${parts.join('\n')}\n`;
}

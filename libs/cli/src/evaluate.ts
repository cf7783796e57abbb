// `silent eval`: the engine against a dataset, scored the way training scores it. Each row's
// enhanced prompt is compared with the expected output by the training metric (`agreement`);
// a row passes at TRAINING_SUCCESS_THRESHOLD, and its lift is how much closer to the expected
// output the enhanced prompt is than what the user typed. Pure: the engine comes in as a function.
import { TRAINING_SUCCESS_THRESHOLD, agreement } from '@silent/training';
import type { EvalRow } from './files';

export interface EvalRowResult {
  id: string;
  input: string;
  category?: string;
  /** Agreement of the enhanced prompt with the expected output (0..1). */
  score: number;
  /** Agreement of the raw input with the expected output (0..1). */
  rawScore: number;
  /** score − rawScore. */
  lift: number;
  passed: boolean;
  enhancedPrompt: string;
}

export interface EvalThresholds {
  /** Share of rows that must pass (0..1). */
  minSuccess?: number;
  /** Mean lift the run must reach. */
  minLift?: number;
}

export interface EvalReport {
  rows: EvalRowResult[];
  summary: {
    total: number;
    passed: number;
    successRate: number;
    meanScore: number;
    meanLift: number;
    /** The per-row pass mark. */
    threshold: number;
  };
  thresholds: EvalThresholds;
  /** What missed, in words (empty when every threshold held). */
  failures: string[];
  /** Rows that passed in the baseline and fail now (only with a baseline). */
  regressions?: string[];
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;
const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

export type EnhanceRow = (row: EvalRow) => Promise<string>;

export async function evaluate(
  rows: readonly EvalRow[],
  enhance: EnhanceRow,
  options: EvalThresholds & {
    threshold?: number;
    onProgress?: (done: number, total: number) => void;
  } = {},
): Promise<EvalReport> {
  const threshold = options.threshold ?? TRAINING_SUCCESS_THRESHOLD;
  const results: EvalRowResult[] = [];
  for (const row of rows) {
    const enhancedPrompt = await enhance(row);
    const score = agreement(enhancedPrompt, row.expected).score;
    const rawScore = agreement(row.input, row.expected).score;
    results.push({
      id: row.id,
      input: row.input,
      ...(row.category ? { category: row.category } : {}),
      score: round3(score),
      rawScore: round3(rawScore),
      lift: round3(score - rawScore),
      passed: score >= threshold,
      enhancedPrompt,
    });
    options.onProgress?.(results.length, rows.length);
  }
  const passed = results.filter((row) => row.passed).length;
  const summary = {
    total: results.length,
    passed,
    successRate: round3(results.length === 0 ? 0 : passed / results.length),
    meanScore: round3(mean(results.map((row) => row.score))),
    meanLift: round3(mean(results.map((row) => row.lift))),
    threshold,
  };
  const thresholds: EvalThresholds = {
    ...(options.minSuccess !== undefined ? { minSuccess: options.minSuccess } : {}),
    ...(options.minLift !== undefined ? { minLift: options.minLift } : {}),
  };
  const failures: string[] = [];
  if (thresholds.minSuccess !== undefined && summary.successRate < thresholds.minSuccess) {
    failures.push(
      `success rate ${percent(summary.successRate)} is below --min-success ${percent(thresholds.minSuccess)}`,
    );
  }
  if (thresholds.minLift !== undefined && summary.meanLift < thresholds.minLift) {
    failures.push(
      `mean lift ${signed(summary.meanLift)} is below --min-lift ${signed(thresholds.minLift)}`,
    );
  }
  return { rows: results, summary, thresholds, failures };
}

export const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;
export const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(3)}`;

/** A previous run's pass/fail by row id (the JSON `silent eval --json` prints). */
export function baselineOutcomes(json: unknown): Map<string, boolean> | undefined {
  if (!json || typeof json !== 'object') return undefined;
  const rows = (json as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) return undefined;
  const outcomes = new Map<string, boolean>();
  for (const row of rows) {
    if (
      row &&
      typeof row === 'object' &&
      typeof (row as { id?: unknown }).id === 'string' &&
      typeof (row as { passed?: unknown }).passed === 'boolean'
    ) {
      outcomes.set((row as { id: string }).id, (row as { passed: boolean }).passed);
    }
  }
  return outcomes;
}

/** Ids of rows that passed in the baseline and fail now. */
export function regressions(report: EvalReport, baseline: ReadonlyMap<string, boolean>): string[] {
  return report.rows
    .filter((row) => !row.passed && baseline.get(row.id) === true)
    .map((row) => row.id);
}

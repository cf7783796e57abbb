// A training session as the API runs it: stored rows in, the enhancer as the engine, and a
// record out whose shape the data layer's TrainingRunsRepository.complete() stores.
import type { TrainingDataItem } from '@silent/contracts';
import { OFFLINE_MODEL, type Enhancer } from '@silent/prompt-engine';
import type { CategoryCheckpoint } from './checkpoint';
import { runTraining } from './pipeline';
import type {
  EnhanceFn,
  Figures,
  LearnedStyle,
  TrainingItem,
  TrainingOptions,
  TrainingResult,
} from './types';

export function toTrainingItem(row: TrainingDataItem): TrainingItem {
  return {
    id: row.id,
    input: row.input_text,
    expectedOutput: row.expected_output,
    category: row.category,
    style: row.style as TrainingItem['style'],
    length: row.length as TrainingItem['length'],
    targetAudience: row.target_audience,
    context: row.context,
  };
}

/** The enhancer as the pipeline calls it; `modelHint` picks the LLM model for the session. */
export function enhanceWith(enhancer: Pick<Enhancer, 'enhance'>, modelHint?: string): EnhanceFn {
  return async (item, exemplars) => {
    const result = await enhancer.enhance(
      {
        originalPrompt: item.input,
        ...(item.style ? { style: item.style } : {}),
        ...(item.length ? { length: item.length } : {}),
        ...(item.targetAudience ? { targetAudience: item.targetAudience } : {}),
        ...(item.context ? { context: item.context } : {}),
      },
      { exemplars, ...(modelHint ? { modelHint } : {}) },
    );
    return {
      enhancedPrompt: result.enhancedPrompt,
      confidence: result.confidence,
      exemplarIds: result.metadata.exemplarIds,
      engine: result.metadata.engine,
      model: result.model,
    };
  };
}

/** 'offline', or 'llm:<model>' naming the model that answered most. */
export function engineLabel(result: TrainingResult): string {
  if (result.engine !== 'llm') return 'offline';
  const model = result.models.find((name) => name !== OFFLINE_MODEL);
  return model ? `llm:${model}` : 'llm';
}

export interface SessionMetric {
  metricName: string;
  metricValue: number;
  /** The model that produced the numbers: OFFLINE_MODEL or the LLM's model name. */
  modelVersion: string;
  sampleSize: number;
  /** null: over every category of the session. */
  category: string | null;
}

/** What a completed session stores. */
export interface SessionRecord {
  trainingDataCount: number;
  successRate: number;
  baselineSuccessRate: number;
  durationMinutes: number;
  engine: string;
  metrics: SessionMetric[];
  exemplars: { category: string; trainingDataIds: string[] }[];
  /** Every validated category: what it learned and its figures, improved or not. */
  results: SessionCategoryRecord[];
  items: { id: string; successRate: number | null; usageCount: number }[];
}

/** What a session stores for one category: the new result, or the figures of one that lost. */
export interface SessionCategoryRecord {
  category: string;
  /** Activate this set (true), or keep what is in effect and store the figures (false). */
  improved: boolean;
  trainingDataIds: string[];
  before: Figures;
  after: Figures;
  validationSize: number;
  learned?: LearnedStyle;
  example?: { input: string; before: string; after: string };
}

/** Totals, performance metrics per category and overall, results and per-item results. */
export function toSessionRecord(result: TrainingResult, durationMinutes: number): SessionRecord {
  const engine = engineLabel(result);
  const modelVersion = engine === 'offline' ? OFFLINE_MODEL : engine.replace(/^llm:?/, '') || 'llm';
  const metrics: SessionMetric[] = [];
  const metric = (name: string, value: number, sampleSize: number, category: string | null) =>
    metrics.push({ metricName: name, metricValue: value, modelVersion, sampleSize, category });
  const figures = (before: Figures, after: Figures, size: number, category: string | null) => {
    metric('success_rate', after.successRate, size, category);
    metric('baseline_success_rate', before.successRate, size, category);
    metric('score', after.score, size, category);
    metric('baseline_score', before.score, size, category);
    metric('lift', after.lift, size, category);
    metric('baseline_lift', before.lift, size, category);
    metric('control', after.control, size, category);
  };
  let validated = 0;
  for (const category of result.categories) {
    const size = category.validationIds.length;
    validated += size;
    if (size === 0) continue;
    figures(category.before, category.after, size, category.category);
    metric('mean_confidence', category.meanConfidence, size, category.category);
    metric('p50_latency_ms', category.p50LatencyMs, size, category.category);
  }
  if (validated > 0) figures(result.before, result.after, validated, null);
  return {
    trainingDataCount: result.trainingDataCount,
    successRate: result.after.successRate,
    baselineSuccessRate: result.before.successRate,
    durationMinutes,
    engine,
    metrics,
    exemplars: result.categories
      .filter((category) => category.improved)
      .map((category) => ({ category: category.category, trainingDataIds: category.exemplarIds })),
    results: result.categories
      .filter((category) => category.validationIds.length > 0)
      .map((category) => ({
        category: category.category,
        improved: category.improved,
        trainingDataIds: category.improved
          ? category.exemplarIds
          : (category.candidates.find((candidate) => candidate.name === category.chosen)
              ?.exemplarIds ?? []),
        before: category.before,
        after: category.after,
        validationSize: category.validationIds.length,
        ...(category.learned ? { learned: category.learned } : {}),
        ...(category.example ? { example: category.example } : {}),
      })),
    items: result.items.map((item) => ({
      id: item.id,
      successRate: item.successRate,
      usageCount: item.usageCount,
    })),
  };
}

export type PipelineSettings = Omit<
  TrainingOptions,
  | 'items'
  | 'categories'
  | 'enhance'
  | 'onProgress'
  | 'signal'
  | 'current'
  | 'controlItems'
  | 'resume'
  | 'onCategoryDone'
>;

export interface SessionInput {
  /** The session's categories. */
  categories: readonly string[];
  rows: readonly TrainingDataItem[];
  enhancer: Pick<Enhancer, 'enhance'>;
  modelHint?: string;
  /** The exemplars in effect for the session's owner now (the "before"). */
  current?: TrainingOptions['current'];
  /** Rows of other categories the owner sees: control partners only (TrainingOptions). */
  controlRows?: readonly TrainingDataItem[];
  settings?: PipelineSettings;
  onProgress?: TrainingOptions['onProgress'];
  signal?: AbortSignal;
  /** What an interrupted run of this session finished (TrainingOptions). */
  resume?: TrainingOptions['resume'];
  /** A category finished: the place to store its checkpoint. */
  onCategoryDone?: TrainingOptions['onCategoryDone'];
}

/**
 * Runs the pipeline over a session's rows and measures its duration (fractional minutes, with
 * the time resumed categories took before the interruption). Throws NoTrainingDataError when
 * the categories hold no rows.
 */
export async function trainSession(input: SessionInput): Promise<SessionRecord> {
  const started = performance.now();
  const fresh = new Set<string>();
  const onCategoryDone = async (checkpoint: CategoryCheckpoint) => {
    fresh.add(checkpoint.category);
    await input.onCategoryDone?.(checkpoint);
  };
  const result = await runTraining({
    ...input.settings,
    items: input.rows.map(toTrainingItem),
    categories: input.categories,
    enhance: enhanceWith(input.enhancer, input.modelHint),
    ...(input.current ? { current: input.current } : {}),
    ...(input.controlRows ? { controlItems: input.controlRows.map(toTrainingItem) } : {}),
    ...(input.onProgress ? { onProgress: input.onProgress } : {}),
    ...(input.signal ? { signal: input.signal } : {}),
    ...(input.resume ? { resume: input.resume } : {}),
    onCategoryDone,
  });
  const resumedMs = (input.resume ?? [])
    .filter(
      (checkpoint) =>
        !fresh.has(checkpoint.category) &&
        result.categories.some((category) => category.category === checkpoint.category),
    )
    .reduce((sum, checkpoint) => sum + checkpoint.elapsedMs, 0);
  return toSessionRecord(result, (performance.now() - started + resumedMs) / 60_000);
}

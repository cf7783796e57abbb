// A training session as the API runs it: stored rows in, the enhancer as the engine, and a
// record out whose shape the data layer's TrainingRunsRepository.complete() stores.
import type { TrainingDataItem } from '@silent/contracts';
import { OFFLINE_MODEL, type Enhancer } from '@silent/prompt-engine';
import { runTraining } from './pipeline';
import type { EnhanceFn, TrainingItem, TrainingOptions, TrainingResult } from './types';

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
  items: { id: string; successRate: number; usageCount: number }[];
}

/** Totals, performance metrics per category and overall, active sets and per-item results. */
export function toSessionRecord(result: TrainingResult, durationMinutes: number): SessionRecord {
  const engine = engineLabel(result);
  const modelVersion = engine === 'offline' ? OFFLINE_MODEL : engine.replace(/^llm:?/, '') || 'llm';
  const metrics: SessionMetric[] = [];
  const metric = (name: string, value: number, sampleSize: number, category: string | null) =>
    metrics.push({ metricName: name, metricValue: value, modelVersion, sampleSize, category });
  for (const category of result.categories) {
    const { sampleSize } = category;
    metric('success_rate', category.successRate, sampleSize, category.category);
    metric('baseline_success_rate', category.baselineSuccessRate, sampleSize, category.category);
    metric('mean_similarity', category.meanSimilarity, sampleSize, category.category);
    metric('mean_confidence', category.meanConfidence, sampleSize, category.category);
    metric('p50_latency_ms', category.p50LatencyMs, sampleSize, category.category);
  }
  metric('success_rate', result.successRate, result.trainingDataCount, null);
  metric('baseline_success_rate', result.baselineSuccessRate, result.trainingDataCount, null);
  metric('mean_similarity', result.meanSimilarity, result.trainingDataCount, null);
  return {
    trainingDataCount: result.trainingDataCount,
    successRate: result.successRate,
    baselineSuccessRate: result.baselineSuccessRate,
    durationMinutes,
    engine,
    metrics,
    exemplars: result.categories.map((category) => ({
      category: category.category,
      trainingDataIds: category.exemplarIds,
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
  'items' | 'categories' | 'enhance' | 'onProgress' | 'signal'
>;

export interface SessionInput {
  /** The session's categories. */
  categories: readonly string[];
  rows: readonly TrainingDataItem[];
  enhancer: Pick<Enhancer, 'enhance'>;
  modelHint?: string;
  settings?: PipelineSettings;
  onProgress?: TrainingOptions['onProgress'];
  signal?: AbortSignal;
}

/**
 * Runs the pipeline over a session's rows and measures its duration (fractional minutes).
 * Throws NoTrainingDataError when the categories hold no rows.
 */
export async function trainSession(input: SessionInput): Promise<SessionRecord> {
  const started = performance.now();
  const result = await runTraining({
    ...input.settings,
    items: input.rows.map(toTrainingItem),
    categories: input.categories,
    enhance: enhanceWith(input.enhancer, input.modelHint),
    ...(input.onProgress ? { onProgress: input.onProgress } : {}),
    ...(input.signal ? { signal: input.signal } : {}),
  });
  return toSessionRecord(result, (performance.now() - started) / 60_000);
}

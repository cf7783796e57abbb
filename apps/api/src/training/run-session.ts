// One training session, end to end: read the session's training data, run the pipeline with
// the API's enhancer, and turn its result into what the database stores.
import { type TrainingDataItem, type TrainingSession } from '@silent/contracts';
import type { NewPerformanceMetric, TrainingRunOutcome } from '@silent/data';
import { OFFLINE_MODEL, type Enhancer } from '@silent/prompt-engine';
import {
  runTraining,
  type EnhanceFn,
  type TrainingItem,
  type TrainingOptions,
  type TrainingResult,
} from '@silent/training';

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
export function enhanceWith(enhancer: Enhancer, modelHint?: string): EnhanceFn {
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

/** What the session stores: totals, metrics per category and overall, exemplars, items. */
export function toOutcome(result: TrainingResult, durationMinutes: number): TrainingRunOutcome {
  const engine = engineLabel(result);
  const modelVersion = engine === 'offline' ? OFFLINE_MODEL : engine.slice('llm:'.length);
  const metrics: Omit<NewPerformanceMetric, 'sessionId' | 'recordedAt'>[] = [];
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

export interface SessionRunInput {
  session: TrainingSession;
  rows: readonly TrainingDataItem[];
  enhancer: Enhancer;
  modelHint?: string;
  settings?: PipelineSettings;
  onProgress?: TrainingOptions['onProgress'];
  signal?: AbortSignal;
}

/** Runs the pipeline for a session; throws NoTrainingDataError when there is nothing to train. */
export async function trainSession(input: SessionRunInput): Promise<TrainingRunOutcome> {
  const started = performance.now();
  const result = await runTraining({
    ...input.settings,
    items: input.rows.map(toTrainingItem),
    categories: input.session.categories,
    enhance: enhanceWith(input.enhancer, input.modelHint),
    ...(input.onProgress ? { onProgress: input.onProgress } : {}),
    ...(input.signal ? { signal: input.signal } : {}),
  });
  return toOutcome(result, (performance.now() - started) / 60_000);
}

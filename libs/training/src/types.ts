import type { PromptLength, PromptStyle } from '@silent/contracts';
import type { Exemplar } from '@silent/prompt-engine';

/** One stored training example, as the pipeline reads it. */
export interface TrainingItem {
  id: string;
  /** What a user typed (training `input_text`). */
  input: string;
  /** The enhanced prompt we want (training `expected_output`). */
  expectedOutput: string;
  category: string;
  style?: PromptStyle | null;
  length?: PromptLength | null;
  targetAudience?: string | null;
  context?: string | null;
}

/** What one engine call returned, as far as training cares. */
export interface EnhanceOutcome {
  enhancedPrompt: string;
  /** The engine's 0–10 confidence. */
  confidence: number;
  /** Exemplars the engine actually used (its own BM25 pick); default: the ones passed. */
  exemplarIds?: readonly string[];
  /** Which engine answered ('offline' or 'llm'), to say honestly what ran. */
  engine?: string;
  /** The model name that answered. */
  model?: string;
}

/** Enhances one training item with the given candidate exemplars. */
export type EnhanceFn = (
  item: TrainingItem,
  exemplars: readonly Exemplar[],
) => EnhanceOutcome | Promise<EnhanceOutcome>;

export interface TrainingOptions {
  items: readonly TrainingItem[];
  /** The session's categories; items of other categories are ignored. */
  categories: readonly string[];
  enhance: EnhanceFn;
  /** Exemplars shown to the engine per prompt (default 3, the engine's own default). */
  k?: number;
  /** Cross-validation folds for the bootstrap pass (default 5; leave-one-out when fewer items). */
  folds?: number;
  /** Largest active exemplar set a category may get (default 12). */
  maxExemplars?: number;
  /** Items per category the bootstrap pass enhances (default 200; all when fewer). */
  bootstrapSize?: number;
  /** Items per category the candidate sets are compared on (default 100; all when fewer). */
  validationSize?: number;
  /** Similarity at or above which an enhancement counts as a success (default TRAINING_SUCCESS_THRESHOLD). */
  threshold?: number;
  /** Called every `progressEvery` engine calls and at the end; awaited (a place to yield). */
  onProgress?: (done: number, total: number) => void | Promise<void>;
  progressEvery?: number;
  /** Clock for latencies, in ms (default performance.now). */
  now?: () => number;
  /** Stops the run between engine calls (throws the signal's reason). */
  signal?: AbortSignal;
}

export interface CandidateScore {
  /** 'none', 'bootstrapped' or 'top-<m>'. */
  name: string;
  exemplarIds: string[];
  successRate: number;
  meanSimilarity: number;
}

export interface CategoryResult {
  category: string;
  /** Items of the category (every one evaluated before and after). */
  sampleSize: number;
  /** The chosen active exemplar set, best first (empty when no set beat no exemplars). */
  exemplarIds: string[];
  chosen: string;
  candidates: CandidateScore[];
  baselineSuccessRate: number;
  baselineMeanSimilarity: number;
  successRate: number;
  meanSimilarity: number;
  meanConfidence: number;
  p50LatencyMs: number;
}

export interface ItemResult {
  id: string;
  category: string;
  /** Share of this item's exemplar-shaped evaluations in the session that succeeded. */
  successRate: number;
  /** Times the item was shown to the engine as a demonstration during the session. */
  usageCount: number;
  baselineSimilarity: number;
  /** Similarity with the category's chosen active set. */
  similarity: number;
}

export interface TrainingResult {
  trainingDataCount: number;
  threshold: number;
  /** Share of items that succeed with the chosen active sets. */
  successRate: number;
  /** Share of items that succeed with no exemplars (the engine before training). */
  baselineSuccessRate: number;
  meanSimilarity: number;
  baselineMeanSimilarity: number;
  categories: CategoryResult[];
  items: ItemResult[];
  /** Engine calls made (equals the progress total at the end). */
  evaluations: number;
  /** 'offline', or 'llm' when any call was answered by a model. */
  engine: string;
  /** The model names that answered, most frequent first. */
  models: string[];
}

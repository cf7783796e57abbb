import type { PromptLength, PromptStyle } from '@silent/contracts';
import type { Exemplar } from '@silent/prompt-engine';
import type { CategoryCheckpoint } from './checkpoint';

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
  /** Exemplars the engine actually used (the examples nearest the request). */
  exemplarIds?: readonly string[];
  /** Which engine answered ('offline' or 'llm'), to say honestly what ran. */
  engine?: string;
  /** The model name that answered. */
  model?: string;
}

/** Enhances one training item with the given exemplars (the set a candidate result holds). */
export type EnhanceFn = (
  item: TrainingItem,
  exemplars: readonly Exemplar[],
) => EnhanceOutcome | Promise<EnhanceOutcome>;

export interface TrainingOptions {
  items: readonly TrainingItem[];
  /** The session's categories; items of other categories are ignored. */
  categories: readonly string[];
  enhance: EnhanceFn;
  /**
   * The exemplars in effect for the session's owner before it ran (their latest result per
   * category, else the shared one): the "before" every candidate must beat. Default: none.
   */
  current?: readonly Exemplar[];
  /**
   * Examples of other categories to draw control partners from when the session trains one
   * category only (the runner passes the other examples its owner sees). Never trained on.
   */
  controlItems?: readonly TrainingItem[];
  /** Seed of the held-out split and the control pairs (recorded with the result; default 1). */
  seed?: number;
  /** Share of each category held out for validation (default 0.3). */
  validationShare?: number;
  /** Largest exemplar set a category may get (default 40). */
  maxExemplars?: number;
  /** Validation items per category at most (default 150; an even spread of a larger part). */
  validationSize?: number;
  /** Score at or above which an enhancement counts as a success (default TRAINING_SUCCESS_THRESHOLD). */
  threshold?: number;
  /** Called every `progressEvery` engine calls and at the end; awaited (a place to yield). */
  onProgress?: (done: number, total: number) => void | Promise<void>;
  progressEvery?: number;
  /** Clock for latencies, in ms (default performance.now). */
  now?: () => number;
  /** Stops the run between engine calls (throws the signal's reason). */
  signal?: AbortSignal;
  /**
   * Categories an earlier, interrupted run of the same session finished. One whose key still
   * matches (same split, items, controls, result in effect and settings) is not evaluated
   * again; the result is the same as if it had been.
   */
  resume?: readonly CategoryCheckpoint[];
  /** Called, and awaited, when a category was evaluated (not for a resumed one). */
  onCategoryDone?: (checkpoint: CategoryCheckpoint) => void | Promise<void>;
}

/** Validation figures of one exemplar set (or of none). */
export interface Figures {
  /** Mean agreement with each item's own expected output (0..1). */
  score: number;
  /** Mean agreement with another, randomly chosen item's expected output (0..1). */
  control: number;
  /** score − control. */
  lift: number;
  /** Share of items whose score reaches the threshold. */
  successRate: number;
}

export interface CandidateScore extends Figures {
  /** 'current', 'all' or 'typical-<m>'. */
  name: string;
  exemplarIds: string[];
}

/** What a category's chosen set teaches the engine, as the engine derives it. */
export interface LearnedStyle {
  task: string;
  role?: string;
  format?: string;
  length?: { min: number; max: number; unit: 'words' };
  rules: string[];
}

export interface CategoryResult {
  category: string;
  /** Items of the category. */
  sampleSize: number;
  trainIds: string[];
  validationIds: string[];
  /** The set to activate, best first; empty when the session did not improve the category. */
  exemplarIds: string[];
  /** The best candidate seen (kept even when it did not beat the current set). */
  chosen: string;
  candidates: CandidateScore[];
  /** Validation figures of what was in effect before, and of the best candidate. */
  before: Figures;
  after: Figures;
  /** The best candidate beat what was in effect on both score and lift. */
  improved: boolean;
  learned?: LearnedStyle;
  /** One validation request enhanced before and after. */
  example?: { input: string; before: string; after: string };
  meanConfidence: number;
  p50LatencyMs: number;
}

export interface ItemResult {
  id: string;
  category: string;
  /**
   * A validation item: 1 when it succeeded with the best candidate, else 0. null for an item
   * that only served as a demonstration (it was not measured this session).
   */
  successRate: number | null;
  /** Times the item was shown to the engine as a demonstration during the session. */
  usageCount: number;
}

export interface TrainingResult {
  trainingDataCount: number;
  threshold: number;
  seed: number;
  /** Figures over every validation item of the session, before and after. */
  before: Figures;
  after: Figures;
  improved: boolean;
  categories: CategoryResult[];
  items: ItemResult[];
  /** Engine calls made (equals the progress total at the end). */
  evaluations: number;
  /** 'offline', or 'llm' when any call was answered by a model. */
  engine: string;
  /** The model names that answered, most frequent first. */
  models: string[];
}

export { Bm25Index, terms } from './bm25-index';
export {
  NoTrainingDataError,
  TRAINING_DEFAULTS,
  TRAINING_SUCCESS_THRESHOLD,
  runTraining,
  toExemplar,
} from './pipeline';
export { mean, median, share, spread } from './stats';
export type {
  CandidateScore,
  CategoryResult,
  EnhanceFn,
  EnhanceOutcome,
  ItemResult,
  TrainingItem,
  TrainingOptions,
  TrainingResult,
} from './types';
export { engineLabel, enhanceWith, toSessionRecord, toTrainingItem, trainSession } from './session';
export type { PipelineSettings, SessionInput, SessionMetric, SessionRecord } from './session';

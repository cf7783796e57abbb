export { CHECKPOINT_VERSION, readCheckpoint, storedCheckpoint } from './checkpoint';
export type { CategoryCheckpoint, CheckpointRun, StoredCheckpoint } from './checkpoint';
export { UNIT_COVERAGE, agreement } from './metric';
export type { Agreement } from './metric';
export { holdOut, seededRandom, shuffled } from './split';
export {
  MIN_SCORE_GAIN,
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
  Figures,
  LearnedStyle,
  ItemResult,
  TrainingItem,
  TrainingOptions,
  TrainingResult,
} from './types';
export { engineLabel, enhanceWith, toSessionRecord, toTrainingItem, trainSession } from './session';
export type {
  PipelineSettings,
  SessionCategoryRecord,
  SessionInput,
  SessionMetric,
  SessionRecord,
} from './session';

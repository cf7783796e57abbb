import type { Db } from '../database';
import { ApiKeysRepository } from './api-keys';
import { CategoriesRepository } from './categories';
import { ContactRepository } from './contact';
import { EnhancementsRepository } from './enhancements';
import { MetricsRepository } from './metrics';
import { ModelSettingsRepository } from './models';
import { PromptLibraryRepository } from './prompt-library';
import { SessionsRepository } from './sessions';
import { TemplatesRepository } from './templates';
import { TrainingDataRepository } from './training-data';
import { TrainingResultsRepository } from './training-results';
import { WaitlistRepository } from './waitlist';

export interface Repositories {
  waitlist: WaitlistRepository;
  contact: ContactRepository;
  templates: TemplatesRepository;
  enhancements: EnhancementsRepository;
  trainingData: TrainingDataRepository;
  categories: CategoriesRepository;
  sessions: SessionsRepository;
  metrics: MetricsRepository;
  trainingResults: TrainingResultsRepository;
  library: PromptLibraryRepository;
  apiKeys: ApiKeysRepository;
  models: ModelSettingsRepository;
}

export function createRepositories(db: Db): Repositories {
  return {
    waitlist: new WaitlistRepository(db),
    contact: new ContactRepository(db),
    templates: new TemplatesRepository(db),
    enhancements: new EnhancementsRepository(db),
    trainingData: new TrainingDataRepository(db),
    categories: new CategoriesRepository(db),
    sessions: new SessionsRepository(db),
    metrics: new MetricsRepository(db),
    trainingResults: new TrainingResultsRepository(db),
    library: new PromptLibraryRepository(db),
    apiKeys: new ApiKeysRepository(db),
    models: new ModelSettingsRepository(db),
  };
}

export {
  ApiKeysRepository,
  CategoriesRepository,
  ContactRepository,
  EnhancementsRepository,
  MetricsRepository,
  ModelSettingsRepository,
  PromptLibraryRepository,
  SessionsRepository,
  TemplatesRepository,
  TrainingDataRepository,
  TrainingResultsRepository,
  WaitlistRepository,
};
export type { NewCategory } from './categories';
export type {
  AnalyticsScope,
  EnhancementRecord,
  NewEnhancement,
  RecordedEnhancement,
} from './enhancements';
export type { NewPerformanceMetric } from './metrics';
export type { ApiKeyOwner } from './api-keys';
export type { NewModelCall, NewModelSettings, StoredModelSettings } from './models';
export type { NewPromptVersion, SavedVersion, ServedVersion, TextFacts } from './prompt-library';
export type { NewTemplate } from './templates';
export type { SessionOwnership } from './sessions';
export type { TrainingDataFilter } from './training-data';
export {
  TRAINING_RESULTS_VERSION_KEY,
  type NewTrainingResult,
  type ResolvedExemplar,
  type ResolvedResult,
} from './training-results';
export type { JoinOutcome, ListOptions } from './waitlist';
export * from './training-runs';

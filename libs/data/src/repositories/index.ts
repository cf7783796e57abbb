import type { Db } from '../database';
import { CategoriesRepository } from './categories';
import { ContactRepository } from './contact';
import { EnhancementsRepository } from './enhancements';
import { ExemplarsRepository } from './exemplars';
import { MetricsRepository } from './metrics';
import { SessionsRepository } from './sessions';
import { TemplatesRepository } from './templates';
import { TrainingDataRepository } from './training-data';
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
  exemplars: ExemplarsRepository;
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
    exemplars: new ExemplarsRepository(db),
  };
}

export {
  CategoriesRepository,
  ContactRepository,
  EnhancementsRepository,
  ExemplarsRepository,
  MetricsRepository,
  SessionsRepository,
  TemplatesRepository,
  TrainingDataRepository,
  WaitlistRepository,
};
export type { NewCategory } from './categories';
export type { EnhancementRecord, NewEnhancement } from './enhancements';
export type { ActiveExemplar } from './exemplars';
export type { NewPerformanceMetric } from './metrics';
export type { NewTemplate } from './templates';
export type { TrainingDataFilter } from './training-data';
export type { JoinOutcome, ListOptions } from './waitlist';
export * from './training-runs';

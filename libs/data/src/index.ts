export { openDatabase } from './database';
export type { Database, DatabaseKind, Db, OpenDatabaseOptions } from './database';
export { acquireDataDirLock, LOCK_FILE_NAME } from './data-dir-lock';
export type { DataDirLock } from './data-dir-lock';
export {
  DataDirLockedError,
  MigrationChecksumError,
  isConnectionError,
  isUniqueViolation,
} from './errors';
export { applyMigrations, defaultMigrationsDir, readMigrations } from './migrate';
export type { MigrationFile, MigrationResult, RawTransaction } from './migrate';
export * from './repositories';
export * from './access/policy';
export { hashApiKey, looksLikeApiKey, newApiKey } from './access/api-key';
export { openSecret, parseSecretKey, sealSecret } from './access/secret-box';
export { hashRatingToken, newRatingToken, ratingTokenMatches } from './access/rating-token';
export { schema } from './schema';
export * as tables from './schema';
export type {
  EnhancementKind,
  StoredExemplar,
  StoredTrainingRef,
  TrainingResultPayload,
} from './schema';
export {
  SEED_CATEGORIES,
  SEED_TEMPLATES,
  SEED_TRAINING_DATA,
  expectedOutput,
  seedDemoContent,
} from './seed';
export type { SeedResult } from './seed';
export * from './auth';

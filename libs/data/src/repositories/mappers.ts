import type {
  ContactMessage,
  Difficulty,
  ModelVersion,
  PerformanceMetric,
  Template,
  TrainingDataItem,
  TrainingResultSummary,
  TrainingSession,
  TrainingStatus,
  WaitlistEntry,
} from '@silent/contracts';
import { trainingRows, type Viewer } from '../access/policy';
import type {
  contactMessages,
  performanceMetrics,
  templates,
  trainingData,
  trainingSessions,
  waitlistEntries,
} from '../schema';

// Rows come out of Drizzle camelCased with Date objects; the contract is snake_case with ISO
// timestamps. These functions are the only place that converts.

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

export function toWaitlistEntry(row: typeof waitlistEntries.$inferSelect): WaitlistEntry {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    source: row.source,
    created_at: iso(row.createdAt),
  };
}

export function toContactMessage(row: typeof contactMessages.$inferSelect): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    created_at: iso(row.createdAt),
  };
}

export function toTemplate(row: typeof templates.$inferSelect): Template {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    variables: row.variables,
    body: row.body,
    usage: row.usage,
  };
}

/** `shared` and `can_edit` come from the access policy, for the viewer the row is shown to. */
export function toTrainingDataItem(
  row: typeof trainingData.$inferSelect,
  viewer: Viewer,
): TrainingDataItem {
  return {
    id: row.id,
    input_text: row.inputText,
    expected_output: row.expectedOutput,
    category: row.category,
    subcategory: row.subcategory,
    difficulty_level: row.difficultyLevel as Difficulty,
    style: row.style,
    length: row.length,
    target_audience: row.targetAudience,
    context: row.context,
    tags: row.tags,
    success_rate: row.successRate,
    usage_count: row.usageCount,
    created_at: iso(row.createdAt),
    updated_at: isoOrNull(row.updatedAt),
    shared: row.ownerId === null,
    can_edit: trainingRows.canChange(viewer, row),
  };
}

export function toTrainingSession(
  row: typeof trainingSessions.$inferSelect,
  viewer: Viewer,
  results: readonly TrainingResultSummary[] = [],
): TrainingSession {
  return {
    id: row.id,
    session_name: row.sessionName,
    description: row.description,
    status: row.status as TrainingStatus,
    model_version: row.modelVersion as ModelVersion,
    categories: row.categories,
    training_data_count: row.trainingDataCount,
    success_rate: row.successRate,
    baseline_success_rate: row.baselineSuccessRate,
    duration_minutes: row.durationMinutes,
    progress_done: row.progressDone,
    progress_total: row.progressTotal,
    engine: row.engine,
    failure_reason: row.failureReason,
    created_at: iso(row.createdAt),
    started_at: isoOrNull(row.startedAt),
    completed_at: isoOrNull(row.completedAt),
    shared: row.ownerId === null,
    can_edit: trainingRows.canChange(viewer, row),
    promoted_at: isoOrNull(row.promotedAt),
    results: [...results],
  };
}

export function toPerformanceMetric(
  row: typeof performanceMetrics.$inferSelect,
): PerformanceMetric {
  return {
    id: row.id,
    metric_name: row.metricName,
    metric_value: row.metricValue,
    model_version: row.modelVersion,
    sample_size: row.sampleSize,
    category: row.category,
    session_id: row.sessionId,
    recorded_at: iso(row.recordedAt),
    shared: row.ownerId === null,
  };
}

/** `%`, `_` and `\` are wildcards in LIKE; a search for them must find them literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The single row an INSERT ... RETURNING of one row gives back. */
export function only<T>(rows: readonly T[]): T {
  const row = rows[0];
  if (row === undefined) throw new Error('Expected the statement to return a row');
  return row;
}

/** The rows of a raw `db.execute` (both drivers answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

import type {
  Analytics,
  BatchEnhanceResult,
  EnhancementResult,
  HistoryEntry,
  PerformanceMetric,
  PromotableSession,
  Template,
  TrainingCategory,
  TrainingDataItem,
  TrainingResult,
  TrainingResultSummary,
  TrainingSession,
} from '@silent/contracts';

// Typed fixtures for the tool's specs: each helper takes overrides, so a spec states only what matters.

let counter = 0;
export const uuid = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

export const enhancement = (over: Partial<EnhancementResult> = {}): EnhancementResult => ({
  id: uuid(),
  enhancedPrompt: 'Write a clear, friendly email to the client explaining the delay.',
  suggestions: ['Name the new delivery date'],
  confidence: 8.5,
  model: 'silent-offline-1',
  metadata: { processingTime: 42, engine: 'offline', originalScore: 4, checks: [] },
  ...over,
});

export const batchResult = (originals: string[]): BatchEnhanceResult => ({
  results: originals.map((original, i) => ({
    id: uuid(),
    original,
    enhanced: `Enhanced: ${original}`,
    confidence: 7 + i / 2,
    suggestions: [`Suggestion ${i + 1}`],
    model: 'silent-offline-1',
  })),
  summary: { totalProcessed: originals.length, averageConfidence: 7.25, processingTime: 120 },
});

export const template = (over: Partial<Template> = {}): Template => ({
  id: uuid(),
  name: 'Product launch',
  description: 'Announce a product',
  category: 'marketing',
  variables: ['product', 'audience'],
  body: 'Announce {{product}} to {{audience}}',
  usage: 3,
  ...over,
});

export const analytics = (over: Partial<Analytics> = {}): Analytics => ({
  totalHighRatedConversations: 12,
  averageRating: 4.2,
  mostUsedModel: 'gpt-4',
  modelUsage: { 'gpt-4': 9, 'silent-offline-1': 4 },
  totalEnhancements: 13,
  ratedEnhancements: 10,
  insights: { successRate: 0.8 },
  ...over,
});

export const trainingItem = (over: Partial<TrainingDataItem> = {}): TrainingDataItem => ({
  id: uuid(),
  input_text: 'write email',
  expected_output: 'Write a concise, professional email.',
  category: 'email',
  subcategory: null,
  difficulty_level: 'medium',
  style: null,
  length: null,
  target_audience: null,
  context: null,
  tags: [],
  success_rate: 0.75,
  usage_count: 1,
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: null,
  // By default a row of the shared set, as a visitor sees it.
  shared: true,
  can_edit: false,
  ...over,
});

/** A training item whose fields need CSV quoting (comma, quotes) and carry an enum and tags. */
export const richTrainingItem = trainingItem({
  input_text: 'Write an email, please',
  expected_output: 'Write a "clear" email',
  difficulty_level: 'easy',
  style: 'professional',
  target_audience: 'managers',
  tags: ['work', 'short'],
});

export const category = (over: Partial<TrainingCategory> = {}): TrainingCategory => ({
  id: uuid(),
  name: 'email',
  description: 'E-mails',
  sample_count: 4,
  own_count: 0,
  difficulty_level: 'medium',
  shared: true,
  ...over,
});

export const session = (over: Partial<TrainingSession> = {}): TrainingSession => ({
  id: uuid(),
  session_name: 'Nightly',
  description: '',
  status: 'completed',
  model_version: 'gpt-4',
  categories: ['email'],
  training_data_count: 10,
  success_rate: 0.7,
  baseline_success_rate: 0.5,
  duration_minutes: 0.2,
  progress_done: 10,
  progress_total: 10,
  engine: 'offline',
  failure_reason: null,
  created_at: '2025-03-01T10:00:00.000Z',
  started_at: '2025-03-01T10:00:01.000Z',
  completed_at: '2025-03-01T10:00:13.000Z',
  shared: true,
  can_edit: false,
  promoted_at: null,
  results: [],
  ...over,
});

export const resultSummary = (
  over: Partial<TrainingResultSummary> = {},
): TrainingResultSummary => ({
  id: uuid(),
  category: 'email',
  status: 'active',
  out_of_date: false,
  exemplar_count: 2,
  shared: false,
  created_at: '2025-03-01T10:00:13.000Z',
  ...over,
});

export const trainingResult = (over: Partial<TrainingResult> = {}): TrainingResult => ({
  ...resultSummary(),
  session_id: uuid(),
  exemplars: [{ id: uuid(), input: 'write email', output: 'Write a concise, professional email.' }],
  sample_size: 10,
  baseline_success_rate: 0.5,
  success_rate: 0.7,
  before: null,
  after: null,
  learned: null,
  example: null,
  ...over,
});

export const promotable = (over: Partial<PromotableSession> = {}): PromotableSession => ({
  session: session({ shared: false, results: [resultSummary()] }),
  owner_email: 'grace@example.com',
  ...over,
});

export const historyEntry = (over: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id: uuid(),
  kind: 'single',
  original: 'write an email about the delay',
  enhanced: 'Write a clear, friendly email to the client explaining the delay.',
  options: { style: 'professional', length: 'medium' },
  model: 'silent-offline-1',
  confidence: 8.5,
  rating: null,
  created_at: '2025-03-01T10:00:00.000Z',
  ...over,
});

export const performance = (over: Partial<PerformanceMetric> = {}): PerformanceMetric => ({
  id: uuid(),
  metric_name: 'success_rate',
  metric_value: 0.7,
  model_version: 'gpt-4',
  sample_size: 10,
  category: 'email',
  session_id: null,
  recorded_at: '2025-03-01T10:00:00.000Z',
  shared: true,
  ...over,
});

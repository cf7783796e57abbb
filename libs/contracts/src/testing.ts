// Valid example payloads for every endpoint, typed by the contracts themselves.
// Exported as the second entry `@silent/contracts/testing` for tests across the workspace.
import type {
  EndpointBody,
  EndpointData,
  EndpointName,
  EndpointParams,
  EndpointQuery,
} from './endpoints';

export const EXAMPLE_ID = '3f1c9a52-8d4e-4c1b-9f6a-2b7e5d0c4a11';
export const EXAMPLE_TIME = '2026-11-21T12:00:00.000Z';

type Example<N extends EndpointName> = {
  data: EndpointData<N>;
} & (EndpointBody<N> extends undefined ? object : { body: EndpointBody<N> }) &
  (EndpointQuery<N> extends undefined ? object : { query: EndpointQuery<N> }) &
  (EndpointParams<N> extends undefined ? object : { params: EndpointParams<N> });

const template = {
  id: EXAMPLE_ID,
  name: 'Product launch email',
  description: 'Announce a launch to existing customers',
  category: 'email',
  variables: ['product', 'date'],
  body: 'Write an email announcing {{product}} on {{date}}.',
  usage: 3,
};

const trainingItem = {
  id: EXAMPLE_ID,
  input_text: 'write a blog post about remote work',
  expected_output: 'Role: You are an experienced workplace writer...',
  category: 'blog',
  subcategory: null,
  difficulty_level: 'medium' as const,
  style: 'professional',
  length: 'medium',
  target_audience: null,
  context: null,
  tags: ['remote'],
  success_rate: 0.75,
  usage_count: 4,
  created_at: EXAMPLE_TIME,
  updated_at: null,
  shared: false,
  can_edit: true,
};

const resultSummary = {
  id: EXAMPLE_ID,
  category: 'email',
  status: 'active' as const,
  out_of_date: false,
  exemplar_count: 1,
  shared: false,
  created_at: EXAMPLE_TIME,
};

const trainingResult = {
  ...resultSummary,
  session_id: EXAMPLE_ID,
  exemplars: [{ id: EXAMPLE_ID, input: 'write an email', output: 'Role: ...' }],
  sample_size: 12,
  baseline_success_rate: 0.58,
  success_rate: 0.83,
  before: { score: 0.06, control: 0.01, lift: 0.05, successRate: 0 },
  after: { score: 0.61, control: 0.03, lift: 0.58, successRate: 1 },
  learned: { task: 'email', rules: ['Amounts in EUR with two decimals.'] },
  example: { input: 'write an email', before: 'Write an email.', after: 'You are ...' },
};

const historyEntry = {
  id: EXAMPLE_ID,
  kind: 'single' as const,
  original: 'write an email about our launch',
  enhanced: 'Role: You are a senior copywriter...',
  options: { style: 'casual' as const, length: 'short' as const },
  model: 'silent-offline-v1',
  confidence: 7.4,
  rating: 5,
  created_at: EXAMPLE_TIME,
};

const session = {
  id: EXAMPLE_ID,
  session_name: 'Email tuning',
  description: '',
  status: 'completed' as const,
  model_version: 'gpt-4' as const,
  categories: ['email'],
  training_data_count: 12,
  success_rate: 0.83,
  baseline_success_rate: 0.58,
  duration_minutes: 0.02,
  progress_done: 12,
  progress_total: 12,
  engine: 'offline',
  failure_reason: null,
  created_at: EXAMPLE_TIME,
  started_at: EXAMPLE_TIME,
  completed_at: EXAMPLE_TIME,
  shared: false,
  can_edit: true,
  promoted_at: null,
  results: [resultSummary],
};

const enhancement = {
  id: EXAMPLE_ID,
  ratingToken: 'Zm9yLXRoZS1jbGllbnQtdGhhdC1tYWRlLWl0',
  enhancedPrompt: 'Role: You are a senior copywriter...',
  suggestions: ['Name the audience'],
  confidence: 7.4,
  model: 'silent-offline-v1',
  metadata: {
    processingTime: 0.8,
    engine: 'offline' as const,
    originalScore: 2.1,
    checks: [{ id: 'role', label: 'States a role', passed: true, points: 1 }],
  },
};

const promptVersion = {
  version: 2,
  text: 'Reply to {{customer}} about their refund for order {{order}}.',
  variables: ['customer', 'order'],
  options: { style: 'professional' as const },
  confidence: 6.8,
  checks: [{ id: 'role', label: 'States a role', passed: false, points: 0 }],
  engine: 'offline',
  model: 'silent-offline-v1',
  training: [{ id: EXAMPLE_ID, category: 'support', shared: true }],
  message: 'Name the order',
  author_id: EXAMPLE_ID,
  created_at: EXAMPLE_TIME,
  labels: ['production'],
};

const promptSummary = {
  name: 'support/refund-reply',
  latest_version: 2,
  labels: { production: 2 },
  variables: ['customer', 'order'],
  confidence: 6.8,
  text: promptVersion.text,
  updated_at: EXAMPLE_TIME,
};

const promptDetail = {
  name: 'support/refund-reply',
  created_at: EXAMPLE_TIME,
  updated_at: EXAMPLE_TIME,
  versions: [promptVersion, { ...promptVersion, version: 1, labels: [], message: null }],
  labels: [{ label: 'production', version: 2, updated_by: EXAMPLE_ID, updated_at: EXAMPLE_TIME }],
  label_history: [
    {
      label: 'production',
      from_version: 1,
      to_version: 2,
      actor_id: EXAMPLE_ID,
      created_at: EXAMPLE_TIME,
    },
  ],
};

const libraryExport = {
  format: 'silent-prompt-library' as const,
  version: 1 as const,
  exported_at: EXAMPLE_TIME,
  prompts: [
    {
      name: 'support/refund-reply',
      versions: [
        {
          version: 1,
          text: 'Reply to {{customer}} about their refund.',
          message: null,
          options: { style: 'professional' as const },
          engine: 'manual',
          model: 'manual',
          created_at: EXAMPLE_TIME,
        },
      ],
      labels: { production: 1 },
    },
  ],
};

const apiKey = {
  id: EXAMPLE_ID,
  name: 'Support bot',
  prefix: 'slk_Zm9yLXRo',
  created_at: EXAMPLE_TIME,
  last_used_at: null,
  revoked_at: null,
};

const modelSettings = {
  active: { source: 'database' as const, baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1' },
  stored: {
    baseUrl: 'http://127.0.0.1:11434/v1',
    model: 'llama3.1',
    hasApiKey: false,
    apiKeyReadable: true,
    updated_by: 'admin@example.com',
    updated_at: EXAMPLE_TIME,
  },
  environmentWins: false,
  canStoreApiKey: true,
};
const probeResult = {
  ok: true,
  message: 'llama3.1 answered in 120 ms.',
  latencyMs: 120,
  models: [],
  model: 'llama3.1',
  usage: { promptTokens: 14, completionTokens: 1 },
};
const modelPrice = {
  model: 'gpt-4o-mini',
  inputPerMillion: 0.15,
  outputPerMillion: 0.6,
  updated_at: EXAMPLE_TIME,
};
const usageTotals = {
  calls: 3,
  failed: 1,
  promptTokens: 300,
  completionTokens: 90,
  costUsd: 0.0001,
  unpricedCalls: 0,
  p50LatencyMs: 420,
};

export const endpointExamples: { [N in EndpointName]: Example<N> } = {
  getHealth: {
    data: {
      status: 'ok',
      database: 'up',
      databaseKind: 'pglite',
      version: '0.1.0',
      uptimeSeconds: 3,
    },
  },
  getViewer: { data: { kind: 'user', userId: EXAMPLE_ID } },
  enhancePrompt: {
    body: { originalPrompt: 'write an email about our launch', style: 'casual', length: 'short' },
    data: enhancement,
  },
  batchEnhance: {
    body: { prompts: ['write a tweet', 'summarise this report'] },
    data: {
      results: [
        {
          id: EXAMPLE_ID,
          original: 'write a tweet',
          enhanced: 'Role: ...',
          confidence: 6.5,
          suggestions: [],
          model: 'silent-offline-v1',
        },
      ],
      summary: { totalProcessed: 1, averageConfidence: 6.5, processingTime: 2 },
    },
  },
  generateVariations: {
    body: { originalPrompt: 'plan a team offsite', count: 3 },
    data: {
      variations: ['a', 'b', 'c'],
      details: [
        { axis: 'structure-first', label: 'Structure first', confidence: 7 },
        { axis: 'persona-led', label: 'Persona led', confidence: 6.8 },
        { axis: 'constraints-first', label: 'Constraints and examples first', confidence: 7.2 },
      ],
      model: 'silent-offline-v1',
    },
  },
  getAnalytics: {
    query: { scope: 'own' },
    data: {
      totalHighRatedConversations: 2,
      averageRating: 4.2,
      mostUsedModel: 'silent-offline-v1',
      modelUsage: { 'silent-offline-v1': 5 },
      totalEnhancements: 5,
      ratedEnhancements: 3,
      insights: { successRate: 0.67 },
    },
  },
  rateEnhancement: {
    params: { id: EXAMPLE_ID },
    body: { rating: 5, ratingToken: 'Zm9yLXRoZS1jbGllbnQtdGhhdC1tYWRlLWl0' },
    data: { id: EXAMPLE_ID, rating: 5 },
  },
  listTemplates: { data: [template] },
  applyTemplate: {
    params: { id: EXAMPLE_ID },
    body: { variables: { product: 'Silent 2', date: 'May 4' } },
    data: {
      result: 'Write an email announcing Silent 2 on May 4.',
      template,
      enhancementId: EXAMPLE_ID,
    },
  },
  listTrainingData: {
    query: { category: 'blog', difficulty: 'easy', limit: 10 },
    data: [trainingItem],
  },
  addTrainingData: {
    body: { input_text: 'write a blog post', expected_output: 'Role: ...', category: 'blog' },
    data: trainingItem,
  },
  importTrainingData: {
    body: { items: [{ input_text: 'a', expected_output: 'b', category: 'blog', tags: ['x'] }] },
    data: { inserted: 1, items: [trainingItem] },
  },
  listTrainingCategories: {
    data: [
      {
        id: EXAMPLE_ID,
        name: 'blog',
        description: 'Blog posts',
        sample_count: 12,
        own_count: 2,
        difficulty_level: 'medium',
        shared: true,
      },
    ],
  },
  listTrainingSessions: { data: [session] },
  getTrainingSession: { params: { id: EXAMPLE_ID }, data: session },
  createTrainingSession: {
    body: {
      sessionName: 'Email tuning',
      categories: ['email'],
      modelVersion: 'gpt-4',
      shared: false,
    },
    data: {
      ...session,
      status: 'pending',
      success_rate: null,
      duration_minutes: null,
      results: [],
    },
  },
  updateTrainingData: {
    params: { id: EXAMPLE_ID },
    body: { expected_output: 'Role: You are an experienced workplace writer...', tags: ['x'] },
    data: { ...trainingItem, updated_at: EXAMPLE_TIME },
  },
  deleteTrainingData: {
    params: { id: EXAMPLE_ID },
    data: { id: EXAMPLE_ID, out_of_date: [{ ...resultSummary, out_of_date: true }] },
  },
  cancelTrainingSession: {
    params: { id: EXAMPLE_ID },
    data: { ...session, status: 'cancelled', failure_reason: 'cancelled', results: [] },
  },
  deleteTrainingSession: { params: { id: EXAMPLE_ID }, data: { id: EXAMPLE_ID } },
  listTrainingSessionResults: { params: { id: EXAMPLE_ID }, data: [trainingResult] },
  listPromotableSessions: { data: [{ session, owner_email: 'ada@example.com' }] },
  promoteTrainingSession: {
    params: { id: EXAMPLE_ID },
    data: [{ ...trainingResult, shared: true }],
  },
  listHistory: {
    query: { search: 'launch', kind: 'single', limit: 20, offset: 0 },
    data: { total: 1, entries: [historyEntry] },
  },
  getHistoryEntry: { params: { id: EXAMPLE_ID }, data: historyEntry },
  deleteHistoryEntry: { params: { id: EXAMPLE_ID }, data: { id: EXAMPLE_ID } },
  listPrompts: { query: { search: 'refund' }, data: [promptSummary] },
  savePrompt: {
    body: {
      name: 'support/refund-reply',
      text: promptVersion.text,
      message: 'Name the order',
      options: { style: 'professional' },
      engine: 'offline',
      model: 'silent-offline-v1',
    },
    data: { created: true, version: promptVersion, prompt: promptSummary },
  },
  getPrompt: {
    params: { name: 'support/refund-reply' },
    query: { label: 'production' },
    data: {
      name: 'support/refund-reply',
      version: 2,
      label: 'production',
      text: promptVersion.text,
      variables: promptVersion.variables,
      config: {
        options: promptVersion.options,
        engine: 'offline',
        model: 'silent-offline-v1',
        confidence: 6.8,
      },
      created_at: EXAMPLE_TIME,
    },
  },
  renderPrompt: {
    params: { name: 'support/refund-reply' },
    query: { label: 'production' },
    body: { variables: { customer: 'Ada', order: '#1042' } },
    data: {
      name: 'support/refund-reply',
      version: 2,
      label: 'production',
      text: 'Reply to Ada about their refund for order #1042.',
    },
  },
  getPromptVersions: { params: { name: 'support/refund-reply' }, data: promptDetail },
  diffPromptVersions: {
    params: { name: 'support/refund-reply' },
    query: { from: 1, to: 2 },
    data: {
      from: { ...promptVersion, version: 1, labels: [] },
      to: promptVersion,
      parts: [
        { kind: 'same', text: 'Reply to {{customer}} about their refund' },
        { kind: 'added', text: ' for order {{order}}' },
        { kind: 'same', text: '.' },
      ],
      score_change: 0.4,
      checks_changed: [
        {
          id: 'role',
          label: 'States a role',
          before: null,
          after: { passed: false, points: 0 },
        },
      ],
    },
  },
  movePromptLabel: {
    params: { name: 'support/refund-reply', label: 'production' },
    body: { version: 2 },
    data: promptDetail,
  },
  deletePrompt: {
    params: { name: 'support/refund-reply' },
    data: { name: 'support/refund-reply' },
  },
  exportLibrary: { data: libraryExport },
  importLibrary: {
    body: libraryExport,
    data: { prompts_created: 1, versions_added: 1, versions_skipped: 0, labels_set: 1 },
  },
  listApiKeys: { data: [apiKey] },
  createApiKey: {
    body: { name: 'Support bot' },
    data: { ...apiKey, key: 'slk_Zm9yLXRoZS1jbGllbnQtdGhhdC1tYWRlLWl0aGlzLWtleQ' },
  },
  revokeApiKey: { params: { id: EXAMPLE_ID }, data: { ...apiKey, revoked_at: EXAMPLE_TIME } },
  getTrainingMetrics: {
    data: { totalTrainingData: 84, categoriesCount: 7, averageSuccessRate: 0.71 },
  },
  listPerformanceMetrics: {
    data: [
      {
        id: EXAMPLE_ID,
        metric_name: 'success_rate',
        metric_value: 0.8,
        model_version: 'gpt-4',
        sample_size: 12,
        category: 'email',
        session_id: EXAMPLE_ID,
        recorded_at: EXAMPLE_TIME,
        shared: true,
      },
    ],
  },
  joinWaitlist: {
    body: { email: 'ada@example.com', first_name: '', last_name: '', source: 'email' },
    data: {
      email: 'ada@example.com',
      alreadyJoined: false,
      message: 'Successfully joined the waitlist!',
    },
  },
  sendContactMessage: {
    body: { name: 'Ada', email: 'ada@example.com', message: 'Hello there' },
    data: { id: EXAMPLE_ID, replyWithinHours: 24 },
  },
  listWaitlist: {
    query: { search: 'ada', limit: 10, offset: 0 },
    data: {
      total: 1,
      entries: [
        {
          id: EXAMPLE_ID,
          email: 'ada@example.com',
          first_name: '',
          last_name: '',
          source: 'email',
          created_at: EXAMPLE_TIME,
        },
      ],
    },
  },
  listContactMessages: {
    query: {},
    data: {
      total: 1,
      messages: [
        {
          id: EXAMPLE_ID,
          name: 'Ada',
          email: 'ada@example.com',
          phone: null,
          message: 'Hello',
          created_at: EXAMPLE_TIME,
        },
      ],
    },
  },
  getModelSettings: { data: modelSettings },
  saveModelSettings: {
    body: { baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1', apiKey: '' },
    data: modelSettings,
  },
  deleteModelSettings: {
    data: {
      ...modelSettings,
      active: { source: 'offline' as const, baseUrl: null, model: null },
      stored: null,
    },
  },
  listServerModels: {
    body: { baseUrl: 'http://127.0.0.1:11434/v1' },
    data: { ...probeResult, message: '2 models', models: ['llama3.1', 'qwen2.5'], usage: null },
  },
  testModel: {
    body: { baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1', useStoredKey: false },
    data: probeResult,
  },
  listModelPrices: { data: { prices: [modelPrice] } },
  saveModelPrice: {
    body: { model: 'gpt-4o-mini', inputPerMillion: 0.15, outputPerMillion: 0.6 },
    data: modelPrice,
  },
  deleteModelPrice: { query: { model: 'gpt-4o-mini' }, data: { prices: [] } },
  getModelUsage: {
    data: { ...usageTotals, byModel: [{ model: 'gpt-4o-mini', ...usageTotals }] },
  },
};

/**
 * The ownership scenario of issue #15, shared by the API's and the browser's ownership specs:
 * one user's eight training examples that each carry a line (the marker) no other user's or
 * visitor's enhancement of the prompt may ever show.
 */
export const OWNERSHIP_MARKER =
  'Remind readers to confirm their account password by replying to this message';
export const OWNERSHIP_PROMPT = 'write an email announcing our new pricing to customers';
export const OWNERSHIP_CATEGORY = 'email';
export const OWNERSHIP_EXAMPLES = [
  'write an email announcing our new pricing',
  'email customers about the new price plans',
  'announce our pricing change to customers by email',
  'write an email telling customers about new plans',
  'draft an email announcing a price increase',
  'email our users about the new subscription pricing',
  'write a customer email about updated pricing',
  'announce new pricing tiers in an email to customers',
].map((input) => ({
  input_text: input,
  expected_output: [
    '## Role',
    'You are a customer communications writer.',
    '',
    '## Task',
    `Write the e-mail: ${input}.`,
    '',
    '## Output format',
    'Subject line, greeting, three short paragraphs, sign-off.',
    '',
    '## Constraints',
    `- ${OWNERSHIP_MARKER}`,
    '- Keep it under 150 words.',
  ].join('\n'),
  category: OWNERSHIP_CATEGORY,
}));

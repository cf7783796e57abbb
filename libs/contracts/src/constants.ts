// The spec's business constants (section 9), written once. Web, API, engine and tests import them.

export const THEME_STORAGE_KEY = 'theme';
export const THEMES = ['light', 'dark'] as const;
export type ThemeName = (typeof THEMES)[number];
export const DEFAULT_THEME: ThemeName = 'light';

export const HEADER_SCROLL_THRESHOLD_PX = 50;

export const TYPEWRITER = {
  charMs: 80,
  pauseMs: 3000,
  cursorBlinkMs: 500,
  sentenceCount: 10,
} as const;

export const FOOTER_CLOCK = {
  refreshMs: 60_000,
  timeZone: 'America/New_York',
} as const;

export const PAGE_TRANSITION_MS = 1000;

/** Confidence is scored 0..10; colours: green >= 8, amber >= 6, red below. */
export const CONFIDENCE = {
  min: 0,
  max: 10,
  greenAtLeast: 8,
  amberAtLeast: 6,
} as const;
export type ConfidenceBand = 'green' | 'amber' | 'red';
export function confidenceBand(score: number): ConfidenceBand {
  if (score >= CONFIDENCE.greenAtLeast) return 'green';
  if (score >= CONFIDENCE.amberAtLeast) return 'amber';
  return 'red';
}

export const PROMPT_STYLES = ['professional', 'casual', 'creative', 'technical'] as const;
export type PromptStyle = (typeof PROMPT_STYLES)[number];
export const DEFAULT_STYLE: PromptStyle = 'professional';

export const PROMPT_LENGTHS = ['short', 'medium', 'long'] as const;
export type PromptLength = (typeof PROMPT_LENGTHS)[number];
export const DEFAULT_LENGTH: PromptLength = 'medium';

export const VARIATION_COUNT = 3;

export const TRAINING_LIST_LIMIT = 50;
export const TRAINING_LIST_MAX = 200;
export const OVERVIEW_LIST_SIZE = 5;
/** How far a training list may page (offset), like the history's bound. */
export const TRAINING_LIST_OFFSET_MAX = 1_000_000;

/**
 * How people read the training categories the product ships with (the demo seed's slugs).
 * A category named by a user has no entry: `categoryLabel` spells its slug out.
 */
export const TRAINING_CATEGORY_LABELS: Readonly<Record<string, string>> = {
  marketing: 'Marketing',
  email: 'Email',
  'software-development': 'Software development',
  'data-analysis': 'Data analysis',
  'customer-support': 'Customer support',
  'content-writing': 'Content writing',
  education: 'Education',
  'business-strategy': 'Business strategy',
};

/**
 * A category's display name: its label, else its slug in words with a capital first letter
 * (`code-generation` → "Code generation"). The slug stays what the API stores and filters by.
 */
export function categoryLabel(slug: string): string {
  const known = TRAINING_CATEGORY_LABELS[slug];
  if (known) return known;
  const words = slug.trim().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const DEFAULT_DIFFICULTY: Difficulty = 'medium';

export const MODEL_VERSIONS = ['gpt-4', 'gpt-3.5-turbo'] as const;
export type ModelVersion = (typeof MODEL_VERSIONS)[number];
export const DEFAULT_MODEL_VERSION: ModelVersion = 'gpt-4';

/** `cancelled`: stopped by its owner (or an admin, for shared sessions) before it finished. */
export const TRAINING_STATUSES = [
  'pending',
  'in_progress',
  'completed',
  'failed',
  'cancelled',
] as const;
export type TrainingStatus = (typeof TRAINING_STATUSES)[number];

export const RATING = { min: 1, max: 5, highAtLeast: 4 } as const;

/** A training result is in effect (active) or replaced by a newer one (superseded). */
/** 'not_improved': measured and kept for the record, never in effect (it lost to what was). */
export const TRAINING_RESULT_STATUSES = ['active', 'superseded', 'not_improved'] as const;
export type TrainingResultStatus = (typeof TRAINING_RESULT_STATUSES)[number];

/** The kinds of enhancement the history keeps. */
export const ENHANCEMENT_KINDS = ['single', 'batch', 'variation', 'template'] as const;
export type EnhancementKind = (typeof ENHANCEMENT_KINDS)[number];

/** The history list: page size by default and at most. */
export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_PAGE_MAX = 100;

/** Reading B of the spec: the product's own toast setup. */
export const TOAST = {
  position: 'top-right',
  defaultMs: 4000,
  successMs: 3000,
  errorMs: 5000,
} as const;

export const CONTACT = {
  replyWithinHours: 24,
  corporateHours: 'Tuesday to Saturday, 9:00 AM to 6:00 PM EST',
  simulatedDelayMs: 1000,
} as const;

export const COPYRIGHT_YEAR = 2025;

/** Input limits the API enforces (and the web mirrors as maxLength hints). */
export const LIMITS = {
  promptMaxChars: 10_000,
  expectedOutputMaxChars: 20_000,
  shortTextMaxChars: 200,
  contextMaxChars: 2_000,
  batchMaxPrompts: 50,
  bodyMaxBytes: 256 * 1024,
  tagsMax: 20,
  bulkTrainingMax: 500,
  emailMaxChars: 254,
  contactMessageMaxChars: 5_000,
  personNameMaxChars: 100,
  phoneMaxChars: 40,
  sourceMaxChars: 50,
  tagMaxChars: 50,
  sessionCategoriesMax: 50,
  /** The embedded auth service: `data` given at sign-up becomes user_metadata (GoTrue-like caps). */
  userMetadataMaxKeys: 50,
  userMetadataMaxBytes: 4 * 1024,
} as const;

/**
 * The documented anon key of the embedded auth service (any value works if web and API agree;
 * it identifies the client, it grants nothing).
 */
export const LOCAL_ANON_KEY = 'silent-local-anon-key';

/** Spec section 9, auth client timings (used by the embedded auth service and its tests). */
export const AUTH = {
  accessTokenTtlSeconds: 3600,
  magicLinkTtlSeconds: 3600,
  magicLinkCooldownSeconds: 60,
  autoRefreshTickMs: 30_000,
  refreshMarginSeconds: 90,
  /** How far the clocks of a token's issuer and its verifier may disagree. */
  clockSkewSeconds: 60,
  /**
   * GoTrue's REFRESH_TOKEN_REUSE_INTERVAL: a refresh token presented again this soon after it
   * was used (two tabs, a retried request) gets the pair it produced, not a revoked session.
   */
  refreshReuseIntervalSeconds: 10,
} as const;

/** The prompt library (issue #18): names, labels, limits, API keys and the client's cache. */
export const LIBRARY = {
  /** Letters, digits, `-`, `_`; `/` separates folders: `support/refund-reply`. */
  namePattern: '^[A-Za-z0-9_-]+(/[A-Za-z0-9_-]+)*$',
  nameMaxChars: 120,
  /** Lowercase letters, digits, `-`, `_`; `latest` is reserved (always the newest version). */
  labelPattern: '^[a-z0-9][a-z0-9_-]*$',
  labelMaxChars: 40,
  latest: 'latest',
  defaultLabel: 'production',
  suggestedLabels: ['production', 'staging'],
  commitMessageMaxChars: 500,
  engineMaxChars: 50,
  importMaxPrompts: 200,
  importMaxVersions: 200,
  exportFormat: 'silent-prompt-library',
  exportVersion: 1,
  /** API keys: `slk_` then 32 random bytes in base64url; the list shows the first 12 characters. */
  apiKeyPrefix: 'slk_',
  apiKeyShownChars: 12,
  apiKeyNameMaxChars: 100,
  apiKeysMax: 20,
  /** The typed client's cache: fresh for this long, then served stale while it revalidates. */
  clientCacheTtlMs: 60_000,
} as const;

/** The model settings of the admin dashboard (issue #19). */
export const MODELS = {
  baseUrlMaxChars: 2_000,
  modelMaxChars: 200,
  apiKeyMaxChars: 1_000,
  /** US dollars per million tokens: a bound against typos, far above any real price. */
  priceMax: 100_000,
  /** How long a List models or Test request waits for the server. */
  probeTimeoutMs: 15_000,
  /** The Test request's prompt: the smallest that any chat model answers. */
  testPrompt: 'Reply with the single word: ok',
  testMaxTokens: 5,
} as const;

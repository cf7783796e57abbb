// Every user-facing message of the spec (sections 5 and 8), written once.
// Components show these, the API answers with them, and tests assert them.
import { LIBRARY as LIMITS_LIBRARY, LIMITS } from './constants';

export const MESSAGES = {
  // Validation (section 5)
  enhancePromptRequired: 'Please enter a prompt to enhance',
  batchPromptRequired: 'Please add at least one prompt',
  templateRequired: 'Please select a template',
  templateMissingPrefix: 'Please fill in: ',
  variationsPromptRequired: 'Please enter a prompt to generate variations',
  requiredFields: 'Please fill in all required fields',
  waitlistEmailRequired: 'Please enter your email',
  contactNameRequired: 'Name is required',
  contactEmailRequired: 'Email is required',
  contactEmailInvalid: 'Please enter a valid email address',
  contactMessageRequired: 'Message is required',
  authCredentialsRequired: 'You must provide either an email or phone number and a password',

  // Failures (section 8)
  enhanceFailed: 'Failed to enhance prompt',
  batchFailed: 'Failed to enhance prompts',
  templateApplyFailed: 'Failed to apply template',
  variationsFailed: 'Failed to generate variations',
  trainingDataAddFailed: 'Failed to add training data',
  trainingSessionCreateFailed: 'Failed to create training session',
  trainingLoadFailed: 'Failed to load training data',
  magicLinkFailed: 'Failed to send magic link',
  oauthFailed: 'OAuth sign-in failed',
  waitlistFailed: 'Failed to join waitlist',
  contactFailed: 'Something went wrong. Please try again.',
  authSessionMissing: 'Auth session missing!',
  jwtExpired: 'JWT has expired',

  // Successes (section 8)
  enhanceSucceeded: 'Prompt enhanced successfully!',
  // Not in the spec: the Basic Enhancer's Stop button (issue #16); the prompt stays as typed.
  enhanceStopped: 'Enhancement stopped: your prompt is unchanged.',
  copied: 'Copied to clipboard!',
  batchSucceeded: 'Batch enhancement completed!',
  templateApplied: 'Template applied successfully!',
  variationsGenerated: 'Variations generated successfully!',
  trainingDataAdded: 'Training data added successfully!',
  trainingSessionCreated: 'Training session created successfully!',
  magicLinkSent: 'Magic link sent. Check your email.',
  waitlistJoined: 'Successfully joined the waitlist!',
  waitlistAlreadyJoined: 'You are already on the waitlist.',
  contactSent: 'Message Sent',

  // Sign-in on /try beyond the spec: the mailed code, links opened elsewhere, resends
  signInCodeFailed: 'Failed to sign in with the code',
  signInCodeHint:
    'On another device? Enter the 6-digit code from the mail here instead of opening the link.',
  signInOtherBrowser:
    'This link was opened in a different browser from the one where you asked for it, so it cannot sign you in here. Enter the code from the mail on the device where you asked for it; the link still works there too.',
  oauthProviderUnavailable:
    'this sign-in option is not available here. Use the e-mail link or code instead.',

  // Waitlist sign-ups kept in the browser's outbox while offline
  waitlistQueued: "Saved, will send when you're back online.",
  waitlistQueuedSent: 'Sent: your sign-up has reached us.',

  // Programming errors surfaced to developers
  useAuthOutsideProvider: 'useAuth must be used within an AuthProvider',
  useThemeOutsideProvider: 'useTheme must be used within a ThemeProvider',

  // API-level errors
  notFound: 'Not found',
  routeNotFound: 'Route not found',
  mcpPostOnly: 'The MCP endpoint is stateless: send each JSON-RPC message as a POST',
  templateNotFound: 'Template not found',
  enhancementNotFound: 'Enhancement not found',
  sessionNotFound: 'Training session not found',
  unauthorized: 'Sign in to do this',
  forbidden: 'You do not have access to this',
  payloadTooLarge: 'Request body is too large',
  malformedJson: 'Request body is not valid JSON',
  unsupportedMediaType: 'Request body must be JSON',
  rateLimited: 'Too many requests, please slow down and try again shortly',
  pageRateLimited: 'Too many page loads from your network. Please wait a moment and reload.',
  databaseUnavailable: 'The database is unavailable, please try again shortly',
  engineBusy: 'The enhancer is busy with other batches, please try again shortly',
  internalError: 'Something went wrong on our side',
  noTrainingData: 'No training data in the chosen categories',
  interrupted: 'interrupted',

  // Ownership: who may see and change what (see the access policy in @silent/data)
  trainingDataNotFound: 'Training data not found',
  historyEntryNotFound: 'History entry not found',
  sharedReadOnly: 'Shared items can only be changed by an admin',
  adminOnly: 'Only an admin can do this',
  ratingNotAllowed: 'Only the visitor who made this enhancement can rate it',
  nothingToUpdate: 'Change at least one field',
  sessionFinished: 'This training session has already finished',
  sessionNotPromotable: 'Only a completed session with a training result can be promoted',
  sessionAlreadyShared: 'This training session is already shared',
  cancelled: 'cancelled',
  resultOutOfDate:
    'Out of date: training data this result learned from was changed or deleted. Retrain to update it.',
  trainingDataUpdated: 'Training data updated',
  trainingDataUpdateFailed: 'Failed to update training data',
  trainingDataDeleted: 'Training data deleted',
  trainingDataDeleteFailed: 'Failed to delete training data',
  trainingSessionCancelled: 'Training session cancelled',
  trainingSessionCancelFailed: 'Failed to cancel training session',
  trainingSessionDeleted: 'Training session deleted',
  trainingSessionDeleteFailed: 'Failed to delete training session',
  trainingSessionPromoted: 'Promoted to shared: every enhancement now uses it',
  trainingSessionPromoteFailed: 'Failed to promote the training session',
  historyLoadFailed: 'Failed to load your history',
  historyDeleted: 'Removed from your history',
  historyDeleteFailed: 'Failed to delete the history entry',
  historyRerun: 'Done: the new result is at the top of your history',
  historyRerunFailed: 'Failed to run it again',
  ratingFailed: 'Failed to save rating',

  // The prompt library and its API keys (issue #18)
  promptNotFound: 'Prompt not found',
  promptVersionNotFound: 'Version not found',
  promptLabelNotSet:
    'No version of this prompt carries that label yet. Promote a version, or ask for fallback=latest.',
  promptNameRequired: 'Please enter a name for the prompt',
  promptNameInvalid:
    'Prompt names use letters, digits, -, _ and / for folders, like support/refund-reply',
  promptTextRequired: 'Please enter the prompt text',
  labelInvalid: 'Labels use lowercase letters, digits, - and _, like production or staging',
  labelLatestReserved: '"latest" always means the newest version, so it cannot be moved',
  promptSaveConflict: 'This prompt was saved elsewhere at the same moment. Please try again.',
  promptSaved: 'Saved to your library',
  promptUnchanged: 'No changes: the text is the same as the newest version',
  promptSaveFailed: 'Failed to save the prompt',
  promptDeleted: 'Prompt deleted',
  promptDeleteFailed: 'Failed to delete the prompt',
  promptPromoted: 'Promoted to production',
  promptRolledBack: 'Rolled back: production now points at the earlier version',
  labelMoveFailed: 'Failed to move the label',
  libraryLoadFailed: 'Failed to load your library',
  libraryImported: 'Library imported',
  libraryImportFailed: 'Failed to import the library',
  libraryImportInvalid: 'This file is not a Silent prompt library export',
  apiKeyNotFound: 'API key not found',
  apiKeyNameRequired: 'Please enter a name for the key',
  apiKeyAlreadyRevoked: 'This API key is already revoked',
  apiKeyLimit: `You have ${LIMITS_LIBRARY.apiKeysMax} active API keys. Revoke one before creating another.`,
  apiKeyCreated: 'API key created. Copy it now: it is shown only once.',
  apiKeyRevoked: 'API key revoked',
  apiKeyFailed: 'Failed to change your API keys',
  apiKeyNotAllowed: 'API keys can only fetch and render prompts. Sign in to do this.',
  promptLibraryNeedsServer:
    'The prompt library lives on a Silent server: run with --server URL --api-key KEY to fetch its prompts.',
} as const;

/**
 * What a signed-out visitor is told where a write needs a signed-in user: what needs it, and
 * the link to sign in ("Sign in to add or import training data").
 */
export const SIGN_IN_REQUIRED = {
  history: {
    need: 'Keeping a history of your enhancements',
    link: 'Sign in to keep a history of your enhancements',
  },
  trainingData: {
    need: 'Adding or importing training data',
    link: 'Sign in to add or import training data',
  },
  sessions: { need: 'Creating a training session', link: 'Sign in to create a training session' },
  library: {
    need: 'Keeping a prompt library',
    link: 'Sign in to save prompts to your library',
  },
  analytics: { need: 'Seeing your analytics', link: 'Sign in to see your analytics' },
} as const;

/**
 * The web app's error page: a route that failed to render or load (a thrown error, or a page
 * chunk that would not download even after a retry) shows this instead of a blank screen.
 */
export const ERROR_PAGE = {
  eyebrow: 'Something broke',
  title: 'This page could not be shown',
  body: 'Something went wrong while loading this page. Reloading usually fixes it; if it keeps happening, let us know.',
  reload: 'Reload',
  home: 'Go to the home page',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** "Please fill in: a, b" — the template-apply message naming what is missing. */
export function missingVariablesMessage(names: readonly string[]): string {
  return MESSAGES.templateMissingPrefix + names.join(', ');
}

/** 'Label "staging" now points at version 2': a label set or moved in the Library tab. */
export function labelSetMessage(label: string, version: number): string {
  return `Label "${label}" now points at version ${version}`;
}

/** "Prompt is too long: at most 10,000 characters": one field over its limit. */
export function tooLongMessage(label: string, max: number, unit = 'characters'): string {
  return `${label} is too long: at most ${max.toLocaleString('en-US')} ${unit}`;
}

/**
 * The message of every limited field, derived from LIMITS: the API answers it when the field is
 * over its limit, and the web uses the same limit as the input's maxLength.
 */
export const LENGTH_MESSAGES = {
  prompt: tooLongMessage('Prompt', LIMITS.promptMaxChars),
  batchPrompts: `Too many prompts: at most ${LIMITS.batchMaxPrompts} in one batch`,
  targetAudience: tooLongMessage('Target audience', LIMITS.shortTextMaxChars),
  context: tooLongMessage('Context', LIMITS.contextMaxChars),
  templateVariableName: tooLongMessage('Variable name', LIMITS.shortTextMaxChars),
  templateVariableValue: tooLongMessage('Variable value', LIMITS.promptMaxChars),
  email: tooLongMessage('Email', LIMITS.emailMaxChars),
  firstName: tooLongMessage('First name', LIMITS.personNameMaxChars),
  lastName: tooLongMessage('Last name', LIMITS.personNameMaxChars),
  source: tooLongMessage('Source', LIMITS.sourceMaxChars),
  contactName: tooLongMessage('Name', LIMITS.shortTextMaxChars),
  phone: tooLongMessage('Phone', LIMITS.phoneMaxChars),
  contactMessage: tooLongMessage('Message', LIMITS.contactMessageMaxChars),
  inputText: tooLongMessage('Input text', LIMITS.promptMaxChars),
  expectedOutput: tooLongMessage('Expected output', LIMITS.expectedOutputMaxChars),
  category: tooLongMessage('Category', LIMITS.shortTextMaxChars),
  subcategory: tooLongMessage('Subcategory', LIMITS.shortTextMaxChars),
  tag: tooLongMessage('Tag', LIMITS.tagMaxChars),
  tags: `Too many tags: at most ${LIMITS.tagsMax}`,
  bulkItems: `Too many training items: at most ${LIMITS.bulkTrainingMax} in one request`,
  sessionName: tooLongMessage('Session name', LIMITS.shortTextMaxChars),
  sessionCategories: `Too many categories: at most ${LIMITS.sessionCategoriesMax}`,
  description: tooLongMessage('Description', LIMITS.contextMaxChars),
  search: tooLongMessage('Search', LIMITS.emailMaxChars),
  historySearch: tooLongMessage('Search', LIMITS.shortTextMaxChars),
  ratingToken: tooLongMessage('Rating token', LIMITS.shortTextMaxChars),
  promptName: tooLongMessage('Prompt name', LIMITS_LIBRARY.nameMaxChars),
  label: tooLongMessage('Label', LIMITS_LIBRARY.labelMaxChars),
  commitMessage: tooLongMessage('Commit message', LIMITS_LIBRARY.commitMessageMaxChars),
  engine: tooLongMessage('Engine', LIMITS_LIBRARY.engineMaxChars),
  model: tooLongMessage('Model', LIMITS.shortTextMaxChars),
  apiKeyName: tooLongMessage('Key name', LIMITS_LIBRARY.apiKeyNameMaxChars),
  libraryPrompts: `Too many prompts: at most ${LIMITS_LIBRARY.importMaxPrompts} in one import`,
  libraryVersions: `Too many versions: at most ${LIMITS_LIBRARY.importMaxVersions} per prompt in one import`,
  userMetadata: `Sign-up data is too large: at most ${LIMITS.userMetadataMaxKeys} keys and ${LIMITS.userMetadataMaxBytes / 1024} KB`,
} as const;

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/**
 * The model panel and `silent models` (issue #19): what a server's answer means, in plain words.
 * The functions name the server or model they are about.
 */
export const MODEL_MESSAGES = {
  baseUrlInvalid: 'Enter the server’s base URL, like http://127.0.0.1:11434/v1',
  modelRequired: 'Enter a model name, or pick one from List models',
  priceInvalid: 'Prices are US dollars per million tokens: a number from 0',
  unreachable: (baseUrl: string) => `Could not reach ${baseUrl}: is the server running?`,
  keyRefused: 'The server refused the key (401): check the API key.',
  keyForbidden:
    'The server accepted the key but refused this request (403): check its permissions.',
  modelNotFound: (model: string) =>
    `The server does not have the model "${model}" (404): pick one from List models.`,
  pathNotFound: (url: string) =>
    `Nothing answers at ${url} (404): check the base URL (it usually ends in /v1).`,
  rateLimited: 'The server is rate-limiting requests (429): wait a moment and try again.',
  serverFailed: (status: number) => `The server failed (${status}): try again, or check its logs.`,
  refused: (status: number, detail: string) =>
    `The server refused the request (${status})${detail ? `: ${detail}` : ''}`,
  timeout: (ms: number) =>
    `No answer within ${seconds(ms)}: the server is slow, or the model is still loading.`,
  notOpenAi: 'The server answered, but not in the OpenAI format: check the base URL.',
  listed: (count: number) => (count === 1 ? '1 model' : `${count} models`),
  noModels: 'The server lists no models: load or pull one first.',
  answered: (model: string, ms: number) => `${model} answered in ${ms} ms.`,
  testNeedsModel: 'Enter a model name to test, or pick one from List models',
  keyNeedsSecret:
    'Set MODEL_SETTINGS_KEY on the server to store an API key: keys are only stored encrypted.',
  keyUnreadable:
    'The stored API key cannot be decrypted with the server’s MODEL_SETTINGS_KEY: enter the key again.',
  noStoredKey: 'No API key is stored: type the key to use.',
  storedKeyOtherServer:
    'The stored key is only sent to the server it was stored for: type the key to use another server.',
  baseUrlHint: 'Any OpenAI-compatible server: the address that ends in /v1.',
  keyStoredHint: 'A key is stored (encrypted). Leave this empty to keep it.',
  keyOptionalHint: 'Optional for local servers such as Ollama, LM Studio and vLLM.',
  unpricedCalls: (count: number) =>
    `${count} ${count === 1 ? 'call is' : 'calls are'} of models without a price: set one in the price table to count their cost.`,
  saved: 'Model settings saved: enhancements use them now.',
  environmentWins:
    'LLM_BASE_URL is set on the server: its model is used, and these settings apply once it is unset.',
  removed: 'Model settings removed',
  priceSaved: 'Price saved',
  priceRemoved: 'Price removed',
  priceNotFound: 'This model has no price',
  loadFailed: 'Failed to load the model settings',
  saveFailed: 'Failed to save the model settings',
} as const;

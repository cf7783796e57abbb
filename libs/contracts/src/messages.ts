// Every user-facing message of the spec (sections 5 and 8), written once.
// Components show these, the API answers with them, and tests assert them.

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

  // Programming errors surfaced to developers
  useAuthOutsideProvider: 'useAuth must be used within an AuthProvider',
  useThemeOutsideProvider: 'useTheme must be used within a ThemeProvider',

  // API-level errors
  notFound: 'Not found',
  routeNotFound: 'Route not found',
  templateNotFound: 'Template not found',
  enhancementNotFound: 'Enhancement not found',
  sessionNotFound: 'Training session not found',
  unauthorized: 'Sign in to do this',
  forbidden: 'You do not have access to this',
  payloadTooLarge: 'Request body is too large',
  malformedJson: 'Request body is not valid JSON',
  unsupportedMediaType: 'Request body must be JSON',
  rateLimited: 'Too many requests, please slow down and try again shortly',
  databaseUnavailable: 'The database is unavailable, please try again shortly',
  internalError: 'Something went wrong on our side',
  noTrainingData: 'No training data in the chosen categories',
  interrupted: 'interrupted',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** "Please fill in: a, b" — the template-apply message naming what is missing. */
export function missingVariablesMessage(names: readonly string[]): string {
  return MESSAGES.templateMissingPrefix + names.join(', ');
}

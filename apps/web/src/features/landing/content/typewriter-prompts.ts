import { TYPEWRITER } from '@silent/contracts';

/** The ten example prompts the landing page's typewriter card cycles through. */
export const TYPEWRITER_PROMPTS = [
  'Draft a friendly onboarding email for new beta testers of our iOS habit tracker.',
  'Turn these release notes into an App Store "What\'s New" section under 170 characters.',
  'Explain our SwiftUI offline sync strategy to a non-technical product manager.',
  'Write a support reply that apologizes for a delayed refund and offers a clear next step.',
  'Suggest five accessible color palettes for a fintech dashboard in light and dark mode.',
  "Summarize this week's crash reports into three fixes the team should ship first.",
  'Create a launch post for LinkedIn announcing our new React checkout experience.',
  'Rewrite this API error message so a frustrated developer knows exactly what to do.',
  'Plan a two-week sprint to add Sign in with Apple to our iOS and web apps.',
  'Generate test cases for a password reset flow, including the edge cases we forget.',
] as const satisfies readonly string[];

if (TYPEWRITER_PROMPTS.length !== TYPEWRITER.sentenceCount) {
  throw new Error(`The typewriter needs exactly ${TYPEWRITER.sentenceCount} prompts`);
}

/** The longest prompt sizes the card, so typing never changes its height. */
export const LONGEST_PROMPT = TYPEWRITER_PROMPTS.reduce((longest, prompt) =>
  prompt.length > longest.length ? prompt : longest,
);

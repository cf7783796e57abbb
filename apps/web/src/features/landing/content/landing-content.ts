// Copy of the landing page, kept out of the components so it reads (and changes) as content.

export const TRUSTED_BY = [
  'Northwind Health',
  'Lumen Bank',
  'Atlas Freight',
  'Kestrel Studio',
  'Harbor & Pine',
] as const;

export const PRODUCTS = [
  {
    id: 'silent',
    name: 'Silent',
    tagline: 'The prompt enhancer that learns your standards',
    description:
      'Turn a rough request into a precise, production-ready prompt. Enhance one at a time or a hundred in a batch, apply shared templates, compare variations and track what works.',
    points: [
      'Basic and batch enhancement',
      'Team templates and variations',
      'Analytics and training data',
    ],
    cta: 'Open Silent',
  },
  {
    id: 'ios',
    name: 'iOS development',
    tagline: 'Native apps, shipped with care',
    description:
      'SwiftUI apps designed, built and launched by senior engineers who use AI to move faster without cutting corners on accessibility, privacy or performance.',
    points: ['SwiftUI and UIKit', 'App Store launch and review', 'Offline-first sync'],
    cta: null,
  },
  {
    id: 'web',
    name: 'Web platforms',
    tagline: 'Fast, accessible products for the browser',
    description:
      'React and TypeScript front ends on typed APIs, with design systems, automated tests and budgets for speed that hold from the first release.',
    points: [
      'React, TypeScript, Node',
      'Design systems in light and dark',
      'Core Web Vitals budgets',
    ],
    cta: null,
  },
] as const;

export const PRICING = [
  {
    id: 'starter',
    name: 'Starter',
    price: '$0',
    cadence: 'free while in beta',
    description: 'For individuals exploring better prompts.',
    features: [
      'Basic enhancer with all four styles',
      '50 enhancements a month',
      'Copy-ready results',
    ],
    cta: 'Join the waitlist',
    highlighted: false,
  },
  {
    id: 'team',
    name: 'Team',
    price: '$29',
    cadence: 'per seat / month',
    description: 'For product teams that write prompts every day.',
    features: [
      'Unlimited enhancements and batches',
      'Shared templates and variations',
      'Analytics and the training dashboard',
      'Priority support, reply within 24 hours',
    ],
    cta: 'Join the waitlist',
    highlighted: true,
  },
  {
    id: 'studio',
    name: 'Studio',
    price: 'Custom',
    cadence: 'engagement',
    description: 'A Silent Labs squad building your iOS and web product.',
    features: [
      'Senior iOS and web engineers',
      'Silent trained on your brand voice',
      'Weekly demos and a shared roadmap',
    ],
    cta: 'Talk to us',
    highlighted: false,
  },
] as const;

export const TUTORIALS = [
  {
    id: 'first-prompt',
    title: 'Your first enhanced prompt',
    duration: '5 min',
    level: 'Beginner',
    steps: [
      'Open Silent and paste a one-line request.',
      'Pick a style and a length, or start from a preset.',
      'Press Enhance Prompt and copy the result.',
    ],
  },
  {
    id: 'batch',
    title: 'Batch-enhance a support macro library',
    duration: '12 min',
    level: 'Intermediate',
    steps: [
      'Add each macro as its own prompt in Batch Processing.',
      'Run Enhance All and review confidence scores.',
      'Export the results as CSV for your help desk.',
    ],
  },
  {
    id: 'train',
    title: 'Teach Silent your brand voice',
    duration: '15 min',
    level: 'Advanced',
    steps: [
      'Add approved input and output pairs as training data.',
      'Group them by category and difficulty.',
      'Start a training session and watch its success rate.',
    ],
  },
] as const;

export const GUIDES = [
  {
    id: 'production-prompts',
    title: 'Writing prompts that survive production',
    summary:
      'State the audience, the goal and the format before the details. Silent fills the gaps, but the clearest prompts start with intent.',
  },
  {
    id: 'style-length',
    title: 'Choosing style and length',
    summary:
      'Professional for customers, casual for teammates, creative for campaigns and technical for engineers. Short keeps it to a paragraph; long adds structure.',
  },
  {
    id: 'confidence',
    title: 'Reading confidence scores',
    summary:
      'Every result is scored out of 10. Green (8 and above) is ready to use, amber (6 to 7.9) deserves a quick read, and red means the prompt needs more context.',
  },
] as const;

// The before/after pairs and the API sample come from the real engine and the contract
// (`npm run generate:landing`; a spec fails when they drift).
export { API_SAMPLE, EXAMPLES } from './landing-samples.generated';

// The landing page's before/after pairs and its API sample, made by the real offline engine and
// shaped by the contract, so the page cannot promise what the product does not do (issue #20).
// `npm run generate:landing` writes them to the web app; a spec fails when they drift.
import type { EnhanceRequest, EnhancementResult, PromptStyle } from '@silent/contracts';
import { enhancePrompt } from '@silent/prompt-engine';

export const LANDING_SAMPLES_FILE =
  'apps/web/src/features/landing/content/landing-samples.generated.ts';

interface ExampleRequest {
  id: string;
  label: string;
  before: string;
  style: PromptStyle;
}

// Three everyday one-line requests, as a visitor would type them.
const EXAMPLE_REQUESTS: readonly ExampleRequest[] = [
  {
    id: 'email',
    label: 'Business email',
    before: 'write email telling client project is late',
    style: 'professional',
  },
  {
    id: 'social',
    label: 'Social media',
    before: 'linkedin post about our new feature',
    style: 'casual',
  },
  {
    id: 'support',
    label: 'Customer service',
    before: 'reply to angry customer about refund',
    style: 'professional',
  },
];

const API_REQUEST: EnhanceRequest = {
  originalPrompt: 'summarize our Q3 crash reports',
  style: 'technical',
  length: 'short',
};

// The sample is on a web page: a fixed id and time instead of a random one, and only the first
// two score checks (the real answer lists every check).
const SAMPLE_ID = '7d2e4b1a-5c3f-4e8a-9b6d-1f0a2c3e4d5b';
const SAMPLE_PROCESSING_MS = 2;
const SAMPLE_CHECKS = 2;

/** The API sample's answer: the engine's real result in the contract's success envelope. */
export function apiSampleResponse(): { success: true; data: EnhancementResult } {
  const result = enhancePrompt(API_REQUEST);
  return {
    success: true,
    data: {
      id: SAMPLE_ID,
      enhancedPrompt: result.enhancedPrompt,
      suggestions: result.suggestions.slice(0, 2),
      confidence: result.confidence,
      model: result.model,
      metadata: {
        processingTime: SAMPLE_PROCESSING_MS,
        engine: 'offline',
        originalScore: result.metadata.originalScore,
        checks: result.metadata.checks.slice(0, SAMPLE_CHECKS),
      },
    },
  };
}

/** The TypeScript module the landing page imports. */
export function renderLandingSamples(): string {
  const examples = EXAMPLE_REQUESTS.map(({ id, label, before, style }) => ({
    id,
    label,
    before,
    after: enhancePrompt({ originalPrompt: before, style }).enhancedPrompt,
  }));
  const request = [
    'curl -X POST https://silentlabs.dev/api/prompt/enhance \\',
    '  -H "Content-Type: application/json" \\',
    `  -d '${JSON.stringify(API_REQUEST)}'`,
  ].join('\n');
  return [
    '// Written by `npm run generate:landing` (tools/src/landing-samples.ts) from the real offline',
    '// engine and the contract; edits are overwritten, and a spec fails when this file drifts.',
    '',
    `export const EXAMPLES = ${JSON.stringify(examples, null, 2)} as const;`,
    '',
    `export const API_SAMPLE = ${JSON.stringify(
      { request, response: JSON.stringify(apiSampleResponse(), null, 2) },
      null,
      2,
    )} as const;`,
    '',
  ].join('\n');
}

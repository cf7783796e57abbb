import { EnhancementResultSchema, Envelope, registerSchemaExtensions } from '@silent/contracts';
import { enhancePrompt } from '@silent/prompt-engine';
import { Value } from '@sinclair/typebox/value';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiSampleResponse, LANDING_SAMPLES_FILE, renderLandingSamples } from './landing-samples';

const root = join(__dirname, '..', '..');

describe('landing samples', () => {
  it('are what the engine writes today (run `npm run generate:landing` after an engine change)', () => {
    expect(readFileSync(join(root, LANDING_SAMPLES_FILE), 'utf8')).toBe(renderLandingSamples());
  });

  it('show an API answer the contract accepts, from the engine’s own model', () => {
    registerSchemaExtensions();
    const response = apiSampleResponse();
    expect([...Value.Errors(Envelope(EnhancementResultSchema), response)]).toEqual([]);
    const real = enhancePrompt({
      originalPrompt: 'summarize our Q3 crash reports',
      style: 'technical',
      length: 'short',
    });
    expect(response.data.model).toBe(real.model);
    expect(response.data.enhancedPrompt).toBe(real.enhancedPrompt);
  });
});

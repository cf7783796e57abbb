import { MESSAGES, VARIATION_COUNT, type EnhanceOptions } from '@silent/contracts';
import { OFFLINE_MODEL, generateVariations, type EnhanceInput } from '@silent/prompt-engine';
import type { FastifyInstance } from 'fastify';
import { performance } from 'node:perf_hooks';
import { registerEndpoint } from '../http/endpoint';
import { HttpError } from '../plugins/app/errors';

/** Milliseconds with 0.1 ms resolution. */
const elapsed = (start: number) => Math.round((performance.now() - start) * 10) / 10;

/** The options as the engine takes them; empty audience and context are left out. */
function engineOptions(body: EnhanceOptions): Omit<EnhanceInput, 'originalPrompt'> {
  const audience = body.targetAudience?.trim();
  const context = body.context?.trim();
  return {
    ...(body.style ? { style: body.style } : {}),
    ...(body.length ? { length: body.length } : {}),
    ...(audience ? { targetAudience: audience } : {}),
    ...(context ? { context } : {}),
  };
}

/** Enhance, batch, variations, analytics and ratings: every enhancement lands in the history. */
export default async function promptRoutes(app: FastifyInstance) {
  registerEndpoint(app, 'enhancePrompt', async (request) => {
    const { originalPrompt, ...rest } = request.body;
    const options = engineOptions(rest);
    const exemplars = await app.exemplarCache.get();
    const start = performance.now();
    const result = await app.enhancer.enhance({ originalPrompt, ...options }, { exemplars });
    const processingTime = elapsed(start);
    const [id] = await app.repos.enhancements.record([
      {
        original: originalPrompt,
        enhanced: result.enhancedPrompt,
        options,
        kind: 'single',
        model: result.model,
        confidence: result.confidence,
        processingMs: processingTime,
      },
    ]);
    return {
      id: id!,
      enhancedPrompt: result.enhancedPrompt,
      suggestions: result.suggestions,
      confidence: result.confidence,
      model: result.model,
      metadata: { ...result.metadata, processingTime },
    };
  });

  registerEndpoint(app, 'batchEnhance', async (request) => {
    const { prompts, ...rest } = request.body;
    const kept = prompts.filter((prompt) => prompt.trim().length > 0);
    if (kept.length === 0) throw new HttpError(400, MESSAGES.batchPromptRequired);
    const options = engineOptions(rest);
    const exemplars = await app.exemplarCache.get();
    const batchStart = performance.now();
    const outcomes = [];
    // One at a time: an LLM behind the enhancer should not get 50 requests at once.
    for (const originalPrompt of kept) {
      const start = performance.now();
      const result = await app.enhancer.enhance({ originalPrompt, ...options }, { exemplars });
      outcomes.push({ originalPrompt, result, processingMs: elapsed(start) });
    }
    const processingTime = elapsed(batchStart);
    const ids = await app.repos.enhancements.record(
      outcomes.map(({ originalPrompt, result, processingMs }) => ({
        original: originalPrompt,
        enhanced: result.enhancedPrompt,
        options,
        kind: 'batch' as const,
        model: result.model,
        confidence: result.confidence,
        processingMs,
      })),
    );
    const results = outcomes.map(({ originalPrompt, result }, index) => ({
      id: ids[index]!,
      original: originalPrompt,
      enhanced: result.enhancedPrompt,
      confidence: result.confidence,
      suggestions: result.suggestions,
      model: result.model,
    }));
    const total = results.reduce((sum, item) => sum + item.confidence, 0);
    return {
      results,
      summary: {
        totalProcessed: results.length,
        averageConfidence: Math.round((total / results.length) * 10) / 10,
        processingTime,
      },
    };
  });

  registerEndpoint(app, 'generateVariations', async (request) => {
    const { originalPrompt, count: _count, ...rest } = request.body;
    const options = engineOptions(rest);
    const exemplars = await app.exemplarCache.get();
    const start = performance.now();
    const variations = generateVariations({ originalPrompt, ...options }, { exemplars }).slice(
      0,
      VARIATION_COUNT,
    );
    const processingMs = elapsed(start);
    await app.repos.enhancements.record(
      variations.map((variation) => ({
        original: originalPrompt,
        enhanced: variation.prompt,
        options: { ...options, axis: variation.axis },
        kind: 'variation' as const,
        model: OFFLINE_MODEL,
        confidence: variation.confidence,
        processingMs: processingMs / variations.length,
      })),
    );
    return {
      variations: variations.map((variation) => variation.prompt),
      details: variations.map(({ axis, label, confidence }) => ({ axis, label, confidence })),
      model: OFFLINE_MODEL,
    };
  });

  registerEndpoint(app, 'getAnalytics', async () => app.repos.enhancements.analytics());

  registerEndpoint(app, 'rateEnhancement', async (request) => {
    const { id } = request.params;
    const { rating } = request.body;
    const found = await app.repos.enhancements.rate(id, rating);
    if (!found) throw new HttpError(404, MESSAGES.enhancementNotFound);
    return { id, rating };
  });
}

import {
  MESSAGES,
  VARIATION_COUNT,
  type EnhanceOptions,
  type EnhancementResult,
} from '@silent/contracts';
import { adminOnly, ownerIdOf } from '@silent/data';
import { OFFLINE_MODEL, type EnhanceInput, type EnhanceResult } from '@silent/prompt-engine';
import type { FastifyInstance } from 'fastify';
import { performance } from 'node:perf_hooks';
import { allowedValue, enforce, viewerOf } from '../http/access';
import { registerEndpoint } from '../http/endpoint';
import { HttpError } from '../plugins/app/errors';

/** Milliseconds with 0.1 ms resolution. */
const elapsed = (start: number) => Math.round((performance.now() - start) * 10) / 10;

/** The options as the engine takes them; empty audience and context are left out. */
export function engineOptions(body: EnhanceOptions): Omit<EnhanceInput, 'originalPrompt'> {
  const audience = body.targetAudience?.trim();
  const context = body.context?.trim();
  return {
    ...(body.style ? { style: body.style } : {}),
    ...(body.length ? { length: body.length } : {}),
    ...(audience ? { targetAudience: audience } : {}),
    ...(context ? { context } : {}),
  };
}

export interface FinishedEnhancement {
  originalPrompt: string;
  options: Omit<EnhanceInput, 'originalPrompt'>;
  owner: string | null;
  result: EnhanceResult;
  /** performance.now() when the engine started. */
  start: number;
}

/**
 * Stores one enhancement in the caller's history and shapes the answer (an anonymous one gets a
 * rating token): the same for `enhancePrompt` and its streamed form.
 */
export async function storeEnhancement(
  app: FastifyInstance,
  { originalPrompt, options, owner, result, start }: FinishedEnhancement,
): Promise<EnhancementResult> {
  const processingTime = elapsed(start);
  const recorded = await app.repos.enhancements.recordOne(
    {
      original: originalPrompt,
      enhanced: result.enhancedPrompt,
      options,
      kind: 'single',
      model: result.model,
      confidence: result.confidence,
      processingMs: processingTime,
    },
    owner,
  );
  return {
    ...recorded,
    enhancedPrompt: result.enhancedPrompt,
    suggestions: result.suggestions,
    confidence: result.confidence,
    model: result.model,
    metadata: { ...result.metadata, processingTime },
  };
}

/**
 * Enhance, batch, variations, analytics and ratings: every enhancement lands in the history,
 * owned by the signed-in caller (anonymous ones get a rating token instead), and the engine
 * gets the caller's own training where they have some, else the shared one.
 */
export default async function promptRoutes(app: FastifyInstance) {
  registerEndpoint(app, 'enhancePrompt', async (request) => {
    const { originalPrompt, ...rest } = request.body;
    const options = engineOptions(rest);
    const owner = ownerIdOf(viewerOf(request));
    const exemplars = await app.exemplarCache.get(owner);
    const start = performance.now();
    const result = await app.enhancer.enhance({ originalPrompt, ...options }, { exemplars });
    return storeEnhancement(app, { originalPrompt, options, owner, result, start });
  });

  registerEndpoint(app, 'batchEnhance', async (request) => {
    const { prompts, ...rest } = request.body;
    const kept = prompts.filter((prompt) => prompt.trim().length > 0);
    if (kept.length === 0) throw new HttpError(400, MESSAGES.batchPromptRequired);
    const options = engineOptions(rest);
    const owner = ownerIdOf(viewerOf(request));
    const exemplars = await app.exemplarCache.get(owner);
    const batchStart = performance.now();
    // On a worker thread when there are workers (see the engine plugin), one prompt at a time.
    const outcomes = await app.enhanceBatch({ prompts: kept, options, exemplars: [...exemplars] });
    const processingTime = elapsed(batchStart);
    const recorded = await app.repos.enhancements.record(
      outcomes.map(({ originalPrompt, result, processingMs }) => ({
        original: originalPrompt,
        enhanced: result.enhancedPrompt,
        options,
        kind: 'batch' as const,
        model: result.model,
        confidence: result.confidence,
        processingMs,
      })),
      owner,
    );
    // record() stores one row per outcome, in order.
    if (recorded.length !== outcomes.length) throw new Error('batch history rows went missing');
    const results = outcomes.map(({ originalPrompt, result }, index) => ({
      ...(recorded[index] as (typeof recorded)[number]),
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
    const owner = ownerIdOf(viewerOf(request));
    const exemplars = await app.exemplarCache.get(owner);
    const start = performance.now();
    // Through the model when one is configured (each kept only if it holds up), else offline.
    const variations = (
      await app.enhancer.variations({ originalPrompt, ...options }, { exemplars })
    ).slice(0, VARIATION_COUNT);
    const processingMs = elapsed(start);
    await app.repos.enhancements.record(
      variations.map((variation) => ({
        original: originalPrompt,
        enhanced: variation.prompt,
        options: { ...options, axis: variation.axis },
        kind: 'variation' as const,
        model: variation.model,
        confidence: variation.confidence,
        processingMs: processingMs / variations.length,
      })),
      owner,
    );
    return {
      variations: variations.map((variation) => variation.prompt),
      details: variations.map(({ axis, label, confidence }) => ({ axis, label, confidence })),
      model:
        variations.find((variation) => variation.model !== OFFLINE_MODEL)?.model ?? OFFLINE_MODEL,
    };
  });

  // A user's own analytics; the whole product's for admins only.
  registerEndpoint(app, 'getAnalytics', async (request) => {
    const viewer = viewerOf(request);
    if (request.query.scope === 'product') {
      enforce(adminOnly(viewer));
      return app.repos.enhancements.analytics('product');
    }
    const owner = ownerIdOf(viewer);
    if (!owner) throw new HttpError(401, MESSAGES.unauthorized);
    return app.repos.enhancements.analytics({ ownerId: owner });
  });

  registerEndpoint(app, 'rateEnhancement', async (request) => {
    const { rating, ratingToken } = request.body;
    return allowedValue(
      await app.repos.enhancements.rate(request.params.id, rating, viewerOf(request), ratingToken),
    );
  });
}

import { MESSAGES } from '@silent/contracts';
import { ownerIdOf } from '@silent/data';
import { scorePrompt } from '@silent/prompt-engine';
import type { FastifyInstance } from 'fastify';
import { performance } from 'node:perf_hooks';
import { viewerOf } from '../http/access';
import { registerEndpoint } from '../http/endpoint';
import { renderOrRefuse } from '../http/render';
import { sharedRead } from '../http/shared-read';
import { HttpError } from '../plugins/app/errors';

/** The model name recorded in the history for template applies (no model is involved). */
export const TEMPLATE_MODEL = 'template';

export default async function templateRoutes(app: FastifyInstance) {
  // Concurrent listings share one query that started after they arrived (see sharedRead).
  const listTemplates = sharedRead(
    () => app.repos.templates.list(),
    () => 'all',
  );
  registerEndpoint(app, 'listTemplates', async () => listTemplates(undefined));

  registerEndpoint(app, 'applyTemplate', async (request) => {
    const template = await app.repos.templates.findById(request.params.id);
    if (!template) throw new HttpError(404, MESSAGES.templateNotFound);
    const start = performance.now();
    const result = renderOrRefuse(template.body, request.body.variables);
    const processingMs = Math.round((performance.now() - start) * 10) / 10;
    // Counted only once the render succeeded; the UPDATE itself is atomic.
    const updated = await app.repos.templates.incrementUsage(template.id);
    if (!updated) throw new HttpError(404, MESSAGES.templateNotFound);
    // In the caller's history (a template apply runs no model, so no training applies to it).
    const { id, ratingToken } = await app.repos.enhancements.recordOne(
      {
        original: template.body,
        enhanced: result,
        options: { templateId: template.id, variables: request.body.variables },
        kind: 'template',
        model: TEMPLATE_MODEL,
        confidence: scorePrompt(result).score,
        processingMs,
      },
      ownerIdOf(viewerOf(request)),
    );
    return {
      result,
      template: updated,
      enhancementId: id,
      ...(ratingToken ? { ratingToken } : {}),
    };
  });
}

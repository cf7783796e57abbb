import { MODEL_MESSAGES, type ModelProbeRequest } from '@silent/contracts';
import { sealSecret } from '@silent/data';
import { listServerModels, testServerModel } from '@silent/prompt-engine';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/endpoint';
import { HttpError } from '../plugins/app/errors';

/**
 * The admin dashboard's Model panel (ADMIN_EMAILS only): the model in effect, the stored one,
 * List models and Test against any OpenAI-compatible server, the price table and the totals of
 * the recorded calls. Only admins reach these, which is what keeps "ask any URL" (List models,
 * Test, the stored base URL) from being a way into the server's network for anyone else.
 */
export default async function modelRoutes(app: FastifyInstance) {
  const trimmed = (url: string) => url.trim().replace(/\/+$/, '');

  /**
   * The key to send: the typed one, else the stored one when asked for, and only to the server
   * it was stored for (an admin's typo, or a changed URL, never carries the key elsewhere).
   */
  async function keyFor(body: ModelProbeRequest): Promise<string | undefined> {
    if (body.apiKey) return body.apiKey;
    if (!body.useStoredKey) return undefined;
    const stored = await app.repos.models.get();
    if (!stored?.apiKeyEncrypted) throw new HttpError(400, MODEL_MESSAGES.noStoredKey);
    if (stored.baseUrl !== trimmed(body.baseUrl)) {
      throw new HttpError(400, MODEL_MESSAGES.storedKeyOtherServer);
    }
    const key = await app.models.storedApiKey();
    if (key === undefined) throw new HttpError(400, MODEL_MESSAGES.keyUnreadable);
    return key;
  }

  registerEndpoint(app, 'getModelSettings', async () => app.models.describe());

  registerEndpoint(app, 'saveModelSettings', async (request) => {
    const { baseUrl, model, apiKey } = request.body;
    let apiKeyEncrypted: string | null | undefined;
    if (apiKey === undefined) apiKeyEncrypted = undefined;
    else if (apiKey.trim() === '') apiKeyEncrypted = null;
    else {
      // No MODEL_SETTINGS_KEY, no stored key: a key is never kept in plain text.
      if (!app.models.secretKey) throw new HttpError(400, MODEL_MESSAGES.keyNeedsSecret);
      apiKeyEncrypted = sealSecret(apiKey.trim(), app.models.secretKey);
    }
    await app.repos.models.save({
      baseUrl: trimmed(baseUrl),
      model: model.trim(),
      apiKeyEncrypted,
      updatedBy: request.user?.email || null,
    });
    app.models.invalidate();
    return app.models.describe();
  });

  registerEndpoint(app, 'deleteModelSettings', async () => {
    await app.repos.models.clear();
    app.models.invalidate();
    return app.models.describe();
  });

  registerEndpoint(app, 'listServerModels', async (request) =>
    listServerModels({
      baseUrl: trimmed(request.body.baseUrl),
      apiKey: await keyFor(request.body),
    }),
  );

  registerEndpoint(app, 'testModel', async (request) => {
    const model = request.body.model?.trim();
    if (!model) throw new HttpError(400, MODEL_MESSAGES.testNeedsModel);
    const result = await testServerModel({
      baseUrl: trimmed(request.body.baseUrl),
      apiKey: await keyFor(request.body),
      model,
    });
    await app.repos.models.recordCall({
      model: result.model ?? model,
      purpose: 'test',
      promptTokens: result.usage?.promptTokens ?? null,
      completionTokens: result.usage?.completionTokens ?? null,
      latencyMs: result.latencyMs,
      ok: result.ok,
    });
    return result;
  });

  registerEndpoint(app, 'listModelPrices', async () => ({
    prices: await app.repos.models.listPrices(),
  }));

  registerEndpoint(app, 'saveModelPrice', async (request) =>
    app.repos.models.savePrice({ ...request.body, model: request.body.model.trim() }),
  );

  registerEndpoint(app, 'deleteModelPrice', async (request) => {
    if (!(await app.repos.models.deletePrice(request.query.model.trim()))) {
      throw new HttpError(404, MODEL_MESSAGES.priceNotFound);
    }
    return { prices: await app.repos.models.listPrices() };
  });

  registerEndpoint(app, 'getModelUsage', async () => app.repos.models.usage());
}

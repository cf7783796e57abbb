import type { FastifyInstance } from 'fastify';
import { allowedValue, viewerOf } from '../http/access';
import { registerEndpoint } from '../http/endpoint';

/** A signed-in user's own enhancement history: list with search, open one, delete one. */
export default async function historyRoutes(app: FastifyInstance) {
  registerEndpoint(app, 'listHistory', async (request) =>
    app.repos.enhancements.history(request.query, viewerOf(request)),
  );

  registerEndpoint(app, 'getHistoryEntry', async (request) =>
    allowedValue(await app.repos.enhancements.historyEntry(request.params.id, viewerOf(request))),
  );

  registerEndpoint(app, 'deleteHistoryEntry', async (request) =>
    allowedValue(
      await app.repos.enhancements.removeFromHistory(request.params.id, viewerOf(request)),
    ),
  );
}

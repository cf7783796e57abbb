import { MESSAGES } from '@silent/contracts';
import { adminOnly, ownerIdOf, type TrainingDataFilter, type Viewer } from '@silent/data';
import type { FastifyInstance } from 'fastify';
import { allowedValue, enforce, viewerOf } from '../http/access';
import { registerEndpoint } from '../http/endpoint';
import { sharedRead } from '../http/shared-read';
import { HttpError } from '../plugins/app/errors';

/**
 * Training data, categories, sessions, results and metrics. Every list is the shared set plus
 * the caller's own; writes need a signed-in user; who may change which row is the access
 * policy's decision (@silent/data), made inside the repositories' transactions.
 */
export default async function trainingRoutes(app: FastifyInstance) {
  // Concurrent identical listings by the same viewer share one query that started after they
  // arrived. The viewer is part of the key: what a list holds (and can_edit) depends on them.
  const listTrainingData = sharedRead(
    ({ filter, viewer }: { filter: TrainingDataFilter; viewer: Viewer }) =>
      app.repos.trainingData.list(filter, viewer),
    ({ filter, viewer }) =>
      JSON.stringify([
        viewer.kind,
        ownerIdOf(viewer),
        filter.category,
        filter.difficulty,
        filter.limit,
        filter.offset,
      ]),
  );
  registerEndpoint(app, 'listTrainingData', async (request) => {
    const { category, difficulty, limit, offset } = request.query;
    return listTrainingData({
      filter: {
        ...(category?.trim() ? { category: category.trim() } : {}),
        ...(difficulty ? { difficulty } : {}),
        ...(limit ? { limit } : {}),
        ...(offset ? { offset } : {}),
      },
      viewer: viewerOf(request),
    });
  });

  registerEndpoint(app, 'addTrainingData', async (request) =>
    app.repos.trainingData.add(request.body, ownerIdOf(viewerOf(request))),
  );

  registerEndpoint(app, 'importTrainingData', async (request) => {
    const items = await app.repos.trainingData.addMany(
      request.body.items,
      ownerIdOf(viewerOf(request)),
    );
    return { inserted: items.length, items };
  });

  registerEndpoint(app, 'updateTrainingData', async (request) => {
    if (Object.keys(request.body).length === 0) {
      throw new HttpError(400, MESSAGES.nothingToUpdate);
    }
    return allowedValue(
      await app.repos.trainingData.update(request.params.id, request.body, viewerOf(request)),
    );
  });

  registerEndpoint(app, 'deleteTrainingData', async (request) =>
    allowedValue(await app.repos.trainingData.remove(request.params.id, viewerOf(request))),
  );

  registerEndpoint(app, 'listTrainingCategories', async (request) =>
    app.repos.categories.list(viewerOf(request)),
  );

  registerEndpoint(app, 'listTrainingSessions', async (request) =>
    app.repos.sessions.list(viewerOf(request)),
  );

  registerEndpoint(app, 'getTrainingSession', async (request) =>
    allowedValue(await app.repos.sessions.get(request.params.id, viewerOf(request))),
  );

  registerEndpoint(app, 'createTrainingSession', async (request) => {
    const viewer = viewerOf(request);
    const { shared, ...input } = request.body;
    const categories = input.categories.map((name) => name.trim()).filter(Boolean);
    if (!input.sessionName.trim() || categories.length === 0) {
      throw new HttpError(400, MESSAGES.requiredFields);
    }
    // Only admins train the shared set; everyone else trains their own.
    if (shared) enforce(adminOnly(viewer));
    const creator = ownerIdOf(viewer);
    const session = await app.repos.sessions.create(
      { ...input, categories },
      { ownerId: shared ? null : creator, createdBy: creator },
      viewer,
    );
    // Start it now rather than at the runner's next poll (no-op when this process runs none).
    app.trainingRunner.nudge();
    return session;
  });

  registerEndpoint(app, 'cancelTrainingSession', async (request) =>
    allowedValue(await app.repos.sessions.cancel(request.params.id, viewerOf(request))),
  );

  registerEndpoint(app, 'deleteTrainingSession', async (request) => {
    const deleted = allowedValue(
      await app.repos.sessions.remove(request.params.id, viewerOf(request)),
    );
    // Its result may have been in effect: this process's cache looks again at once.
    app.exemplarCache.invalidate();
    return deleted;
  });

  registerEndpoint(app, 'listTrainingSessionResults', async (request) =>
    allowedValue(
      await app.repos.trainingResults.listForSession(request.params.id, viewerOf(request)),
    ),
  );

  registerEndpoint(app, 'getTrainingMetrics', async (request) =>
    app.repos.metrics.trainingMetrics(viewerOf(request)),
  );

  registerEndpoint(app, 'listPerformanceMetrics', async (request) =>
    app.repos.metrics.listPerformance(viewerOf(request)),
  );

  registerEndpoint(app, 'listPromotableSessions', async (request) =>
    allowedValue(await app.repos.sessions.listPromotable(viewerOf(request))),
  );

  registerEndpoint(app, 'promoteTrainingSession', async (request) => {
    const promoted = allowedValue(
      await app.repos.sessions.promote(request.params.id, viewerOf(request)),
    );
    app.exemplarCache.invalidate();
    return promoted;
  });
}

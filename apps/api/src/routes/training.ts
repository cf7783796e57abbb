import { MESSAGES } from '@silent/contracts';
import type { FastifyInstance } from 'fastify';
import type { TrainingDataFilter } from '@silent/data';
import { registerEndpoint } from '../http/endpoint';
import { sharedRead } from '../http/shared-read';
import { HttpError } from '../plugins/app/errors';

/** Training data, categories, sessions and metrics. Writes need a signed-in user. */
export default async function trainingRoutes(app: FastifyInstance) {
  // Concurrent identical listings share one query that started after they arrived.
  const listTrainingData = sharedRead(
    (filter: TrainingDataFilter) => app.repos.trainingData.list(filter),
    (filter) => JSON.stringify([filter.category, filter.difficulty, filter.limit]),
  );
  registerEndpoint(app, 'listTrainingData', async (request) => {
    const { category, difficulty, limit } = request.query;
    return listTrainingData({
      ...(category?.trim() ? { category: category.trim() } : {}),
      ...(difficulty ? { difficulty } : {}),
      ...(limit ? { limit } : {}),
    });
  });

  registerEndpoint(app, 'addTrainingData', async (request) =>
    app.repos.trainingData.add(request.body),
  );

  registerEndpoint(app, 'importTrainingData', async (request) => {
    const items = await app.repos.trainingData.addMany(request.body.items);
    return { inserted: items.length, items };
  });

  registerEndpoint(app, 'listTrainingCategories', async () => app.repos.categories.list());

  registerEndpoint(app, 'listTrainingSessions', async () => app.repos.sessions.list());

  registerEndpoint(app, 'getTrainingSession', async (request) => {
    const session = await app.repos.sessions.findById(request.params.id);
    if (!session) throw new HttpError(404, MESSAGES.sessionNotFound);
    return session;
  });

  registerEndpoint(app, 'createTrainingSession', async (request) => {
    const categories = request.body.categories.map((name) => name.trim()).filter(Boolean);
    if (!request.body.sessionName.trim() || categories.length === 0) {
      throw new HttpError(400, MESSAGES.requiredFields);
    }
    const session = await app.repos.sessions.create({ ...request.body, categories });
    // Start it now rather than at the runner's next poll (no-op when this process runs none).
    app.trainingRunner.nudge();
    return session;
  });

  registerEndpoint(app, 'getTrainingMetrics', async () => app.repos.metrics.trainingMetrics());

  registerEndpoint(app, 'listPerformanceMetrics', async () => app.repos.metrics.listPerformance());
}

import { MESSAGES, type Health } from '@silent/contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/endpoint';
import { sharedRead } from '../http/shared-read';
import { HttpError } from '../plugins/app/errors';

/** Liveness plus a real round trip to the database; 503 with the same object when it is down. */
export default async function healthRoutes(app: FastifyInstance, options: { version: string }) {
  const startedAt = Date.now();
  // Concurrent checks share a ping that started after they arrived (see sharedRead).
  const ping = sharedRead(
    () => app.database.ping(),
    () => 'ping',
  );
  registerEndpoint(app, 'getHealth', async (request) => {
    const health: Health = {
      status: 'ok',
      database: 'up',
      databaseKind: app.database.kind,
      version: options.version,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    };
    try {
      await ping(undefined);
      return health;
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw new HttpError(503, MESSAGES.databaseUnavailable, {
        ...health,
        status: 'degraded',
        database: 'down',
      });
    }
  });
}

import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/endpoint';

export default async function healthRoutes(app: FastifyInstance, options: { version: string }) {
  const startedAt = Date.now();
  registerEndpoint(app, 'getHealth', async () => ({
    status: 'ok',
    database: 'up',
    databaseKind: 'pglite',
    version: options.version,
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  }));
}

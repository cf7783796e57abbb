import { ownerIdOf } from '@silent/data';
import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../http/access';
import { registerEndpoint } from '../http/endpoint';

/** Who the caller is, as the access policy sees them. */
export default async function viewerRoutes(app: FastifyInstance) {
  registerEndpoint(app, 'getViewer', async (request) => {
    const viewer = viewerOf(request);
    return { kind: viewer.kind, userId: ownerIdOf(viewer) };
  });
}

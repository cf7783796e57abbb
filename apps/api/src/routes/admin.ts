import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/endpoint';

/** The admin dashboard's lists (ADMIN_EMAILS only): newest first, with search and total. */
export default async function adminRoutes(app: FastifyInstance) {
  registerEndpoint(app, 'listWaitlist', async (request) => app.repos.waitlist.list(request.query));
  registerEndpoint(app, 'listContactMessages', async (request) =>
    app.repos.contact.list(request.query),
  );
}

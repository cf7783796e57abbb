import { CONTACT } from '@silent/contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/endpoint';

/** The spec's form only simulates sending; ours stores the message for the admin dashboard. */
export default async function contactRoutes(app: FastifyInstance) {
  registerEndpoint(app, 'sendContactMessage', async (request) => {
    const stored = await app.repos.contact.create(request.body);
    return { id: stored.id, replyWithinHours: CONTACT.replyWithinHours };
  });
}

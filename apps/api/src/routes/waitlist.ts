import { MESSAGES } from '@silent/contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, setSuccessStatus } from '../http/endpoint';

/** Joining twice (any letter case) is a 200 success that says so; a first join is a 201. */
export default async function waitlistRoutes(app: FastifyInstance) {
  registerEndpoint(app, 'joinWaitlist', async (request, reply) => {
    const { entry, alreadyJoined } = await app.repos.waitlist.join(request.body);
    if (alreadyJoined) setSuccessStatus(reply, 200);
    return {
      email: entry.email,
      alreadyJoined,
      message: alreadyJoined ? MESSAGES.waitlistAlreadyJoined : MESSAGES.waitlistJoined,
    };
  });
}

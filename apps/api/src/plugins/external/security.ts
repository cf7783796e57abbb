import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityOptions {
  corsOrigins: readonly string[];
}

/**
 * Same-origin by default: the web app is served by this process. Other origins must be listed
 * in CORS_ORIGINS. The CSP allows only our own scripts plus inline styles the UI animates.
 */
export default fp<SecurityOptions>(
  async function security(app: FastifyInstance, options) {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", "'unsafe-inline'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'https:', 'wss:'],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    await app.register(cors, {
      origin: options.corsOrigins.length > 0 ? [...options.corsOrigins] : false,
      credentials: true,
    });
  },
  { name: 'security' },
);

import cors from '@fastify/cors';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OutgoingHttpHeaders } from 'node:http';

export interface SecurityOptions {
  corsOrigins: readonly string[];
}

const HELMET_OPTIONS: FastifyHelmetOptions = {
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
};

/**
 * The headers @fastify/helmet adds with these options, read once from a throwaway instance.
 * Registered directly, the plugin rebuilds Helmet (parsing every CSP directive) on each
 * request; with static directives and no nonces the headers never change, so they are set
 * from this table instead.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<OutgoingHttpHeaders> {
  const probe = async (withHelmet: boolean) => {
    const instance = Fastify();
    if (withHelmet) await instance.register(helmet, options);
    instance.get('/', async () => 'probe');
    try {
      return (await instance.inject({ method: 'GET', url: '/' })).headers;
    } finally {
      await instance.close();
    }
  };
  const [plain, secured] = await Promise.all([probe(false), probe(true)]);
  return Object.fromEntries(Object.entries(secured).filter(([name]) => !(name in plain)));
}

/**
 * Same-origin by default: the web app is served by this process. Other origins must be listed
 * in CORS_ORIGINS. The CSP allows only our own scripts plus inline styles the UI animates.
 */
export default fp<SecurityOptions>(
  async function security(app: FastifyInstance, options) {
    const headers = await helmetHeaders(HELMET_OPTIONS);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    await app.register(cors, {
      origin: options.corsOrigins.length > 0 ? [...options.corsOrigins] : false,
      credentials: true,
    });
  },
  { name: 'security' },
);

import cors from '@fastify/cors';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OutgoingHttpHeaders } from 'node:http';
import { webAppScriptHashes } from '../../http/inline-scripts';

export interface SecurityOptions {
  corsOrigins: readonly string[];
  /** The built web app: the hashes of its index.html's inline scripts join script-src. */
  webDistDir: string;
  /** A hosted Supabase project the browser talks to (connect-src); empty in embedded mode. */
  supabaseUrl: string;
}

/** Sent only on requests that arrived over HTTPS (directly or through a trusted proxy). */
export const HSTS = 'max-age=31536000; includeSubDomains';

function helmetOptions(options: SecurityOptions): FastifyHelmetOptions {
  const supabase = options.supabaseUrl ? [new URL(options.supabaseUrl).origin] : [];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // No 'unsafe-inline': the one inline script (the theme, before first paint) is allowed
        // by its hash, read from the index.html this server sends.
        scriptSrc: ["'self'", ...webAppScriptHashes(options.webDistDir)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...supabase],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Over plain HTTP the header means nothing and tells a browser on a local or test address
    // to refuse HTTP there for a year: it is added per request below, for HTTPS only.
    strictTransportSecurity: false,
  };
}

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
    const headers = await helmetHeaders(helmetOptions(options));
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      // request.protocol is https only for a TLS socket, or X-Forwarded-Proto from a proxy
      // TRUST_PROXY names.
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done();
    });
    await app.register(cors, {
      origin: options.corsOrigins.length > 0 ? [...options.corsOrigins] : false,
      credentials: true,
    });
  },
  { name: 'security' },
);

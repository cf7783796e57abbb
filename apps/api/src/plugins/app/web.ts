import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a client-side route with index.html; false when the path is not one. */
    serveWebApp?: (request: FastifyRequest, reply: FastifyReply) => boolean;
  }
}

/**
 * Serves the built web app on the API's origin. Unknown non-API paths get index.html so the
 * client router can render them (including its own not-found page).
 */
export default fp(
  async function web(app: FastifyInstance, options: { distDir: string }) {
    const root = resolve(options.distDir);
    if (!options.distDir || !existsSync(resolve(root, 'index.html'))) {
      app.log.warn({ root }, 'web build not found; serving the API only');
      return;
    }
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: ['index.html'],
      // The build writes .br/.gz beside each file (tools/scripts/compress-web.mjs).
      preCompressed: true,
      setHeaders: (reply, path) => {
        // Hashed asset names change with their content: cache them for good. Everything
        // else (index.html above all) is revalidated so a deploy shows up at once.
        reply.header(
          'cache-control',
          path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    app.decorate('serveWebApp', (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '';
      const isApi = path.startsWith('/api/') || path.startsWith('/auth/');
      if (request.method !== 'GET' || isApi || /\.[a-z0-9]+$/i.test(path)) return false;
      void reply.type('text/html').sendFile('index.html');
      return true;
    });
  },
  { name: 'web', dependencies: ['errors'] },
);

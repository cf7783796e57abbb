import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** OpenAPI 3 generated from the same TypeBox schemas the routes validate with. */
export default fp(
  async function openapi(app: FastifyInstance, options: { version: string }) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Silent API',
          description: 'Prompt enhancement, templates, training and waitlist.',
          version: options.version,
        },
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              description:
                'A session access token (JWT); the library serving endpoints (GET /api/prompts/{name}, POST /api/prompts/{name}/render) also take an API key (slk_...) from /api/keys',
            },
          },
        },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);

import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { MESSAGES } from '@silent/contracts';
import { createClientBackend, createSilentMcpServer } from '@silent/mcp';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/app/errors';

/** Where MCP clients connect (Streamable HTTP). Not in the contract table: it is a protocol. */
export const MCP_PATH = '/mcp';

/**
 * A fetch that answers from this app's own routes (`app.inject`), as the caller: their bearer
 * token, their address (so the rate limits and the engine budget count them, not localhost).
 * The MCP tools thus run exactly the code the REST API runs: validation, the caller's training,
 * their history.
 */
function inProcessFetch(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    );
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers,
      remoteAddress: request.ip,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(response.payload, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
}

/**
 * The Silent MCP tools over Streamable HTTP, for signed-in callers (a Bearer token, checked like
 * every protected route). Stateless: each POST gets its own server and transport, so any
 * instance behind a load balancer can answer, and nothing outlives the request.
 */
export default async function mcpRoutes(app: FastifyInstance, options: { version: string }) {
  const config = { throttle: 'default' as const };

  app.post(
    MCP_PATH,
    { schema: { hide: true }, config, onRequest: app.authorize('user') },
    async (request, reply) => {
      // authorize('user') has let only a request with a valid bearer token through.
      const token = (request.headers.authorization ?? '').replace(/^bearer\s+/i, '');
      const backend = createClientBackend({
        baseUrl: 'http://in-process',
        apiKey: token,
        fetch: inProcessFetch(app, request),
      });
      const server = createSilentMcpServer(backend, { version: options.version });
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      reply.hijack();
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    },
  );

  // A stateless server has no stream to resume and no session to end.
  const notAllowed = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('allow', 'POST');
    throw new HttpError(405, MESSAGES.mcpPostOnly);
  };
  app.get(
    MCP_PATH,
    { schema: { hide: true }, config, onRequest: app.authorize('user') },
    notAllowed,
  );
  app.delete(
    MCP_PATH,
    { schema: { hide: true }, config, onRequest: app.authorize('user') },
    notAllowed,
  );
}

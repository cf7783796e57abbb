import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { MESSAGES, endpoints } from '@silent/contracts';
import { createClientBackend, createSilentMcpServer } from '@silent/mcp';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/app/errors';

/** Where MCP clients connect (Streamable HTTP). Not in the contract table: it is a protocol. */
export const MCP_PATH = '/mcp';

/** What an MCP client is told on a 401: it authenticates with a Bearer token (or API key). */
export const MCP_WWW_AUTHENTICATE = 'Bearer realm="silent"';

/** The paths of the endpoints that take an API key (the library's serving endpoints). */
const KEY_PATHS = Object.values(endpoints)
  .filter((endpoint) => 'apiKey' in endpoint && endpoint.apiKey)
  .map(
    (endpoint) =>
      new RegExp(`^${endpoint.path.replace(/:[A-Za-z_]+/g, '[^/]+').replace(/\//g, '\\/')}$`),
  );

/**
 * A fetch that answers from this app's own routes (`app.inject`), as the caller: their bearer
 * token, their address (so the rate limits and the engine budget count them, not localhost).
 * The MCP tools thus run exactly the code the REST API runs: validation, the caller's training,
 * their history. A caller with an API key is that key everywhere keys are accepted (get_prompt)
 * and an anonymous visitor everywhere else: MCP gives a key no more than REST does.
 */
function inProcessFetch(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  const withKey = Boolean(request.user?.apiKeyId);
  return async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    );
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    if (withKey && !KEY_PATHS.some((path) => path.test(url.pathname))) {
      delete headers['authorization'];
    }
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
 * The Silent MCP tools over Streamable HTTP, for signed-in callers: a session's access token or
 * a per-user API key (`slk_…`), checked by the same hook as the library's serving endpoints.
 * A 401 carries `WWW-Authenticate: Bearer`, as MCP clients expect. Stateless: each POST gets its
 * own server and transport, so any instance behind a load balancer can answer, and nothing
 * outlives the request.
 */
export default async function mcpRoutes(app: FastifyInstance, options: { version: string }) {
  const config = { throttle: 'default' as const };
  const onRequest = app.authorizeKeyOrUser;
  const onSend = async (_request: FastifyRequest, reply: FastifyReply) => {
    if (reply.statusCode === 401) reply.header('www-authenticate', MCP_WWW_AUTHENTICATE);
  };

  app.post(
    MCP_PATH,
    { schema: { hide: true }, config, onRequest, onSend },
    async (request, reply) => {
      // authorizeKeyOrUser has let only a valid session token or live API key through.
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
  app.get(MCP_PATH, { schema: { hide: true }, config, onRequest, onSend }, notAllowed);
  app.delete(MCP_PATH, { schema: { hide: true }, config, onRequest, onSend }, notAllowed);
}

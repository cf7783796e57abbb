import {
  endpoints,
  type EndpointAccess,
  type EndpointThrottle,
  type EndpointBody,
  type EndpointData,
  type EndpointName,
  type EndpointParams,
  type EndpointQuery,
} from '@silent/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    endpointName?: EndpointName;
    access?: EndpointAccess;
    throttle?: EndpointThrottle;
  }
}

const successStatusOverride = new WeakMap<FastifyReply, number>();

/** Answer with another success status than the endpoint's usual one (e.g. 200 instead of 201). */
export function setSuccessStatus(reply: FastifyReply, status: 200 | 201): void {
  successStatusOverride.set(reply, status);
}

export type EndpointRequest<N extends EndpointName> = FastifyRequest<{
  Body: EndpointBody<N>;
  Querystring: EndpointQuery<N>;
  Params: EndpointParams<N>;
}>;

export type EndpointHandler<N extends EndpointName> = (
  request: EndpointRequest<N>,
  reply: FastifyReply,
) => Promise<EndpointData<N>>;

/**
 * Registers one endpoint of the contract table: method, path, schemas, access and throttle
 * all come from the table, the route only supplies the handler. The handler returns the
 * payload; the envelope is added here, once.
 */
export function registerEndpoint<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  handler: NoInfer<EndpointHandler<N>>,
): void {
  const endpoint = endpoints[name];
  const schema: FastifySchema = {
    summary: endpoint.summary,
    tags: [...endpoint.tags],
    operationId: name,
    response: endpoint.responses,
  };
  if ('params' in endpoint) schema.params = endpoint.params;
  if ('query' in endpoint) schema.querystring = endpoint.query;
  if ('body' in endpoint) schema.body = endpoint.body;
  // A viewer endpoint takes a token or none: `{}` is OpenAPI's "no authentication" option.
  if (endpoint.access === 'viewer') schema.security = [{}, { bearerAuth: [] }];
  else if (endpoint.access !== 'public') schema.security = [{ bearerAuth: [] }];

  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    config: { endpointName: name, access: endpoint.access, throttle: endpoint.throttle },
    onRequest:
      endpoint.access === 'public'
        ? undefined
        : endpoint.access === 'viewer'
          ? app.identify
          : 'apiKey' in endpoint && endpoint.apiKey
            ? app.authorizeKeyOrUser
            : app.authorize(endpoint.access),
    handler: async (request, reply) => {
      const data = await handler(request as EndpointRequest<N>, reply);
      // The handler answered itself (a 304 Not Modified): nothing more to send.
      if (reply.sent) return reply;
      const status = successStatusOverride.get(reply) ?? endpoint.successStatus;
      return reply.code(status).send({ success: true, data });
    },
  });
}

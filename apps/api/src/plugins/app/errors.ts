import { MESSAGES, type ErrorEnvelope } from '@silent/contracts';
import { isConnectionError } from '@silent/data';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RequestValidationError } from '../../http/validation';

/** An error whose message is safe and meant for the user, with the status to answer. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

function envelope(error: string, requestId: string, details?: unknown): ErrorEnvelope {
  return details === undefined
    ? { success: false, error, requestId }
    : { success: false, error, details, requestId };
}

/** Maps Fastify's own client-error codes to sentences a person can act on. */
function clientMessage(error: FastifyError): string | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return MESSAGES.payloadTooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return MESSAGES.unsupportedMediaType;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return MESSAGES.malformedJson;
    default:
      return undefined;
  }
}

/**
 * Fastify's `frameworkErrors` option: failures found while routing, before any plugin or hook
 * runs (a path with a broken %-encoding, a path parameter over the length limit). Without it
 * Fastify answers them with its own non-envelope JSON.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A path parameter is too long'
      : 'The request URL is not valid';
  void reply.code(status).send(envelope(message, request.id));
}

/**
 * One place turns every failure into the envelope. 4xx keep their message; 5xx answer a
 * generic sentence plus the request id, and the details go to the log only.
 */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof RequestValidationError) {
        return reply.code(400).send(envelope(error.message, request.id, error.fields));
      }
      if (error instanceof HttpError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
        return reply
          .code(error.statusCode)
          .send(envelope(error.message, request.id, error.details));
      }
      if (isConnectionError(error)) {
        request.log.error({ err: error }, 'database unavailable');
        return reply.code(503).send(envelope(MESSAGES.databaseUnavailable, request.id));
      }
      if (error instanceof SyntaxError && error.statusCode === 400) {
        return reply.code(400).send(envelope(MESSAGES.malformedJson, request.id));
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return reply.code(429).send(envelope(MESSAGES.rateLimited, request.id));
      }
      if (status >= 400 && status < 500) {
        return reply.code(status).send(envelope(clientMessage(error) ?? error.message, request.id));
      }
      request.log.error({ err: error }, 'unexpected failure');
      return reply.code(500).send(envelope(MESSAGES.internalError, request.id));
    });

    // Unknown routes are throttled too (strict bucket), so probing for paths is rate limited.
    const preHandler = app.hasDecorator('rateLimit') ? app.rateLimit() : undefined;
    app.setNotFoundHandler(preHandler ? { preHandler } : {}, (request, reply) => {
      if (app.serveWebApp?.(request, reply)) return;
      reply.code(404).send(envelope(MESSAGES.routeNotFound, request.id));
    });
  },
  { name: 'errors' },
);

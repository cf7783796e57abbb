import { MESSAGES, type ErrorEnvelope } from '@silent/contracts';
import { isConnectionError } from '@silent/data';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { EngineBusyError } from '../../engine/batch-pool';
import { rateLimitedPage } from '../../http/limited-page';
import { isPageNavigation } from '../../http/request-kind';
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

/** A client over one of its limits; says when to come back. */
export class RateLimitedError extends Error {
  readonly statusCode = 429;
  constructor(readonly retryAfterSeconds: number) {
    super(MESSAGES.rateLimited);
  }
}

/**
 * A 429 in the form the client can use: a browser opening a page gets a small branded page
 * (never raw JSON), everything else the envelope. Retry-After is always set.
 */
function sendRateLimited(request: FastifyRequest, reply: FastifyReply, retryAfter?: number) {
  if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
  // Refused before its body was read (a flood of large batches): close the connection rather
  // than read and throw away up to 256 KiB per refusal to keep it alive.
  if (request.body === undefined && Number(request.headers['content-length'] ?? 0) > 0) {
    void reply.header('connection', 'close');
  }
  const seconds = Number(reply.getHeader('retry-after') ?? 60) || 60;
  if (!reply.hasHeader('retry-after')) void reply.header('retry-after', String(seconds));
  if (isPageNavigation(request)) {
    return reply.code(429).type('text/html; charset=utf-8').send(rateLimitedPage(seconds));
  }
  return reply.code(429).send(envelope(MESSAGES.rateLimited, request.id));
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
      if (error instanceof RateLimitedError) {
        return sendRateLimited(request, reply, error.retryAfterSeconds);
      }
      if (error instanceof RequestValidationError) {
        return reply.code(400).send(envelope(error.message, request.id, error.fields));
      }
      if (error instanceof HttpError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
        return reply
          .code(error.statusCode)
          .send(envelope(error.message, request.id, error.details));
      }
      if (error instanceof EngineBusyError) {
        request.log.warn('batch queue full');
        return reply
          .code(503)
          .header('retry-after', '5')
          .send(envelope(MESSAGES.engineBusy, request.id));
      }
      if (isConnectionError(error)) {
        request.log.error({ err: error }, 'database unavailable');
        return reply.code(503).send(envelope(MESSAGES.databaseUnavailable, request.id));
      }
      if (error instanceof SyntaxError && error.statusCode === 400) {
        return reply.code(400).send(envelope(MESSAGES.malformedJson, request.id));
      }
      const status = error.statusCode ?? 500;
      if (status === 429) return sendRateLimited(request, reply);
      if (status >= 400 && status < 500) {
        return reply.code(status).send(envelope(clientMessage(error) ?? error.message, request.id));
      }
      request.log.error({ err: error }, 'unexpected failure');
      return reply.code(500).send(envelope(MESSAGES.internalError, request.id));
    });

    // Unknown routes are throttled too (strict bucket), so probing for paths is rate limited;
    // page navigations the web app answers count in the page bucket (see bucketOf).
    const preHandler = app.hasDecorator('rateLimit') ? app.rateLimit() : undefined;
    app.setNotFoundHandler(preHandler ? { preHandler } : {}, (request, reply) => {
      if (app.serveWebApp?.(request, reply)) return;
      reply.code(404).send(envelope(MESSAGES.routeNotFound, request.id));
    });
  },
  { name: 'errors' },
);

// OpenAPI fields (summary, tags, hide) on route schemas come from @fastify/swagger's types.
import type {} from '@fastify/swagger';
import { isConnectionError, type AuthStore } from '@silent/data';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_VERSION,
  API_VERSION_HEADER,
  AuthApiError,
  authErrors,
  errorBody,
  serviceUnavailable,
  unexpectedFailure,
} from './errors';
import type { Mailer } from './mailer';
import { createAuthService, type EmbeddedAuthSettings, type RequestContext } from './service';

export interface EmbeddedAuthPluginOptions extends EmbeddedAuthSettings {
  store: AuthStore;
  mailer: Mailer;
  /** Extra route config for the host app (e.g. its rate-limit bucket). */
  routeConfig?: Record<string, unknown>;
}

const RedirectQuery = Type.Object({ redirect_to: Type.Optional(Type.String({ maxLength: 2048 })) });
const NullableString = (maxLength: number) =>
  Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

// supabase-js sends more fields than we use (captcha, channel); they are accepted and ignored.
const OtpBody = Type.Object({
  email: Type.Optional(Type.String({ maxLength: 254 })),
  phone: Type.Optional(Type.String({ maxLength: 32 })),
  data: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  create_user: Type.Optional(Type.Boolean()),
  code_challenge: NullableString(128),
  code_challenge_method: NullableString(16),
});
const VerifyBody = Type.Object({
  type: Type.Optional(Type.String({ maxLength: 32 })),
  token_hash: Type.Optional(Type.String({ maxLength: 256 })),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  token: Type.Optional(Type.String({ maxLength: 32 })),
});
const VerifyQuery = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 256 })),
  type: Type.Optional(Type.String({ maxLength: 32 })),
  redirect_to: Type.Optional(Type.String({ maxLength: 2048 })),
});
const TokenQuery = Type.Object({ grant_type: Type.String({ maxLength: 32 }) });
const TokenBody = Type.Object({
  refresh_token: Type.Optional(Type.String({ maxLength: 256 })),
  auth_code: Type.Optional(Type.String({ maxLength: 256 })),
  code_verifier: Type.Optional(Type.String({ maxLength: 256 })),
});
const LogoutQuery = Type.Object({ scope: Type.Optional(Type.String({ maxLength: 16 })) });
const AuthorizeQuery = Type.Object({
  provider: Type.String({ maxLength: 32 }),
  redirect_to: Type.Optional(Type.String({ maxLength: 2048 })),
});

// Browsers reach these by navigation (mail link, OAuth redirect) and cannot send the API key.
const KEYLESS_ROUTES = new Set(['/verify', '/authorize', '/health']);

function bearer(request: FastifyRequest): string | undefined {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * The part of the Supabase Auth (GoTrue) HTTP API that @supabase/supabase-js uses for e-mail
 * link / code sign-in with PKCE, refresh, user, logout, settings and OAuth authorize.
 * Register it with `prefix: '/auth/v1'`. Responses follow GoTrue's own shapes (the client's
 * contract), so they are not declared as our envelope schemas.
 */
export async function embeddedAuthPlugin(app: FastifyInstance, options: EmbeddedAuthPluginOptions) {
  if (!/^https?:\/\/[^/]+$/.test(options.siteUrl.replace(/\/+$/, ''))) {
    throw new Error(
      `The embedded auth service needs the site's public origin (SITE_URL), got "${options.siteUrl}"`,
    );
  }
  const service = createAuthService(options.store, options.mailer, options);
  const routeConfig = () => ({ ...options.routeConfig });
  const prefix = app.prefix;
  const tags = ['auth (embedded)'];
  // Links and redirects come from the configured origin only: a request's Host and
  // X-Forwarded-Host headers are the client's to choose, so a link built from them could point
  // anywhere (and carry a working sign-in token there).
  const siteUrl = options.siteUrl.replace(/\/+$/, '');

  function context(request: FastifyRequest): RequestContext {
    return {
      siteUrl,
      authUrl: `${siteUrl}${prefix}`,
      // The client's address as the app's trustProxy setting yields it, never a raw header.
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    };
  }

  // supabase-js posts /logout with a JSON content type and no body; GoTrue accepts that.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (!text.trim()) return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AuthApiError(400, 'bad_json', 'Could not parse request body as JSON'), undefined);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header(API_VERSION_HEADER, API_VERSION);
    reply.header('cache-control', 'no-store');
    const route = (request.routeOptions.url ?? '').slice(prefix.length);
    if (KEYLESS_ROUTES.has(route)) return;
    const query = request.query as Record<string, unknown> | undefined;
    const key = request.headers.apikey ?? query?.apikey;
    if (key !== options.anonKey) throw authErrors.invalidApiKey();
  });

  app.setErrorHandler((error: FastifyError | AuthApiError, request, reply) => {
    let authError: AuthApiError;
    if (error instanceof AuthApiError) {
      authError = error;
    } else if (isConnectionError(error)) {
      // 503, not 500: supabase-js retries 502/503/504, and the outage is not the request's fault.
      authError = serviceUnavailable();
    } else if (error.statusCode === 429) {
      authError = authErrors.ipRateLimited(60);
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      authError = new AuthApiError(error.statusCode, 'validation_failed', error.message);
    } else {
      authError = unexpectedFailure();
    }
    if (authError.status >= 500) request.log.error({ err: error }, 'embedded auth failure');
    if (authError.retryAfterSeconds)
      reply.header('retry-after', String(authError.retryAfterSeconds));
    return reply.code(authError.status).send(errorBody(authError));
  });

  app.get('/health', { schema: { hide: true }, config: routeConfig() }, async () => ({
    version: 'silent-embedded',
    name: 'GoTrue',
    description: 'Embedded Supabase-compatible auth service',
  }));

  app.get(
    '/settings',
    { schema: { summary: 'Enabled sign-in methods', tags }, config: routeConfig() },
    async () => service.settingsJson(),
  );

  app.post<{ Body: Static<typeof OtpBody>; Querystring: Static<typeof RedirectQuery> }>(
    '/otp',
    {
      schema: {
        summary: 'Mail a one-time sign-in link and code',
        tags,
        body: OtpBody,
        querystring: RedirectQuery,
      },
      config: routeConfig(),
    },
    async (request) => {
      const body = request.body ?? {};
      await service.requestOtp(
        {
          email: body.email,
          phone: body.phone,
          data: body.data,
          createUser: body.create_user,
          codeChallenge: body.code_challenge,
          codeChallengeMethod: body.code_challenge_method,
          redirectTo: request.query.redirect_to,
        },
        context(request),
      );
      return {};
    },
  );

  app.get<{ Querystring: Static<typeof VerifyQuery> }>(
    '/verify',
    {
      schema: {
        summary: 'The mailed link: verify and return to the site',
        tags,
        querystring: VerifyQuery,
      },
      config: routeConfig(),
    },
    async (request, reply) => {
      const target = await service.verifyLink(
        request.query.token,
        request.query.redirect_to,
        context(request),
      );
      return reply.redirect(target, 303);
    },
  );

  app.post<{ Body: Static<typeof VerifyBody> }>(
    '/verify',
    {
      schema: {
        summary: 'Verify a token hash or 6-digit code for a session',
        tags,
        body: VerifyBody,
      },
      config: routeConfig(),
    },
    async (request) => service.verifyOtp(request.body ?? {}, context(request)),
  );

  app.post<{ Body: Static<typeof TokenBody>; Querystring: Static<typeof TokenQuery> }>(
    '/token',
    {
      schema: {
        summary: 'PKCE code exchange or refresh-token rotation',
        tags,
        body: TokenBody,
        querystring: TokenQuery,
      },
      config: routeConfig(),
    },
    async (request) => {
      const body = request.body ?? {};
      switch (request.query.grant_type) {
        case 'pkce':
          return service.exchangeCode(body.auth_code, body.code_verifier, context(request));
        case 'refresh_token':
          return service.refresh(body.refresh_token, context(request));
        default:
          throw authErrors.unsupportedGrant();
      }
    },
  );

  app.get(
    '/user',
    { schema: { summary: 'The signed-in user', tags }, config: routeConfig() },
    async (request) => service.getUser(bearer(request)),
  );

  app.post<{ Querystring: Static<typeof LogoutQuery> }>(
    '/logout',
    {
      schema: {
        summary: 'Sign out (scope global, local or others)',
        tags,
        querystring: LogoutQuery,
      },
      config: routeConfig(),
    },
    async (request, reply) => {
      await service.logout(bearer(request), request.query.scope ?? 'global');
      return reply.code(204).send();
    },
  );

  app.get<{ Querystring: Static<typeof AuthorizeQuery> }>(
    '/authorize',
    {
      schema: {
        summary: 'Start OAuth sign-in (Google, Microsoft)',
        tags,
        querystring: AuthorizeQuery,
      },
      config: routeConfig(),
    },
    async (request, reply) =>
      reply.redirect(
        service.authorizeRedirect(
          request.query.provider,
          request.query.redirect_to,
          context(request),
        ),
        303,
      ),
  );
}

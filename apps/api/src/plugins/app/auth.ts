import { AUTH, MESSAGES } from '@silent/contracts';
import { looksLikeApiKey } from '@silent/data';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import {
  createRemoteJWKSet,
  decodeProtectedHeader,
  errors as joseErrors,
  jwtVerify,
  type JWTVerifyResult,
} from 'jose';
import { HttpError } from './errors';

export interface AuthUser {
  id: string;
  email: string;
  sessionId?: string;
  isAdmin: boolean;
  /** Set when the caller presented an API key (the key's id) rather than a session token. */
  apiKeyId?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * An onRequest hook for the endpoints that take an API key as well as a session token
     * (the library's serving endpoints): either one stands for its signed-in owner.
     */
    authorizeKeyOrUser: onRequestAsyncHookHandler;
    /** An onRequest hook that lets through only callers with the given access. */
    authorize(access: 'user' | 'admin'): onRequestAsyncHookHandler;
    /**
     * An onRequest hook for endpoints open to everyone whose answer depends on who asks: no
     * Authorization header means an anonymous visitor; any other header must carry a valid
     * bearer token (a bad one is a 401, never a silent downgrade to anonymous).
     */
    identify: onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export interface AuthPluginOptions {
  /** HS256 secret (embedded service or a project's legacy secret); empty refuses HS256. */
  jwtSecret: string;
  jwtAudience: string;
  adminEmails: readonly string[];
  /** Hosted Supabase project: asymmetric tokens are checked against its JWKS and issuer. */
  supabaseUrl?: string;
  /**
   * Where sessions are known (embedded mode): every token must name a session, and tokens of
   * signed-out or unknown sessions are refused.
   */
  isSessionActive?: (sessionId: string) => Promise<boolean>;
  /** The owner of a live API key (undefined: no such key, or revoked). */
  authenticateApiKey?: (key: string) => Promise<{ keyId: string; ownerId: string } | undefined>;
  /** Embedded mode: the longest a token may live (its `iat` no older than this, give or take the clock skew), in seconds. */
  maxTokenAgeSeconds?: number;
}

const ASYMMETRIC_ALGORITHMS = ['RS256', 'ES256', 'EdDSA'];
/** Spec section 9: signing keys are cached for 10 minutes. */
const JWKS_CACHE_MS = 10 * 60_000;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Verifies Supabase access tokens (HS256 with the configured secret, or the hosted project's
 * asymmetric keys via its cached JWKS) and exposes `request.user`. `alg: none`, other
 * algorithms, bad signatures, expired tokens, the wrong audience and, where sessions are
 * known, tokens of signed-out sessions are all refused.
 */
export default fp<AuthPluginOptions>(
  async function authPlugin(app: FastifyInstance, options) {
    const secret = options.jwtSecret ? new TextEncoder().encode(options.jwtSecret) : undefined;
    const hosted = options.supabaseUrl?.replace(/\/+$/, '');
    const issuer = hosted ? `${hosted}/auth/v1` : undefined;
    const jwks = hosted
      ? createRemoteJWKSet(new URL(`${hosted}/auth/v1/.well-known/jwks.json`), {
          cacheMaxAge: JWKS_CACHE_MS,
        })
      : undefined;

    function verifySignature(token: string): Promise<JWTVerifyResult> {
      const { alg } = decodeProtectedHeader(token);
      // A token without an expiry or issue time would be good forever: refuse it outright.
      const common = {
        audience: options.jwtAudience,
        issuer,
        requiredClaims: ['exp', 'iat', 'sub'],
        clockTolerance: AUTH.clockSkewSeconds,
        ...(options.maxTokenAgeSeconds ? { maxTokenAge: options.maxTokenAgeSeconds } : {}),
      };
      if (alg === 'HS256' && secret)
        return jwtVerify(token, secret, { ...common, algorithms: ['HS256'] });
      if (alg && jwks && ASYMMETRIC_ALGORITHMS.includes(alg)) {
        return jwtVerify(token, jwks, { ...common, algorithms: ASYMMETRIC_ALGORITHMS });
      }
      throw new HttpError(401, MESSAGES.unauthorized);
    }
    const admins = new Set(options.adminEmails.map((email) => email.toLowerCase()));
    app.decorateRequest('user', null);

    async function verify(token: string): Promise<AuthUser> {
      let user: AuthUser;
      try {
        const { payload } = await verifySignature(token);
        const email = typeof payload.email === 'string' ? payload.email : '';
        if (!payload.sub) throw new HttpError(401, MESSAGES.unauthorized);
        // jose checks a future `iat` only together with maxTokenAge; hosted tokens need it too.
        const now = Math.floor(Date.now() / 1000);
        if (typeof payload.iat !== 'number' || payload.iat > now + AUTH.clockSkewSeconds) {
          throw new HttpError(401, MESSAGES.unauthorized);
        }
        user = {
          id: payload.sub,
          email,
          sessionId: typeof payload.session_id === 'string' ? payload.session_id : undefined,
          isAdmin: admins.has(email.toLowerCase()),
        };
      } catch (error) {
        if (error instanceof HttpError) throw error;
        if (error instanceof joseErrors.JWTExpired) throw new HttpError(401, MESSAGES.jwtExpired);
        throw new HttpError(401, MESSAGES.unauthorized);
      }
      // Outside the try: a database failure here is a 5xx, not "sign in again". Where sessions
      // are known, a token must name a live one, so logout (and reuse detection) revokes it;
      // one minted with the secret outside the auth service names none and is refused.
      if (options.isSessionActive) {
        if (!user.sessionId || !(await options.isSessionActive(user.sessionId))) {
          throw new HttpError(401, MESSAGES.authSessionMissing);
        }
      }
      return user;
    }

    async function keyOwner(token: string): Promise<AuthUser> {
      const owner = await options.authenticateApiKey?.(token);
      if (!owner) throw new HttpError(401, MESSAGES.unauthorized);
      return { id: owner.ownerId, email: '', isAdmin: false, apiKeyId: owner.keyId };
    }

    /**
     * A session token, for endpoints that take no API key. A live key is refused with a 403 that
     * says what keys are for; anything else shaped like a key is simply not a valid token.
     */
    async function verifySession(token: string): Promise<AuthUser> {
      if (looksLikeApiKey(token)) {
        await keyOwner(token);
        throw new HttpError(403, MESSAGES.apiKeyNotAllowed);
      }
      return verify(token);
    }

    const identify: onRequestAsyncHookHandler = async (request) => {
      const header = request.headers.authorization;
      if (header === undefined || header === '') return;
      const token = bearerToken(request);
      if (!token) throw new HttpError(401, MESSAGES.unauthorized);
      request.user = await verifySession(token);
    };
    app.decorate('identify', identify);

    const authorizeKeyOrUser: onRequestAsyncHookHandler = async (request) => {
      const token = bearerToken(request);
      if (!token) throw new HttpError(401, MESSAGES.unauthorized);
      request.user = looksLikeApiKey(token) ? await keyOwner(token) : await verify(token);
    };
    app.decorate('authorizeKeyOrUser', authorizeKeyOrUser);

    app.decorate('authorize', (access: 'user' | 'admin') => {
      const hook: onRequestAsyncHookHandler = async (request) => {
        const token = bearerToken(request);
        if (!token) throw new HttpError(401, MESSAGES.unauthorized);
        request.user = await verifySession(token);
        if (access === 'admin' && !request.user.isAdmin)
          throw new HttpError(403, MESSAGES.forbidden);
      };
      return hook;
    });
  },
  { name: 'auth', dependencies: ['errors'] },
);

import { MESSAGES, type EndpointAccess } from '@silent/contracts';
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
}

declare module 'fastify' {
  interface FastifyInstance {
    /** An onRequest hook that lets through only callers with the given access. */
    authorize(access: Exclude<EndpointAccess, 'public'>): onRequestAsyncHookHandler;
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
  /** Where sessions are known (embedded mode): refuses tokens of signed-out sessions. */
  isSessionActive?: (sessionId: string) => Promise<boolean>;
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
      const common = { audience: options.jwtAudience, issuer };
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
      // Outside the try: a database failure here is a 5xx, not "sign in again". Tokens the
      // auth service issued always name their session; one minted with the secret for a
      // script may not, and is then only as good as its signature and expiry.
      if (options.isSessionActive && user.sessionId) {
        if (!(await options.isSessionActive(user.sessionId))) {
          throw new HttpError(401, MESSAGES.authSessionMissing);
        }
      }
      return user;
    }

    app.decorate('authorize', (access: Exclude<EndpointAccess, 'public'>) => {
      const hook: onRequestAsyncHookHandler = async (request) => {
        const token = bearerToken(request);
        if (!token) throw new HttpError(401, MESSAGES.unauthorized);
        request.user = await verify(token);
        if (access === 'admin' && !request.user.isAdmin)
          throw new HttpError(403, MESSAGES.forbidden);
      };
      return hook;
    });
  },
  { name: 'auth', dependencies: ['errors'] },
);

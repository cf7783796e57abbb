import { MESSAGES, type EndpointAccess } from '@silent/contracts';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify } from 'jose';
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
  jwtSecret: string;
  jwtAudience: string;
  adminEmails: readonly string[];
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Verifies Supabase-style HS256 access tokens and exposes `request.user`. */
export default fp<AuthPluginOptions>(
  async function authPlugin(app: FastifyInstance, options) {
    const secret = new TextEncoder().encode(options.jwtSecret);
    const admins = new Set(options.adminEmails.map((email) => email.toLowerCase()));
    app.decorateRequest('user', null);

    async function verify(token: string): Promise<AuthUser> {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          audience: options.jwtAudience,
        });
        const email = typeof payload.email === 'string' ? payload.email : '';
        if (!payload.sub) throw new HttpError(401, MESSAGES.unauthorized);
        return {
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

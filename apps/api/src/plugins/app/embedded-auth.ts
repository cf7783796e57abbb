import { registerEmbeddedAuth } from '@silent/auth-server';
import { createAuthStore } from '@silent/data';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LOCAL_DEV_JWT_SECRET, type ApiConfig } from '../../config';

export interface EmbeddedAuthOptions {
  auth: ApiConfig['auth'];
  embeddedAuth: ApiConfig['embeddedAuth'];
}

/**
 * Without SUPABASE_URL, this API is its own Supabase Auth: /auth/v1 (GoTrue-compatible, for
 * the unmodified supabase-js) and, when no SMTP server is set, the /dev/mailbox page.
 */
export default fp<EmbeddedAuthOptions>(
  async function embeddedAuth(app: FastifyInstance, { auth, embeddedAuth }) {
    if (auth.supabaseUrl) return;
    const settings = embeddedAuth;
    const where = await registerEmbeddedAuth(app, {
      ...settings,
      jwtSecret: auth.jwtSecret,
      store: createAuthStore(app.database.db),
      smtp: settings.smtp.host ? settings.smtp : undefined,
      devMailbox: settings.devMailbox,
      // The embedded service throttles per IP itself; the API-wide limiter counts it as default.
      routeConfig: { throttle: 'default' },
    });
    if (auth.jwtSecret === LOCAL_DEV_JWT_SECRET) {
      app.log.warn(
        'embedded auth signs tokens with the documented local JWT secret: fine on this machine only (the server refuses it when reachable from outside)',
      );
    }
    if (where.mailbox) {
      app.log.warn(
        'no SMTP_HOST: sign-in mail is logged and kept at /dev/mailbox, which answers only clients on this machine',
      );
    } else if (where.mailer === 'mailbox') {
      app.log.warn(
        'no SMTP_HOST and no DEV_MAILBOX: sign-in mail is only written to this log; set SMTP_HOST to deliver it',
      );
    }
  },
  { name: 'embedded-auth', dependencies: ['db', 'errors'] },
);

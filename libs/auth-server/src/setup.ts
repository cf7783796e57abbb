import type { AuthStore } from '@silent/data';
import type { FastifyInstance } from 'fastify';
import { mailboxPlugin } from './mailbox-plugin';
import { createMailboxMailer, createSmtpMailer, type Mailer, type SmtpSettings } from './mailer';
import { embeddedAuthPlugin } from './plugin';
import type { EmbeddedAuthSettings } from './service';

export const EMBEDDED_AUTH_PREFIX = '/auth/v1';
export const DEV_MAILBOX_PREFIX = '/dev/mailbox';
export { LOCAL_ANON_KEY } from '@silent/contracts';

export interface EmbeddedAuthSetup extends EmbeddedAuthSettings {
  store: AuthStore;
  /** SMTP server for sign-in mail; without one, mail goes to the local mailbox. */
  smtp?: SmtpSettings;
  /** Serve /dev/mailbox (to clients on this machine only) when mail is kept locally. Default off. */
  devMailbox?: boolean;
  routeConfig?: Record<string, unknown>;
  /** Replaces the real mailer (tests). */
  mailer?: Mailer;
}

/**
 * Mounts the embedded auth service under /auth/v1 and, when mail stays local, the mailbox
 * page under /dev/mailbox. Returns where mail goes.
 */
export async function registerEmbeddedAuth(
  app: FastifyInstance,
  setup: EmbeddedAuthSetup,
): Promise<{ mailer: Mailer['kind']; mailbox: boolean }> {
  const mailer =
    setup.mailer ??
    (setup.smtp?.host
      ? createSmtpMailer(setup.smtp)
      : createMailboxMailer(setup.store, (message) => app.log.info(message)));
  if (mailer.close) app.addHook('onClose', async () => mailer.close?.());
  await app.register(embeddedAuthPlugin, {
    ...setup,
    mailer,
    prefix: EMBEDDED_AUTH_PREFIX,
  });
  const mailbox = mailer.kind === 'mailbox' && setup.devMailbox === true;
  if (mailbox) {
    await app.register(mailboxPlugin, {
      store: setup.store,
      routeConfig: setup.routeConfig,
      prefix: DEV_MAILBOX_PREFIX,
    });
  }
  return { mailer: mailer.kind, mailbox };
}

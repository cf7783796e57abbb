import type { AuthStore } from '@silent/data';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where sign-in mail goes: an SMTP server, or the local mailbox shown at /dev/mailbox. */
export interface Mailer {
  readonly kind: 'smtp' | 'mailbox';
  send(mail: OutgoingMail): Promise<void>;
  close?(): void;
}

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  pass: string;
  from: string;
}

export function createSmtpMailer(settings: SmtpSettings): Mailer {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.user ? { user: settings.user, pass: settings.pass } : undefined,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from: settings.from, ...mail });
    },
    close: () => transport.close(),
  };
}

/** Keeps mail in the database and logs it: the local stand-in for an inbox (like Inbucket). */
export function createMailboxMailer(store: AuthStore, log: (message: string) => void): Mailer {
  return {
    kind: 'mailbox',
    async send(mail) {
      await store.addMail({
        toEmail: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
      });
      log(
        `mail to ${mail.to} kept in the local mailbox (/dev/mailbox): ${mail.subject}\n${mail.text}`,
      );
    },
  };
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export const MAGIC_LINK_SUBJECT = 'Your sign-in link for Silent';

export function magicLinkMail(to: string, link: string, code: string, ttlSeconds: number) {
  const minutes = Math.round(ttlSeconds / 60);
  const text = [
    'Sign in to Silent with this link. It works once and expires in ' + `${minutes} minutes:`,
    '',
    link,
    '',
    `Or enter this code: ${code}`,
    '',
    'If you did not ask to sign in, you can ignore this e-mail.',
  ].join('\n');
  const html = `<p>Sign in to Silent with this link. It works once and expires in ${minutes} minutes:</p>
<p><a href="${escapeHtml(link)}" data-testid="magic-link">Sign in to Silent</a></p>
<p>Or enter this code: <strong data-testid="otp-code">${escapeHtml(code)}</strong></p>
<p>If you did not ask to sign in, you can ignore this e-mail.</p>`;
  return { to, subject: MAGIC_LINK_SUBJECT, text, html };
}

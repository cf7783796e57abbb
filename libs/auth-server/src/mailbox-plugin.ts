// OpenAPI fields (summary, tags, hide) on route schemas come from @fastify/swagger's types.
import type {} from '@fastify/swagger';
import type { AuthStore, MailRow } from '@silent/data';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLoopback } from './client-address';
import { escapeHtml } from './mailer';

export interface MailboxPluginOptions {
  store: AuthStore;
  routeConfig?: Record<string, unknown>;
}

const ListQuery = Type.Object({
  email: Type.Optional(Type.String({ maxLength: 254 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
});
const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

const LINK_PATTERN = /https?:\/\/\S+\/verify\?\S+/;
const CODE_PATTERN = /code: (\d{6})/;

/** A mail as JSON, with the sign-in link and code picked out for scripts and tests. */
export function mailJson(mail: MailRow) {
  return {
    id: mail.id,
    to: mail.toEmail,
    subject: mail.subject,
    text: mail.textBody,
    html: mail.htmlBody,
    link: LINK_PATTERN.exec(mail.textBody)?.[0] ?? null,
    code: CODE_PATTERN.exec(mail.textBody)?.[1] ?? null,
    created_at: mail.createdAt.toISOString(),
  };
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#111}
table{border-collapse:collapse;width:100%}td,th{padding:.5rem;border-bottom:1px solid #ddd;text-align:left}
.note{background:#fff8e1;border:1px solid #f0d98c;padding:.75rem;border-radius:6px}
.mail{border:1px solid #ddd;border-radius:6px;padding:1rem}a{color:#0b57d0}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

/** Headers a proxy adds: a request carrying one did not come from a browser on this machine. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host'];

/**
 * Only a client on this machine may read the mailbox: its socket address must be loopback
 * (never the address a header or trustProxy claims), and it must not have come through a
 * proxy, which would also connect from loopback on behalf of anyone.
 */
export function isLocalClient(request: FastifyRequest): boolean {
  return (
    isLoopback(request.raw.socket.remoteAddress) &&
    !FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)
  );
}

export const MAILBOX_LOCAL_ONLY =
  'The local mailbox only answers on the machine the server runs on. Open it there, or set SMTP_HOST to send real mail.';

/**
 * /dev/mailbox: the mail the embedded auth service would have sent, newest first (only
 * mounted when no SMTP server is configured and it is enabled). Anyone who can open it can
 * sign in as any address, which is why it answers clients on this machine only.
 */
export async function mailboxPlugin(app: FastifyInstance, options: MailboxPluginOptions) {
  const { store } = options;
  const routeConfig = () => ({ ...options.routeConfig });
  const base = app.prefix;
  const tags = ['dev mailbox'];

  app.addHook('onRequest', async (request, reply) => {
    if (isLocalClient(request)) return;
    const html = !request.url.startsWith(`${base}/messages`);
    await (html
      ? reply
          .code(403)
          .type('text/html; charset=utf-8')
          .send(page('Local mailbox', `<h1>Local mailbox</h1><p>${MAILBOX_LOCAL_ONLY}</p>`))
      : reply.code(403).send({ error: 'forbidden', message: MAILBOX_LOCAL_ONLY }));
  });

  app.get<{ Querystring: Static<typeof ListQuery> }>(
    '/',
    {
      schema: { summary: 'Local mailbox page', tags, querystring: ListQuery },
      config: routeConfig(),
    },
    async (request, reply) => {
      const mails = await store.listMail({
        limit: request.query.limit ?? 50,
        email: request.query.email,
      });
      const rows = mails
        .map(
          (mail) => `<tr><td><time datetime="${mail.createdAt.toISOString()}">${escapeHtml(
            mail.createdAt.toISOString().replace('T', ' ').slice(0, 19),
          )} UTC</time></td><td>${escapeHtml(mail.toEmail)}</td>
<td><a href="${base}/${mail.id}" data-to="${escapeHtml(mail.toEmail.toLowerCase())}">${escapeHtml(mail.subject)}</a></td></tr>`,
        )
        .join('\n');
      const body = `<h1>Local mailbox</h1>
<p class="note">No SMTP server is configured, so sign-in mail is kept here (and printed to the
server log). Set <code>SMTP_HOST</code> to send real mail instead.</p>
${
  mails.length === 0
    ? '<p>No mail yet. Ask for a magic link on the sign-in page.</p>'
    : `<table><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`
}`;
      return reply.type('text/html; charset=utf-8').send(page('Local mailbox', body));
    },
  );

  app.get<{ Querystring: Static<typeof ListQuery> }>(
    '/messages',
    {
      schema: { summary: 'Local mailbox as JSON', tags, querystring: ListQuery },
      config: routeConfig(),
    },
    async (request) => {
      const mails = await store.listMail({
        limit: request.query.limit ?? 50,
        email: request.query.email,
      });
      return { messages: mails.map(mailJson) };
    },
  );

  app.get<{ Params: Static<typeof IdParams> }>(
    '/:id',
    {
      schema: { summary: 'One mail of the local mailbox', tags, params: IdParams },
      config: routeConfig(),
    },
    async (request, reply) => {
      const mail = await store.getMail(request.params.id);
      if (!mail) {
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send(
            page(
              'Not found',
              `<h1>Mail not found</h1><p><a href="${base}">Back to the mailbox</a></p>`,
            ),
          );
      }
      // The HTML body was rendered by us with every value escaped (see magicLinkMail).
      const body = `<p><a href="${base}">&larr; Mailbox</a></p>
<h1>${escapeHtml(mail.subject)}</h1>
<p>To: ${escapeHtml(mail.toEmail)}<br>Received: ${escapeHtml(mail.createdAt.toISOString())}</p>
<div class="mail">${mail.htmlBody}</div>`;
      return reply.type('text/html; charset=utf-8').send(page(mail.subject, body));
    },
  );
}

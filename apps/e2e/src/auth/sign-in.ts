// Sign-in helpers for every e2e spec: the embedded auth service, its local mailbox, the UI.
import { MESSAGES } from '@silent/contracts';
import type { Page } from 'playwright-core';

export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  link: string | null;
  code: string | null;
  created_at: string;
}

/** A fresh address per call: one link per address per 60 s is the rule. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@e2e.test`;
}

/** The newest mail the local mailbox holds for an address (waits up to `timeoutMs`). */
export async function latestMail(
  baseUrl: string,
  email: string,
  { after, timeoutMs = 10_000 }: { after?: string; timeoutMs?: number } = {},
): Promise<MailboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(
      `${baseUrl}/dev/mailbox/messages?email=${encodeURIComponent(email)}&limit=1`,
    );
    const { messages } = (await response.json()) as { messages: MailboxMessage[] };
    const [mail] = messages;
    if (mail && mail.id !== after) return mail;
    if (Date.now() > deadline) throw new Error(`no new mail for ${email} in the local mailbox`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const COOLDOWN = /only request this after (\d+) seconds/;

/** On /try: fills the address and sends the link, waiting out the per-address cooldown if hit. */
export async function requestMagicLink(page: Page, email: string): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send magic link' }).click();
    const sent = page.getByText(MESSAGES.magicLinkSent).first();
    const refused = page.getByText(COOLDOWN).first();
    await sent.or(refused).waitFor();
    if (await sent.isVisible()) return;
    const seconds = Number(COOLDOWN.exec((await refused.textContent()) ?? '')?.[1] ?? 60);
    await page.waitForTimeout((seconds + 1) * 1000);
  }
  throw new Error(`could not send a magic link to ${email}`);
}

/**
 * Signs `email` in through the real flow (the /try form, the mailed link with its PKCE code
 * exchange) and waits until the header shows the account menu on /silent.
 */
export async function signInAs(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/try`);
  const before = await latestMail(baseUrl, email, { timeoutMs: 0 }).catch(() => undefined);
  await requestMagicLink(page, email);
  const mail = await latestMail(baseUrl, email, { after: before?.id });
  if (!mail.link) throw new Error(`the mail to ${email} has no sign-in link`);
  await page.goto(mail.link);
  await page.waitForURL((url) => url.pathname === '/silent' && !url.searchParams.has('code'));
  await accountMenu(page, email).waitFor();
}

/** The header's avatar menu button of a signed-in user. */
export function accountMenu(page: Page, email: string) {
  return page.getByRole('button', { name: `Account menu for ${email}` });
}

import { MESSAGES } from '@silent/contracts';
import type { Browser } from 'playwright-core';
import {
  launchBrowser,
  openPage,
  saveScreenshot,
  seriousA11yViolations,
  type TrackedPage,
} from '../support/browser';
import { E2E_ADMIN_EMAIL } from '../support/server';
import { baseUrl } from '../support/state';
import { accountMenu, latestMail, requestMagicLink, signInAs, uniqueEmail } from './sign-in';

// Sign-in against the embedded Supabase-compatible auth service, in Chromium.

describe('sign-in', () => {
  let browser: Browser;
  const opened: TrackedPage[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((t) => t.context.close()));
  });
  afterAll(async () => {
    await browser.close();
  });

  async function open(): Promise<TrackedPage> {
    const tracked = await openPage(browser);
    opened.push(tracked);
    return tracked;
  }

  it('/try → magic link from /dev/mailbox → /silent with the avatar menu → no admin access → sign out, second tab follows', async () => {
    const { page, context } = await open();
    const email = uniqueEmail('visitor');
    await page.goto(`${baseUrl()}/try`);

    const send = page.getByRole('button', { name: 'Send magic link' });
    expect(await send.isDisabled()).toBe(true);
    await requestMagicLink(page, email);
    await saveScreenshot(page, 'auth-link-sent');

    // Open the link from the local mailbox page, as a developer would.
    await page.getByRole('link', { name: 'local mailbox' }).click();
    await page.waitForURL(`${baseUrl()}/dev/mailbox`);
    await page.locator(`a[data-to="${email}"]`).first().click();
    await page.getByRole('link', { name: 'Sign in to Silent' }).click();

    await page.waitForURL((url) => url.pathname === '/silent' && !url.searchParams.has('code'));
    const menu = accountMenu(page, email);
    await menu.waitFor();
    expect(await menu.textContent()).toContain(email[0]?.toUpperCase());

    // A second tab of the same browser is signed in too.
    const second = await context.newPage();
    await second.goto(`${baseUrl()}/silent`);
    await accountMenu(second, email).waitFor();

    // Every signed-in user sees the Admin Dashboard item; a non-admin gets "no access".
    await menu.click();
    await page.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
    await page.waitForURL(`${baseUrl()}/admin/waitlist`);
    await page.getByRole('heading', { name: 'No access' }).waitFor();
    await saveScreenshot(page, 'auth-admin-no-access');

    await accountMenu(page, email).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByRole('link', { name: 'Log In' }).first().waitFor();
    // Signed out on the admin page: it sends the visitor to /try.
    await page.waitForURL(`${baseUrl()}/try`);
    // The other tab follows without a reload.
    await second.getByRole('link', { name: 'Log In' }).first().waitFor();
    expect(await accountMenu(second, email).count()).toBe(0);
  });

  it('shows an admin the waitlist and contact messages', async () => {
    const joined = uniqueEmail('joined');
    const join = await fetch(`${baseUrl()}/api/waitlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: joined, first_name: '', last_name: '', source: 'email' }),
    });
    expect(join.ok).toBe(true);

    const { page } = await open();
    await signInAs(page, baseUrl(), E2E_ADMIN_EMAIL);
    await accountMenu(page, E2E_ADMIN_EMAIL).click();
    await page.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
    await page.waitForURL(`${baseUrl()}/admin/waitlist`);
    await page.getByTestId('waitlist-total').waitFor();
    await page.getByRole('cell', { name: joined }).waitFor();
    await page.getByLabel('Search by e-mail or name').fill(joined);
    await page.getByTestId('waitlist-total').filter({ hasText: '1 total' }).waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^waitlist-\d{4}-\d{2}-\d{2}\.csv$/);
    await page.getByRole('heading', { name: 'Contact messages' }).waitFor();
    await saveScreenshot(page, 'auth-admin-dashboard');
  });

  it('sends a signed-out visitor from the dashboard to /try', async () => {
    const { page } = await open();
    await page.goto(`${baseUrl()}/admin/waitlist`);
    await page.waitForURL(`${baseUrl()}/try`);
    await page.getByRole('button', { name: 'Send magic link' }).waitFor();
  });

  it('returns from an unconfigured Google sign-in with "OAuth sign-in failed" and the reason', async () => {
    const { page } = await open();
    await page.goto(`${baseUrl()}/try`);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const alert = page.getByRole('alert').filter({ hasText: MESSAGES.oauthFailed });
    await alert.waitFor();
    // In the person's words; the server's reason (its settings) only goes to the log.
    expect(await alert.textContent()).toContain(MESSAGES.oauthProviderUnavailable);
    expect(await alert.textContent()).not.toContain('SUPABASE');
    expect(new URL(page.url()).pathname).toBe('/try');
    // Shown once (no toast repeating it), and gone with the next action.
    expect(await page.getByText(MESSAGES.oauthProviderUnavailable).count()).toBe(1);
    await requestMagicLink(page, uniqueEmail('after-oauth'));
    expect(await page.getByText(MESSAGES.oauthProviderUnavailable).count()).toBe(0);
  });

  it('a link opened on another device says to enter the code, and still works where it was asked for', async () => {
    const asker = await open();
    const phone = await open();
    const email = uniqueEmail('two-devices');
    await asker.page.goto(`${baseUrl()}/try`);
    await requestMagicLink(asker.page, email);
    const mail = await latestMail(baseUrl(), email);

    await phone.page.goto(mail.link ?? '');
    await phone.page.getByText(MESSAGES.signInOtherBrowser).waitFor();
    expect(new URL(phone.page.url()).pathname).toBe('/try');
    expect(await accountMenu(phone.page, email).count()).toBe(0);
    await saveScreenshot(phone.page, 'auth-link-other-browser');

    await asker.page.goto(mail.link ?? '');
    await asker.page.waitForURL((url) => url.pathname === '/silent');
    await accountMenu(asker.page, email).waitFor();
  });

  it('signs in with the 6-digit code from the mail', async () => {
    const { page } = await open();
    const email = uniqueEmail('code');
    await page.goto(`${baseUrl()}/try`);
    await requestMagicLink(page, email);
    const mail = await latestMail(baseUrl(), email);
    await page.getByLabel('6-digit code').fill(mail.code ?? '');
    await saveScreenshot(page, 'auth-code-entry');
    await page.getByRole('button', { name: 'Sign in with code' }).click();
    await page.waitForURL((url) => url.pathname === '/silent');
    await accountMenu(page, email).waitFor();
    // The account button's name holds the e-mail it shows.
    const violations = await seriousA11yViolations(page);
    expect(violations.filter((v) => v.id === 'label-content-name-mismatch')).toEqual([]);
  });

  it('a resend refused by the cooldown leaves the first link working in this browser', async () => {
    const { page } = await open();
    const email = uniqueEmail('resend');
    await page.goto(`${baseUrl()}/try`);
    await requestMagicLink(page, email);
    const mail = await latestMail(baseUrl(), email);
    // This server's cooldown is 1 s (many sign-ins per run), so the refusal is the auth
    // service's own 429 answer, served here; the service's cooldown has its own suite.
    const refusal = 'For security purposes, you can only request this after 58 seconds.';
    const otp = /\/auth\/v1\/otp(\?|$)/;
    await page.route(otp, (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'over_email_send_rate_limit',
          error_code: 'over_email_send_rate_limit',
          msg: refusal,
          message: refusal,
        }),
      }),
    );
    await page.getByRole('button', { name: 'Send magic link' }).click();
    await page.getByRole('alert').filter({ hasText: refusal }).waitFor();
    await page.unroute(otp);

    await page.goto(mail.link ?? '');
    await page.waitForURL((url) => url.pathname === '/silent' && !url.searchParams.has('code'));
    await accountMenu(page, email).waitFor();
  });

  it('explains a used link instead of signing in twice', async () => {
    const { page } = await open();
    const email = uniqueEmail('reuse');
    await signInAs(page, baseUrl(), email);
    const mail = await latestMail(baseUrl(), email);
    await accountMenu(page, email).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByRole('link', { name: 'Log In' }).first().waitFor();

    await page.goto(mail.link ?? '');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Email link is invalid or has expired' })
      .waitFor();
  });
});

import { createPromptClient } from '@silent/api-client';
import { MESSAGES } from '@silent/contracts';
import type { Browser, Page } from 'playwright-core';
import { signInAs, uniqueEmail } from '../auth/sign-in';
import {
  launchBrowser,
  openPage,
  saveScreenshot,
  seriousA11yViolations,
  type TrackedPage,
} from '../support/browser';
import { baseUrl } from '../support/state';

// The prompt library, signed in: enhance → save to library → edit → save → diff → promote →
// fetch the production version by label through the typed client with an API key made in the UI.

describe('prompt library, signed in', () => {
  let browser: Browser;
  let tracked: TrackedPage;

  beforeAll(async () => {
    browser = await launchBrowser();
    tracked = await openPage(browser, { theme: 'dark' });
    await signInAs(tracked.page, baseUrl(), uniqueEmail('librarian'));
  });
  afterAll(async () => {
    await tracked.context.close();
    await browser.close();
  });

  const toast = (page: Page, text: string | RegExp) =>
    page.getByRole('status').filter({ hasText: text });
  const name = `e2e/refund-${Date.now().toString(36)}`;

  it('saves an enhancement, versions an edit, diffs, promotes and serves it by label', async () => {
    const { page, errors } = tracked;
    await page.getByRole('tab', { name: 'Basic Enhancer' }).click();
    await page.getByLabel('Original prompt').fill('write a reply to {{customer}} about a refund');
    await page.getByRole('button', { name: 'Enhance Prompt' }).click();
    await toast(page, MESSAGES.enhanceSucceeded).first().waitFor();

    await page.getByRole('button', { name: 'Save to library' }).click();
    await page.getByLabel('Prompt name').fill(name);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, `${MESSAGES.promptSaved}: ${name} v1`).first().waitFor();

    await page.getByRole('tab', { name: 'Library' }).click();
    await page.getByRole('button', { name: new RegExp(name) }).click();
    const text = page.getByRole('textbox', { name: /^Text/ });
    await text.waitFor();
    const first = await text.inputValue();
    expect(first).toContain('{{customer}}');
    await text.fill(`${first}\n\nKeep it under 120 words and sign as the Support Team.`);
    await page.getByLabel(/What changed/).fill('Length and signature');
    await page.getByRole('button', { name: 'Save new version' }).click();
    await toast(page, `${MESSAGES.promptSaved}: ${name} v2`).first().waitFor();

    const versions = page.getByRole('list', { name: 'Versions' });
    await versions.getByText('Version 2').waitFor();
    const diff = page.getByTestId('library-diff');
    await diff.locator('ins').filter({ hasText: 'Support Team' }).first().waitFor();

    await page.getByRole('button', { name: 'Promote to production: version 2' }).click();
    await toast(page, MESSAGES.promptPromoted).first().waitFor();
    await page.getByRole('button', { name: 'Roll back to v1' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'tool-library-dark');

    await page.getByRole('button', { name: 'Show keys' }).click();
    await page.getByLabel('Key name').fill('e2e app');
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = (await page.getByTestId('new-api-key').textContent())?.trim() ?? '';
    expect(key).toMatch(/^slk_/);

    const prompts = createPromptClient({ baseUrl: baseUrl(), apiKey: key });
    const served = await prompts.getPrompt(name, { label: 'production' });
    expect(served).toMatchObject({ name, version: 2, label: 'production' });
    expect(served.text).toContain('Support Team');
    expect(served.variables).toContain('customer');
    const rendered = await prompts.renderPrompt(name, { customer: 'Ada' });
    expect(rendered.text).toContain('Ada');
    expect(errors).toEqual([]);
  });
});

import { ENHANCE_STREAM, MESSAGES } from '@silent/contracts';
import { OWNERSHIP_EXAMPLES, OWNERSHIP_MARKER, OWNERSHIP_PROMPT } from '@silent/contracts/testing';
import type { Browser, Page } from 'playwright-core';
import { signInAs, uniqueEmail } from '../auth/sign-in';
import {
  launchBrowser,
  openPage,
  saveScreenshot,
  stillA11yViolations,
  type TrackedPage,
} from '../support/browser';
import { baseUrl } from '../support/state';

// Two signed-in users in two browser contexts on the real server. A imports eight training
// examples carrying a line nobody else may ever get, trains on them and sees the line in A's
// enhancements; B, in another context, never does, and sees none of A's rows. Then A edits and
// deletes an example (the training says it is out of date), and finds the work in A's history.

const MARKER = OWNERSHIP_MARKER;
const PROMPT = OWNERSHIP_PROMPT;
/** A's eight examples: ordinary announcement e-mails, each with the marker line. */
const POISONED = OWNERSHIP_EXAMPLES;

describe('ownership: two signed-in users in two browser contexts', () => {
  let browser: Browser;
  let a: TrackedPage;
  let b: TrackedPage;
  const emailA = uniqueEmail('owner-a');
  const emailB = uniqueEmail('owner-b');

  beforeAll(async () => {
    browser = await launchBrowser();
    a = await openPage(browser, { theme: 'light' });
    b = await openPage(browser, { theme: 'dark' });
    for (const tracked of [a, b]) {
      await tracked.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: baseUrl(),
      });
    }
    await signInAs(a.page, baseUrl(), emailA);
    await signInAs(b.page, baseUrl(), emailB);
  });
  afterAll(async () => {
    await a?.context.close();
    await b?.context.close();
    await browser?.close();
  });

  const toast = (page: Page, text: string | RegExp) =>
    page.getByRole('status').filter({ hasText: text }).first();

  /** Enhances PROMPT in the Basic Enhancer; returns the text the page shows for this call. */
  async function enhance(page: Page): Promise<string> {
    await page.getByRole('tab', { name: 'Basic Enhancer' }).click();
    await page.getByLabel('Original prompt').fill(PROMPT);
    const answered = page.waitForResponse(
      (response) => response.url().endsWith(ENHANCE_STREAM.path) && response.ok(),
    );
    await page.getByRole('button', { name: 'Enhance Prompt' }).click();
    // The Basic Enhancer streams. Chromium does not always keep a streamed body for the
    // test to read, so the page itself says when this call is over: its answer has begun
    // (the form is busy from the click on), and the form is no longer busy.
    await answered;
    const section = page.getByRole('region', { name: 'Basic Enhancer' });
    await section.locator('form[aria-busy="false"]').waitFor();
    expect(await section.getByRole('article', { name: 'Enhancement in progress' }).count()).toBe(0);
    const output = section
      .getByRole('article', { name: 'Enhanced prompt' })
      .locator('.tool-output');
    return (await output.first().textContent()) ?? '';
  }

  async function openTraining(page: Page, tab: string) {
    await page.getByRole('tab', { name: 'Training Dashboard' }).click();
    await page.getByRole('tab', { name: tab }).click();
  }

  async function axeClean(page: Page, label: string) {
    // The whole page, the signed-in header and its account button included.
    const violations = await stillA11yViolations(page);
    expect({ label, violations }).toEqual({
      label,
      violations: [],
    });
  }

  it("A's training reaches A's enhancements and never B's", async () => {
    const beforeA = await enhance(a.page);
    const beforeB = await enhance(b.page);
    expect(beforeA).not.toContain(MARKER);
    expect(beforeB).not.toContain(MARKER);

    // A imports the eight examples as a JSONL file through the Training Data tab.
    await openTraining(a.page, 'Training Data');
    await a.page.getByLabel('Training data file').setInputFiles({
      name: 'pricing.jsonl',
      mimeType: 'application/x-ndjson',
      buffer: Buffer.from(POISONED.map((row) => JSON.stringify(row)).join('\n')),
    });
    await toast(a.page, 'Imported 8 training examples').waitFor();
    const mine = a.page
      .getByRole('list', { name: 'Training data' })
      .getByRole('listitem')
      .filter({ hasText: POISONED[0]!.input_text });
    await mine.getByRole('button', { name: /^Edit example/ }).waitFor();

    await openTraining(a.page, 'Sessions');
    await a.page.getByRole('button', { name: 'Create Session' }).click();
    const dialog = a.page.getByRole('dialog', { name: 'Create Training Session' });
    await dialog.getByLabel('Session name').fill('A pricing mails');
    await dialog.getByRole('checkbox', { name: /^Email/ }).check();
    await dialog.getByRole('button', { name: 'Create Session' }).click();
    await toast(a.page, MESSAGES.trainingSessionCreated).waitFor();
    const card = a.page.getByRole('listitem', { name: 'A pricing mails' });
    await card.getByText('completed').waitFor({ timeout: 90_000 });

    expect(await enhance(a.page)).toContain(MARKER);
    // B, signed in elsewhere at the same time: unchanged, byte for byte.
    expect(await enhance(b.page)).toBe(beforeB);

    // B sees none of A's rows: not the examples, not the session.
    await openTraining(b.page, 'Training Data');
    await b.page.getByRole('button', { name: 'Apply Filters' }).waitFor();
    await b.page.getByRole('list', { name: 'Training data' }).waitFor();
    expect(await b.page.getByText(POISONED[0]!.input_text).count()).toBe(0);
    // Shared rows are marked and read-only for B.
    const sharedRow = b.page
      .getByRole('list', { name: 'Training data' })
      .getByRole('listitem')
      .filter({ hasText: 'Shared' })
      .first();
    await sharedRow.waitFor();
    expect(await sharedRow.getByRole('button', { name: /Edit|Delete/ }).count()).toBe(0);
    await axeClean(b.page, 'B training data (dark)');
    await openTraining(b.page, 'Sessions');
    await b.page.getByRole('heading', { name: 'Sessions' }).waitFor();
    expect(await b.page.getByRole('listitem', { name: 'A pricing mails' }).count()).toBe(0);
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  });

  it('A edits and deletes an own example; the training says it is out of date', async () => {
    const { page } = a;
    await openTraining(page, 'Training Data');
    const row = page
      .getByRole('list', { name: 'Training data' })
      .getByRole('listitem')
      .filter({ hasText: POISONED[1]!.input_text });
    await row.getByRole('button', { name: /^Edit example/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Training Data' });
    await edit.getByLabel('Tags').fill('edited');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, MESSAGES.trainingDataUpdated).waitFor();
    await row.getByText('#edited').waitFor();

    await row.getByRole('button', { name: /^Delete example/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this training example?' });
    await axeClean(page, 'delete confirmation');
    await confirm.getByRole('button', { name: 'Delete example' }).click();
    await toast(page, MESSAGES.trainingDataDeleted).waitFor();
    await toast(page, /Your training for “Email”.*out of date/).waitFor();
    await row.waitFor({ state: 'detached' });

    await openTraining(page, 'Sessions');
    const card = page.getByRole('listitem', { name: 'A pricing mails' });
    await card.getByText('Out of date', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Retrain' }).waitFor();
    await axeClean(page, 'sessions with an out-of-date result');
    // The result is not silently changed: A's enhancement still carries what it learned.
    expect(await enhance(page)).toContain(MARKER);
    expect(a.errors).toEqual([]);
  });

  it("keeps each user's history and analytics their own", async () => {
    const { page } = a;
    await page.getByRole('tab', { name: 'Basic Enhancer' }).click();
    const result = page.getByRole('article', { name: 'Enhanced prompt' });
    await result.getByRole('button', { name: '5 out of 5' }).click();
    await result.getByText('Thanks! You rated this 5 out of 5.').waitFor();

    await page.getByRole('button', { name: 'Show history' }).click();
    const history = page.getByRole('list', { name: 'Your history' });
    await history.waitFor();
    const entry = history.getByRole('listitem').filter({ hasText: PROMPT }).first();
    await entry.getByText('Rated 5/5').waitFor();
    await page.getByRole('searchbox', { name: 'Search your history' }).fill('pricing');
    await page.getByRole('button', { name: 'Search' }).click();
    await entry.getByRole('button', { name: /^Open “/ }).click();
    const opened = page.getByRole('dialog', { name: 'Single enhancement' });
    await opened.getByText(MARKER).first().waitFor();
    await axeClean(page, 'history entry');
    await opened.getByRole('button', { name: 'Close' }).click();
    await saveScreenshot(page, 'tool-ownership-history');

    await page.getByRole('tab', { name: 'Advanced Dashboard' }).click();
    await page.getByRole('tab', { name: 'Analytics' }).click();
    const high = page.locator('.ui-stat', { hasText: 'High-rated conversations' }).locator('dd');
    await high.waitFor();
    expect(await high.textContent()).toBe('1');
    await axeClean(page, 'own analytics');

    // B's analytics and history hold only B's work.
    await b.page.getByRole('tab', { name: 'Advanced Dashboard' }).click();
    await b.page.getByRole('tab', { name: 'Analytics' }).click();
    const highB = b.page.locator('.ui-stat', { hasText: 'High-rated conversations' }).locator('dd');
    await highB.waitFor();
    expect(await highB.textContent()).toBe('0');
    await b.page.getByRole('button', { name: 'Show history' }).click();
    const historyB = b.page.getByRole('list', { name: 'Your history' });
    await historyB.waitFor();
    expect(await historyB.getByRole('listitem').count()).toBe(2);
    await axeClean(b.page, 'B history (dark)');
    await saveScreenshot(b.page, 'tool-ownership-history-dark');
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  });
});

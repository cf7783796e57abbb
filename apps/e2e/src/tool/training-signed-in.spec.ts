import { LIMITS, MESSAGES, categoryLabel } from '@silent/contracts';
import type { Browser, Page } from 'playwright-core';
import { signInAs, uniqueEmail } from '../auth/sign-in';
import { launchBrowser, openPage, saveScreenshot, type TrackedPage } from '../support/browser';
import { baseUrl } from '../support/state';

// Signed in: add training data through the modal, create a session over it, and watch the
// background runner take it from pending to completed in the Sessions tab; import a file.

describe('training dashboard, signed in', () => {
  let browser: Browser;
  let tracked: TrackedPage;

  beforeAll(async () => {
    browser = await launchBrowser();
    tracked = await openPage(browser);
    await signInAs(tracked.page, baseUrl(), uniqueEmail('trainer'));
  });
  afterAll(async () => {
    await tracked.context.close();
    await browser.close();
  });

  const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
  const category = `e2e-research-${Date.now().toString(36)}`;

  async function addExample(page: Page, input: string, expected: string) {
    await page.getByRole('button', { name: 'Add Training Data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Training Data' });
    await dialog.getByLabel('Input text').fill(input);
    await dialog.getByLabel('Expected output').fill(expected);
    await dialog.getByLabel('Category *', { exact: true }).fill(category);
    await dialog.getByRole('button', { name: 'Add Training Data' }).click();
    await toast(page, MESSAGES.trainingDataAdded).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
  }

  it('adds training data and runs a session over it to completion', async () => {
    const { page, errors } = tracked;
    await page.getByRole('tab', { name: 'Training Dashboard' }).click();
    await page.getByRole('tab', { name: 'Training Data' }).click();

    await addExample(
      page,
      'summarise this research paper',
      '## Role\nYou are a research analyst.\n\n## Task\nSummarise the paper.\n\n## Output format\nFive bullet points, then one line of limitations.',
    );
    await addExample(
      page,
      'summarise these interview notes',
      '## Role\nYou are a research analyst.\n\n## Task\nSummarise the notes.\n\n## Output format\nFive bullet points, then one line of limitations.',
    );

    await page.getByRole('tab', { name: 'Sessions' }).click();
    await page.getByRole('button', { name: 'Create Session' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Training Session' });
    const sessionName = `E2E session ${category}`;
    await dialog.getByLabel('Session name').fill(sessionName);
    await dialog.getByRole('checkbox', { name: new RegExp(categoryLabel(category)) }).check();
    await dialog.getByRole('button', { name: 'Create Session' }).click();
    await toast(page, MESSAGES.trainingSessionCreated).first().waitFor();

    const card = page.getByRole('listitem', { name: sessionName });
    await card.getByText('completed').waitFor({ timeout: 60_000 });
    await expect(card.getByText('Training data').locator('..').textContent()).resolves.toContain(
      '2',
    );
    await saveScreenshot(page, 'tool-training-session-completed');
    expect(errors).toEqual([]);
  });

  it('imports a CSV file, and refuses one with a bad row before saving any of it', async () => {
    const { page, errors } = tracked;
    await page.getByRole('tab', { name: 'Training Data' }).click();
    const file = page.getByLabel('Training data file');
    const csv = (rows: string[]) => ({
      name: 'training.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(['input_text,expected_output,category', ...rows].join('\n')),
    });

    const refused = `e2e refused ${category}`;
    const tooLong = 'x'.repeat(LIMITS.promptMaxChars + 1);
    await file.setInputFiles(csv([`${refused},Out,${category}`, `${tooLong},Out,${category}`]));
    await toast(
      page,
      `Row 3: input_text must be at most ${LIMITS.promptMaxChars} characters`,
    ).waitFor();

    const imported = `e2e imported ${category}`;
    await file.setInputFiles(
      csv([`${imported} 1,Out,${category}`, `${imported} 2,Out,${category}`]),
    );
    await toast(page, 'Imported 2 training examples').waitFor();
    await page.getByText(`${imported} 2`).first().waitFor();
    await expect(page.getByText(refused).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });
});

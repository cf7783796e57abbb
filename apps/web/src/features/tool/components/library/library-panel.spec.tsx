import { LIMITS, MESSAGES, SIGN_IN_REQUIRED } from '@silent/contracts';
import { endpointExamples } from '@silent/contracts/testing';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { callsTo, mockApi, renderTool, signedInUser } from '../../testing/render';
import { LibraryPanel } from './library-panel';

jest.mock('../../../../lib/api-client', () => ({ api: { call: jest.fn() } }));

const detail = endpointExamples.getPromptVersions.data;

async function expectNoViolations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => v.id)).toEqual([]);
}

describe('LibraryPanel', () => {
  it('teaches what the library is for and where to sign in when nobody is signed in', () => {
    renderTool(<LibraryPanel />);
    expect(screen.getByText(/Keep the prompts that work/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SIGN_IN_REQUIRED.library.link })).toBeInTheDocument();
  });

  it('shows an empty library with how to fill it', async () => {
    mockApi({ listPrompts: () => [] });
    renderTool(<LibraryPanel />, { user: signedInUser });
    expect(await screen.findByText(/Your library is empty/)).toBeInTheDocument();
    await expectNoViolations();
  });

  it('lists prompts in folders, shows versions, the diff, and promotes and rolls back by keyboard', async () => {
    mockApi({
      listPrompts: () => endpointExamples.listPrompts.data,
      getPromptVersions: () => detail,
      diffPromptVersions: () => endpointExamples.diffPromptVersions.data,
      movePromptLabel: () => detail,
      listApiKeys: () => [],
    });
    const { user } = renderTool(<LibraryPanel />, { user: signedInUser });
    expect(await screen.findByRole('navigation', { name: 'Folders' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'support/' })).toBeInTheDocument();
    const prompt = screen.getByRole('button', { name: /support\/refund-reply/ });
    prompt.focus();
    await user.keyboard('{Enter}');
    const versions = await screen.findByRole('list', { name: 'Versions' });
    expect(within(versions).getAllByRole('listitem')).toHaveLength(2);
    expect(await screen.findByTestId('library-diff')).toHaveTextContent('for order {{order}}');
    expect(screen.getByTestId('score-change')).toHaveTextContent('+0.4');
    expect(screen.getByRole('list', { name: 'Checks that changed' })).toBeInTheDocument();
    expect(
      screen.getByText(/curl -H "Authorization: Bearer \$SILENT_API_KEY"/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/getPrompt\('support\/refund-reply', \{ label: 'production' \}\)/),
    ).toBeInTheDocument();
    await expectNoViolations();

    await user.click(screen.getByRole('button', { name: 'Promote to production: version 1' }));
    expect(callsTo('movePromptLabel')).toEqual([
      { params: { name: 'support/refund-reply', label: 'production' }, body: { version: 1 } },
    ]);
    expect(await screen.findByText(MESSAGES.promptPromoted)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Roll back to v1' }));
    expect(callsTo('movePromptLabel')).toHaveLength(2);
  });

  it('saves an edit as a new version', async () => {
    mockApi({
      listPrompts: () => endpointExamples.listPrompts.data,
      getPromptVersions: () => detail,
      diffPromptVersions: () => endpointExamples.diffPromptVersions.data,
      savePrompt: () => endpointExamples.savePrompt.data,
    });
    const { user } = renderTool(<LibraryPanel />, { user: signedInUser });
    await user.click(await screen.findByRole('button', { name: /support\/refund-reply/ }));
    const text = await screen.findByRole('textbox', { name: /^Text/ });
    await user.clear(text);
    await user.type(text, 'A better prompt');
    await user.type(screen.getByRole('textbox', { name: /What changed/ }), 'Shorter');
    await user.click(screen.getByRole('button', { name: 'Save new version' }));
    expect(callsTo('savePrompt')).toEqual([
      { body: { name: 'support/refund-reply', text: 'A better prompt', message: 'Shorter' } },
    ]);
  });

  it('takes no more prompt text than the API does, when adding and when editing', async () => {
    mockApi({
      listPrompts: () => endpointExamples.listPrompts.data,
      getPromptVersions: () => detail,
      diffPromptVersions: () => endpointExamples.diffPromptVersions.data,
    });
    const { user } = renderTool(<LibraryPanel />, { user: signedInUser });
    const limit = String(LIMITS.promptMaxChars);
    await user.click(await screen.findByText('Add a prompt', { selector: 'summary' }));
    expect(screen.getByRole('textbox', { name: 'Prompt text' })).toHaveAttribute(
      'maxlength',
      limit,
    );
    await user.click(screen.getByRole('button', { name: /support\/refund-reply/ }));
    expect(await screen.findByRole('textbox', { name: /^Text/ })).toHaveAttribute(
      'maxlength',
      limit,
    );
  });
});

import { ApiError } from '@silent/api-client';
import {
  LIMITS,
  MESSAGES,
  SIGN_IN_REQUIRED,
  labelSetMessage,
  type PromptDetail,
  type PromptDiff,
} from '@silent/contracts';
import { endpointExamples } from '@silent/contracts/testing';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { useLocation } from 'react-router';
import { toolParams } from '../../../../config/paths';
import { captureDownloads } from '../../../../testing/downloads';
import { useEnhancerStore } from '../../stores/enhancer-store';
import { callsTo, mockApi, renderTool, signedInUser, type Handler } from '../../testing/render';
import { LibraryPanel } from './library-panel';

jest.mock('../../../../lib/api-client', () => ({ api: { call: jest.fn() } }));

beforeEach(() => jest.clearAllMocks());

const detail = endpointExamples.getPromptVersions.data;
const NAME = detail.name;

/** The signed-in Library tab with one prompt (two versions) open. */
async function openPrompt(handlers: Record<string, Handler> = {}, ui = <LibraryPanel />) {
  mockApi({
    listPrompts: () => endpointExamples.listPrompts.data,
    getPromptVersions: () => detail,
    diffPromptVersions: () => endpointExamples.diffPromptVersions.data,
    listApiKeys: () => [],
    ...handlers,
  });
  const rendered = renderTool(ui, { user: signedInUser, route: '/silent?tab=library' });
  await rendered.user.click(await screen.findByRole('button', { name: new RegExp(NAME) }));
  await screen.findByRole('list', { name: 'Versions' });
  return rendered;
}

const versionCard = (version: number) =>
  screen.getByRole('form', { name: `Set a label on version ${version}` });

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

    const promote = screen.getByRole('button', { name: 'Promote to production: version 1' });
    promote.focus();
    await user.keyboard('{Enter}');
    expect(callsTo('movePromptLabel')).toEqual([
      { params: { name: 'support/refund-reply', label: 'production' }, body: { version: 1 } },
    ]);
    expect(await screen.findByText(MESSAGES.promptPromoted)).toBeInTheDocument();
    const rollBack = screen.getByRole('button', { name: 'Roll back to v1' });
    rollBack.focus();
    expect(rollBack).toHaveFocus();
    await user.keyboard(' ');
    expect(callsTo('movePromptLabel')).toEqual([
      { params: { name: 'support/refund-reply', label: 'production' }, body: { version: 1 } },
      { params: { name: 'support/refund-reply', label: 'production' }, body: { version: 1 } },
    ]);
    expect(await screen.findByText(MESSAGES.promptRolledBack)).toBeInTheDocument();
  });

  it('compares two versions side by side: the older with removed words, the newer with added ones', async () => {
    const diff: PromptDiff = {
      ...endpointExamples.diffPromptVersions.data,
      parts: [
        { kind: 'same', text: 'Reply to {{customer}} about ' },
        { kind: 'removed', text: 'their' },
        { kind: 'added', text: 'the' },
        { kind: 'same', text: ' refund' },
        { kind: 'added', text: ' for order {{order}}' },
        { kind: 'same', text: '.' },
      ],
    };
    const { user } = await openPrompt({ diffPromptVersions: () => diff });
    const older = await screen.findByRole('region', { name: 'Version 1 (older)' });
    const newer = screen.getByRole('region', { name: 'Version 2 (newer)' });
    expect(screen.getByTestId('library-diff')).toContainElement(older);
    expect(screen.getByTestId('library-diff')).toContainElement(newer);
    // Each column reads as its own text, with its changes marked and announced.
    expect(older).toHaveTextContent('Reply to {{customer}} about [removed: their] refund.');
    expect(newer).toHaveTextContent(
      'Reply to {{customer}} about [added: the] refund[added: for order {{order}}].',
    );
    expect(older.querySelector('del')).toHaveTextContent('their');
    expect(older.querySelector('ins')).toBeNull();
    expect([...newer.querySelectorAll('ins')].map((ins) => ins.textContent)).toEqual([
      '[added: the]',
      '[added:  for order {{order}}]',
    ]);
    expect(newer.querySelector('del')).toBeNull();
    expect(screen.getByText('4 words added, 1 word removed.')).toBeInTheDocument();
    await expectNoViolations();

    // Chosen the other way round, the older version still goes on the left.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Compare' }), '2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'With' }), '1');
    expect(await screen.findByRole('region', { name: 'Version 1 (older)' })).toBeInTheDocument();
    expect(callsTo('diffPromptVersions')).toEqual([
      { params: { name: NAME }, query: { from: 1, to: 2 } },
    ]);
  });

  it('puts any label on a version, and moves one that points elsewhere', async () => {
    const staged: PromptDetail = {
      ...detail,
      versions: detail.versions.map((v) => (v.version === 1 ? { ...v, labels: ['staging'] } : v)),
      labels: [
        ...detail.labels,
        { label: 'staging', version: 1, updated_by: null, updated_at: detail.updated_at },
      ],
    };
    const { user } = await openPrompt({ movePromptLabel: () => staged });
    const first = versionCard(1);
    await user.type(within(first).getByRole('combobox', { name: 'Label' }), 'staging');
    await user.click(within(first).getByRole('button', { name: 'Set label' }));
    expect(callsTo('movePromptLabel')).toEqual([
      { params: { name: NAME, label: 'staging' }, body: { version: 1 } },
    ]);
    expect(await screen.findByText(labelSetMessage('staging', 1))).toBeInTheDocument();
    expect(within(first).getByRole('combobox', { name: 'Label' })).toHaveValue('');

    // A label of the user's own, moved to the newest version by keyboard.
    const second = versionCard(2);
    await user.type(within(second).getByRole('combobox', { name: 'Label' }), 'ada-review{Enter}');
    expect(callsTo('movePromptLabel')).toHaveLength(2);
    expect(callsTo('movePromptLabel')[1]).toEqual({
      params: { name: NAME, label: 'ada-review' },
      body: { version: 2 },
    });
    expect(await screen.findByText(labelSetMessage('ada-review', 2))).toBeInTheDocument();
    await expectNoViolations();
  });

  it('refuses "latest" and other labels the API would refuse, in words and before any request', async () => {
    const { user } = await openPrompt();
    const form = versionCard(1);
    const field = within(form).getByRole('combobox', { name: 'Label' });
    await user.type(field, 'latest');
    await user.click(within(form).getByRole('button', { name: 'Set label' }));
    expect(within(form).getByText(MESSAGES.labelLatestReserved)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.labelLatestReserved),
    );
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Staging{Enter}');
    expect(within(form).getByText(MESSAGES.labelInvalid)).toBeInTheDocument();
    expect(callsTo('movePromptLabel')).toEqual([]);
    await expectNoViolations();
  });

  it("shows the API's refusal of a label move in its words", async () => {
    const { user } = await openPrompt({
      movePromptLabel: () => {
        throw new ApiError(MESSAGES.promptVersionNotFound, 404, 'http');
      },
    });
    await user.type(within(versionCard(1)).getByRole('combobox', { name: 'Label' }), 'qa{Enter}');
    expect(await screen.findByText(MESSAGES.promptVersionNotFound)).toBeInTheDocument();
  });

  it('searches the library and says when nothing matches', async () => {
    mockApi({
      listPrompts: ({ query }) =>
        query?.search === 'nothing-here' ? [] : endpointExamples.listPrompts.data,
    });
    const { user } = renderTool(<LibraryPanel />, { user: signedInUser });
    await screen.findByRole('button', { name: new RegExp(NAME) });
    const search = screen.getByRole('searchbox', { name: 'Search your library' });
    await user.type(search, 'refund');
    expect(await screen.findByRole('button', { name: new RegExp(NAME) })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'nothing-here');
    expect(await screen.findByText('No prompt in your library matches.')).toBeInTheDocument();
    expect(callsTo('listPrompts')).toEqual(
      expect.arrayContaining([{ query: {} }, { query: { search: 'refund' } }]),
    );
    expect(callsTo('listPrompts')).toContainEqual({ query: { search: 'nothing-here' } });
  });

  it('opens a version in the Basic Enhancer', async () => {
    useEnhancerStore.getState().reset();
    const older = 'Reply to {{customer}} about their refund.';
    let address = '';
    function Address() {
      const here = useLocation();
      address = here.search;
      return null;
    }
    const { user } = await openPrompt(
      {
        getPromptVersions: () => ({
          ...detail,
          versions: detail.versions.map((v) => (v.version === 1 ? { ...v, text: older } : v)),
        }),
      },
      <>
        <LibraryPanel />
        <Address />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Open in enhancer: version 1' }));
    expect(useEnhancerStore.getState().prompt).toBe(older);
    expect(new URLSearchParams(address).get(toolParams.tab)).toBe('basic');
    useEnhancerStore.getState().reset();
  });

  it('exports the whole library as a JSON file', async () => {
    const { blobs, names, restore } = captureDownloads();
    mockApi({
      listPrompts: () => [],
      exportLibrary: () => endpointExamples.exportLibrary.data,
    });
    const { user } = renderTool(<LibraryPanel />, { user: signedInUser });
    await user.click(await screen.findByRole('button', { name: 'Export library' }));
    expect(callsTo('exportLibrary')).toHaveLength(1);
    expect(names).toEqual(['silent-prompt-library.json']);
    expect(JSON.parse((await blobs[0]?.text()) ?? '')).toEqual(endpointExamples.exportLibrary.data);
    expect(blobs[0]?.type).toBe('application/json');
    restore();
  });

  it('imports a library file and says what it added', async () => {
    mockApi({
      listPrompts: () => [],
      importLibrary: () => ({
        prompts_created: 1,
        versions_added: 2,
        versions_skipped: 3,
        labels_set: 1,
      }),
    });
    const { user } = renderTool(<LibraryPanel />, { user: signedInUser });
    const input = await screen.findByLabelText('Import library');
    const exported = endpointExamples.exportLibrary.data;
    await user.upload(
      input,
      new File([JSON.stringify(exported)], 'library.json', { type: 'application/json' }),
    );
    expect(
      await screen.findByText(
        `${MESSAGES.libraryImported}: 1 prompts and 2 versions added, 3 already there`,
      ),
    ).toBeInTheDocument();
    expect(callsTo('importLibrary')).toEqual([{ body: exported }]);
  });

  it('refuses a file that is no library export, and shows the server refusing one', async () => {
    mockApi({
      listPrompts: () => [],
      importLibrary: () => {
        throw new ApiError(MESSAGES.libraryImportInvalid, 400, 'http');
      },
    });
    const { user } = renderTool(<LibraryPanel />, { user: signedInUser });
    const input = await screen.findByLabelText('Import library');
    await user.upload(input, new File(['not json'], 'library.json', { type: 'application/json' }));
    expect(await screen.findByText(MESSAGES.libraryImportInvalid)).toBeInTheDocument();
    expect(callsTo('importLibrary')).toEqual([]);
    await user.upload(
      input,
      new File(['{"format":"other"}'], 'other.json', { type: 'application/json' }),
    );
    expect(callsTo('importLibrary')).toEqual([{ body: { format: 'other' } }]);
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

  it('takes no more text than the API does: search, adding and editing', async () => {
    mockApi({
      listPrompts: () => endpointExamples.listPrompts.data,
      getPromptVersions: () => detail,
      diffPromptVersions: () => endpointExamples.diffPromptVersions.data,
    });
    const { user } = renderTool(<LibraryPanel />, { user: signedInUser });
    expect(await screen.findByRole('searchbox', { name: 'Search your library' })).toHaveAttribute(
      'maxlength',
      String(LIMITS.shortTextMaxChars),
    );
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

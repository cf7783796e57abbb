import { ApiError } from '@silent/api-client';
import { MESSAGES, type ApiKey } from '@silent/contracts';
import { endpointExamples } from '@silent/contracts/testing';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { formatDate } from '../../lib/format';
import { callsTo, mockApi, renderTool, signedInUser } from '../../testing/render';
import { ApiKeysPanel } from './api-keys-panel';

jest.mock('../../../../lib/api-client', () => ({ api: { call: jest.fn() } }));

beforeEach(() => jest.clearAllMocks());

const created = endpointExamples.createApiKey.data;
const used: ApiKey = {
  ...endpointExamples.listApiKeys.data[0]!,
  id: '00000000-0000-4000-8000-0000000000b1',
  name: 'Docs bot',
  prefix: 'slk_ZG9jcy1i',
  last_used_at: '2025-03-02T09:30:00.000Z',
};

/** The panel over a small fake server: the keys it holds, created and revoked for real. */
function serveKeys(initial: ApiKey[]) {
  let keys = [...initial];
  mockApi({
    listApiKeys: () => keys,
    createApiKey: () => {
      const { key: _shownOnce, ...stored } = created;
      keys = [stored, ...keys];
      return created;
    },
    revokeApiKey: ({ params }) => {
      keys = keys.map((k) =>
        k.id === params?.id ? { ...k, revoked_at: '2025-03-03T10:00:00.000Z' } : k,
      );
      return keys.find((k) => k.id === params?.id);
    },
  });
}

async function openKeys() {
  const rendered = renderTool(<ApiKeysPanel />, { user: signedInUser });
  await rendered.user.click(screen.getByRole('button', { name: 'Show keys' }));
  return rendered;
}

describe('ApiKeysPanel', () => {
  it('lists each key by name and prefix with when it was last used', async () => {
    serveKeys([endpointExamples.listApiKeys.data[0]!, used]);
    await openKeys();
    const list = await screen.findByRole('list', { name: 'Your API keys' });
    const [never, recent] = within(list).getAllByRole('listitem');
    expect(never).toHaveTextContent(/Support bot\s*slk_Zm9yLXRo…\s*never used/);
    expect(recent).toHaveTextContent(`last used ${formatDate(used.last_used_at!)}`);
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('teaches what a key is for when there is none', async () => {
    serveKeys([]);
    await openKeys();
    expect(await screen.findByText(/No keys yet/)).toBeInTheDocument();
  });

  it('shows a new key once: in the answer to Create key, never in the list or after closing', async () => {
    serveKeys([]);
    const { user } = await openKeys();
    await screen.findByText(/No keys yet/);
    await user.type(screen.getByRole('textbox', { name: 'Key name' }), 'Support bot');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(callsTo('createApiKey')).toEqual([{ body: { name: 'Support bot' } }]);
    expect(await screen.findByTestId('new-api-key')).toHaveTextContent(created.key);
    expect(screen.getAllByText(MESSAGES.apiKeyCreated).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Copy the new API key' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your API keys' });
    expect(within(list).getByText(/Support bot/)).toBeInTheDocument();
    expect(list).not.toHaveTextContent(created.key);
    expect(screen.getByRole('textbox', { name: 'Key name' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Hide keys' }));
    await user.click(screen.getByRole('button', { name: 'Show keys' }));
    await screen.findByRole('list', { name: 'Your API keys' });
    expect(screen.queryByTestId('new-api-key')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(created.key);
  });

  it('revokes a key: it is marked revoked and can no longer be revoked', async () => {
    serveKeys([used]);
    const { user } = await openKeys();
    await user.click(await screen.findByRole('button', { name: 'Revoke Docs bot' }));
    expect(callsTo('revokeApiKey')).toEqual([{ params: { id: used.id } }]);
    expect(await screen.findByText(MESSAGES.apiKeyRevoked)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Your API keys' });
    expect(await within(list).findByText('Revoked')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Revoke Docs bot' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal in its words", async () => {
    mockApi({
      listApiKeys: () => [],
      createApiKey: () => {
        throw new ApiError(MESSAGES.apiKeyLimit, 409, 'http');
      },
    });
    const { user } = await openKeys();
    await user.type(screen.getByRole('textbox', { name: 'Key name' }), 'One too many');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(MESSAGES.apiKeyLimit)).toBeInTheDocument();
    expect(screen.queryByTestId('new-api-key')).not.toBeInTheDocument();
  });
});

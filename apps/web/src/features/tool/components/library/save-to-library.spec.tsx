import { ApiError } from '@silent/api-client';
import { MESSAGES, SIGN_IN_REQUIRED, type EnhanceOptions } from '@silent/contracts';
import { endpointExamples } from '@silent/contracts/testing';
import { screen } from '@testing-library/react';
import { callsTo, mockApi, renderTool, signedInUser } from '../../testing/render';
import { SaveToLibrary } from './save-to-library';

jest.mock('../../../../lib/api-client', () => ({ api: { call: jest.fn() } }));

beforeEach(() => jest.clearAllMocks());

const TEXT = 'You are a support agent. Reply to {{customer}} about their refund.';
const OPTIONS: EnhanceOptions = { style: 'professional', length: 'short' };

/** What a save sends for the prompt below, with the enhancement's text, options and model. */
const SAVED = {
  name: 'support/refund-reply',
  text: TEXT,
  options: OPTIONS,
  engine: 'offline',
  model: 'silent-1',
};

const renderSave = (user = signedInUser) =>
  renderTool(<SaveToLibrary text={TEXT} options={OPTIONS} engine="offline" model="silent-1" />, {
    user,
  });

describe('SaveToLibrary', () => {
  it('asks a visitor to sign in to keep a library', () => {
    renderSave(null);
    expect(screen.getByRole('link', { name: SIGN_IN_REQUIRED.library.link })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save to library' })).not.toBeInTheDocument();
  });

  it('saves the enhanced text with its options, engine and model under a name', async () => {
    mockApi({ savePrompt: () => endpointExamples.savePrompt.data });
    const { user } = renderSave();
    await user.click(screen.getByRole('button', { name: 'Save to library' }));
    const form = screen.getByRole('form', { name: 'Save to library' });
    await user.type(screen.getByRole('textbox', { name: /^Prompt name/ }), 'support/refund-reply');
    await user.type(screen.getByRole('textbox', { name: /What changed/ }), 'First cut');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(callsTo('savePrompt')).toEqual([{ body: { ...SAVED, message: 'First cut' } }]);
    expect(
      await screen.findByText(`${MESSAGES.promptSaved}: support/refund-reply v2`),
    ).toBeInTheDocument();
    expect(form).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save to library' })).toBeInTheDocument();
  });

  it('says so when the text is the same as the newest version', async () => {
    mockApi({ savePrompt: () => ({ ...endpointExamples.savePrompt.data, created: false }) });
    const { user } = renderSave();
    await user.click(screen.getByRole('button', { name: 'Save to library' }));
    await user.type(screen.getByRole('textbox', { name: /^Prompt name/ }), 'support/refund-reply');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(MESSAGES.promptUnchanged)).toBeInTheDocument();
    expect(callsTo('savePrompt')).toEqual([{ body: SAVED }]);
  });

  it("keeps the form open with the server's refusal in its words, and cancels", async () => {
    mockApi({
      savePrompt: () => {
        throw new ApiError(MESSAGES.promptNameInvalid, 400, 'http');
      },
    });
    const { user } = renderSave();
    await user.click(screen.getByRole('button', { name: 'Save to library' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /^Prompt name/ }), 'bad name!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.promptNameInvalid)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Save to library' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Save to library' })).not.toBeInTheDocument();
  });
});

import { ApiError } from '@silent/api-client';
import { LENGTH_MESSAGES, LIMITS, MESSAGES } from '@silent/contracts';
import { endpointExamples } from '@silent/contracts/testing';
import { TOUCH_ONLY_QUERY } from '@silent/ui';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useEnhancerStore } from '../../stores/enhancer-store';
import { resetToolWork } from '../../stores/tool-work';
import { enhancement } from '../../testing/fixtures';
import { callsTo, deferred, mockApi, renderTool, signedInUser } from '../../testing/render';
import { BasicEnhancer } from './basic-enhancer';

jest.mock('../../../../lib/api-client', () => ({
  api: { call: jest.fn(), streamEnhance: jest.fn() },
}));

beforeEach(() => {
  resetToolWork();
  jest.clearAllMocks();
});

const promptBox = () => screen.getByRole('textbox', { name: 'Original prompt' });
const enhanceButton = () => screen.getByRole('button', { name: 'Enhance Prompt' });

describe('BasicEnhancer', () => {
  it('limits the prompt and the options to what the API accepts', () => {
    mockApi({});
    renderTool(<BasicEnhancer />);
    const limits = { 'Original prompt': LIMITS.promptMaxChars };
    const options = {
      'Target audience': LIMITS.shortTextMaxChars,
      Context: LIMITS.contextMaxChars,
    };
    for (const [name, max] of Object.entries(limits)) {
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('maxLength', String(max));
    }
    for (const [name, max] of Object.entries(options)) {
      expect(screen.getByRole('textbox', { name, hidden: true })).toHaveAttribute(
        'maxLength',
        String(max),
      );
    }
  });

  it('disables Enhance Prompt while the prompt is empty', async () => {
    mockApi({});
    const { user } = renderTool(<BasicEnhancer />);
    expect(enhanceButton()).toBeDisabled();
    await user.type(promptBox(), 'Hi');
    expect(enhanceButton()).toBeEnabled();
  });

  it('refuses a blank prompt with the spec message and calls nothing', async () => {
    mockApi({});
    const { user } = renderTool(<BasicEnhancer />);
    await user.type(promptBox(), '   ');
    await user.click(enhanceButton());
    expect(await screen.findByText(MESSAGES.enhancePromptRequired)).toBeInTheDocument();
    expect(callsTo('enhancePrompt')).toHaveLength(0);
  });

  it('enhances with Ctrl+Enter and leaves empty audience and context out', async () => {
    mockApi({ enhancePrompt: () => enhancement() });
    const { user } = renderTool(<BasicEnhancer />);
    await user.type(promptBox(), '  write an email  ');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText(MESSAGES.enhanceSucceeded)).toBeInTheDocument();
    expect(callsTo('enhancePrompt')).toEqual([
      { body: { originalPrompt: 'write an email', style: 'professional', length: 'medium' } },
    ]);
  });

  it('enhances with Cmd+Enter too, and sends the advanced options when filled', async () => {
    mockApi({ enhancePrompt: () => enhancement() });
    const { user } = renderTool(<BasicEnhancer />);
    const toggle = screen.getByRole('button', { name: 'Show advanced options' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Style')).not.toBeVisible();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide advanced options' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.selectOptions(screen.getByLabelText('Style'), 'technical');
    await user.selectOptions(screen.getByLabelText('Length'), 'long');
    await user.type(screen.getByLabelText('Target audience'), 'engineers');
    await user.type(screen.getByLabelText('Context'), '  ');
    await user.type(promptBox(), 'explain caching');
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    await screen.findByText(MESSAGES.enhanceSucceeded);
    expect(callsTo('enhancePrompt')).toEqual([
      {
        body: {
          originalPrompt: 'explain caching',
          style: 'technical',
          length: 'long',
          targetAudience: 'engineers',
        },
      },
    ]);
  });

  it('disables every input while the request runs', async () => {
    const pending = deferred<ReturnType<typeof enhancement>>();
    mockApi({ enhancePrompt: () => pending.promise });
    const { user } = renderTool(<BasicEnhancer />);
    await user.type(promptBox(), 'write an email');
    await user.click(enhanceButton());
    expect(screen.getByRole('button', { name: 'Enhancing…' })).toBeDisabled();
    expect(promptBox()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Business Email' })).toBeDisabled();
    await act(async () => pending.resolve(enhancement()));
    expect(await screen.findByRole('button', { name: 'Enhance Prompt' })).toBeEnabled();
    expect(promptBox()).toBeEnabled();
  });

  it('fills prompt, style and length from a preset', async () => {
    mockApi({ enhancePrompt: () => enhancement() });
    const { user } = renderTool(<BasicEnhancer />);
    await user.click(screen.getByRole('button', { name: 'Social Media' }));
    expect(promptBox()).toHaveValue('Create a post announcing our new mobile app launch');
    await user.click(screen.getByRole('button', { name: 'Show advanced options' }));
    expect(screen.getByLabelText('Style')).toHaveValue('casual');
    expect(screen.getByLabelText('Length')).toHaveValue('short');
  });

  it('shows the result: text, confidence, suggestions, metrics and a diff', async () => {
    mockApi({
      enhancePrompt: () =>
        enhancement({
          enhancedPrompt: 'write a short email',
          confidence: 7.4,
          suggestions: ['Add a deadline', 'Name the reader'],
          model: 'silent-offline-1',
          metadata: { processingTime: 37.6, engine: 'offline', originalScore: 3, checks: [] },
        }),
    });
    const { user } = renderTool(<BasicEnhancer />);
    await user.type(promptBox(), 'write email');
    await user.click(enhanceButton());
    const result = await screen.findByRole('article', { name: 'Enhanced prompt' });
    expect(within(result).getByText('write a short email')).toBeInTheDocument();
    expect(within(result).getAllByText('7.4/10')).toHaveLength(2);
    expect(within(result).getByText('Add a deadline')).toBeInTheDocument();
    expect(within(result).getByText('Name the reader')).toBeInTheDocument();
    expect(within(result).getByText('silent-offline-1')).toBeInTheDocument();
    expect(within(result).getByText('38 ms')).toBeInTheDocument();
    expect(within(result).getByText('2 words added, 0 words removed.')).toBeInTheDocument();
    expect(within(result).getByTestId('diff').querySelector('ins')).toHaveTextContent('a short');
  });

  it('says what the engine added and why, and when it left a strong prompt alone', async () => {
    const strong = 'You are a tax adviser. Answer in three numbered sections, citing the law.';
    let next = enhancement({
      enhancedPrompt: 'Write a launch email.\n\n- Length: about 100–180 words.',
      metadata: {
        processingTime: 3,
        engine: 'llm',
        originalScore: 3,
        checks: [],
        added: [
          { id: 'length', reason: 'no length; the medium option' },
          { id: 'house-rules', reason: 'trained style of category "launches"' },
        ],
        fallbackReason: 'the model dropped the fact "WINTER30"',
      },
    });
    mockApi({ enhancePrompt: () => next });
    const { user } = renderTool(<BasicEnhancer />);
    await user.type(promptBox(), 'write a launch email');
    await user.click(enhanceButton());
    let result = await screen.findByRole('article', { name: 'Enhanced prompt' });
    const added = within(result).getAllByRole('listitem');
    expect(added[0]).toHaveTextContent('Length: no length; the medium option');
    expect(added[1]).toHaveTextContent(
      'Your trained house rules: trained style of category "launches"',
    );
    expect(
      within(result).getByText(
        'The model’s answer was not used: the model dropped the fact "WINTER30"',
      ),
    ).toBeInTheDocument();

    next = enhancement({
      enhancedPrompt: strong,
      suggestions: [],
      metadata: { processingTime: 1, engine: 'offline', originalScore: 8, checks: [], added: [] },
    });
    await user.clear(promptBox());
    await user.type(promptBox(), strong);
    await user.click(enhanceButton());
    result = await screen.findByRole('article', { name: 'Enhanced prompt' });
    expect(
      await within(result).findByText('Already a strong prompt: nothing was added.'),
    ).toBeInTheDocument();
  });

  it('shows the model’s text as it streams in, and Stop stops it and keeps the prompt', async () => {
    mockApi({});
    const { api } = jest.requireMock('../../../../lib/api-client') as {
      api: { streamEnhance: jest.Mock };
    };
    api.streamEnhance.mockImplementation(
      (
        _body: unknown,
        { signal, onDelta }: { signal: AbortSignal; onDelta: (t: string) => void },
      ) =>
        new Promise((_resolve, reject) => {
          onDelta('Write a launch ');
          onDelta('email for');
          signal.addEventListener('abort', () =>
            reject(new ApiError('The request was cancelled.', 0, 'aborted')),
          );
        }),
    );
    const { user } = renderTool(<BasicEnhancer />);
    await user.type(promptBox(), 'write a launch email');
    await user.click(enhanceButton());
    const live = await screen.findByRole('article', { name: 'Enhancement in progress' });
    expect(live).toHaveTextContent('Write a launch email for');
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText(MESSAGES.enhanceStopped)).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Enhancement in progress' })).toBeNull();
    expect(screen.queryByRole('article', { name: 'Enhanced prompt' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    expect(promptBox()).toHaveValue('write a launch email');
    expect(screen.queryByText(MESSAGES.enhanceFailed)).toBeNull();
  });

  it("shows the server's error, or the fallback when there is none", async () => {
    let fail: unknown = new ApiError('Too many requests, please slow down', 429, 'http');
    mockApi({
      enhancePrompt: () => {
        throw fail;
      },
    });
    const { user } = renderTool(<BasicEnhancer />);
    await user.type(promptBox(), 'write an email');
    await user.click(enhanceButton());
    expect(await screen.findByText('Too many requests, please slow down')).toBeInTheDocument();
    fail = new ApiError('offline', 0, 'network');
    await user.click(enhanceButton());
    expect(await screen.findByText(MESSAGES.enhanceFailed)).toBeInTheDocument();
  });

  it('copies the enhanced prompt', async () => {
    mockApi({ enhancePrompt: () => enhancement({ enhancedPrompt: 'Copy me' }) });
    const { user } = renderTool(<BasicEnhancer />);
    await user.type(promptBox(), 'x');
    await user.click(enhanceButton());
    await user.click(await screen.findByRole('button', { name: 'Copy enhanced prompt' }));
    expect(await screen.findByText(MESSAGES.copied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('Copy me');
  });

  it('saves the result to the library from under it, with the options and engine it came from', async () => {
    mockApi({
      enhancePrompt: () =>
        enhancement({
          enhancedPrompt: 'Write a short, friendly email about the delay.',
          model: 'silent-offline-1',
          metadata: {
            processingTime: 40,
            engine: 'offline',
            originalScore: 3,
            checks: [],
            style: 'casual',
            length: 'short',
          },
        }),
      savePrompt: () => endpointExamples.savePrompt.data,
    });
    const { user } = renderTool(<BasicEnhancer />, { user: signedInUser });
    await user.type(promptBox(), 'write email');
    await user.click(screen.getByRole('button', { name: 'Show advanced options' }));
    await user.selectOptions(screen.getByLabelText('Style'), 'casual');
    await user.selectOptions(screen.getByLabelText('Length'), 'short');
    await user.type(screen.getByLabelText('Target audience'), 'our customers');
    await user.type(screen.getByLabelText('Context'), 'The order ships a week late.');
    await user.click(enhanceButton());
    const result = await screen.findByRole('article', { name: 'Enhanced prompt' });
    await user.click(within(result).getByRole('button', { name: 'Save to library' }));
    await user.type(within(result).getByRole('textbox', { name: /^Prompt name/ }), 'mail/delay');
    await user.click(within(result).getByRole('button', { name: 'Save' }));
    expect(callsTo('savePrompt')).toEqual([
      {
        body: {
          name: 'mail/delay',
          text: 'Write a short, friendly email about the delay.',
          // Every option the request was made with, the audience and context included.
          options: {
            style: 'casual',
            length: 'short',
            targetAudience: 'our customers',
            context: 'The order ships a week late.',
          },
          engine: 'offline',
          model: 'silent-offline-1',
        },
      },
    ]);
    expect(await screen.findByText(new RegExp(MESSAGES.promptSaved))).toBeInTheDocument();
  });

  it('stores a 1–5 rating for the enhancement', async () => {
    const result = enhancement();
    mockApi({
      enhancePrompt: () => result,
      rateEnhancement: ({ params, body }) => ({
        id: params?.id,
        rating: (body as { rating: number }).rating,
      }),
    });
    const { user } = renderTool(<BasicEnhancer />);
    await user.type(promptBox(), 'x');
    await user.click(enhanceButton());
    const group = await screen.findByRole('group', { name: 'Rate this enhancement' });
    expect(within(group).getAllByRole('button')).toHaveLength(5);
    await user.click(within(group).getByRole('button', { name: '4 out of 5' }));
    expect(
      await within(group).findByText('Thanks! You rated this 4 out of 5.'),
    ).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: '4 out of 5' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(callsTo('rateEnhancement')).toEqual([
      { params: { id: result.id }, body: { rating: 4 } },
    ]);
  });

  it("rates an anonymous result with the rating token it came with, and says when that's refused", async () => {
    const result = enhancement({ ratingToken: 'token-for-this-client' });
    let refuse = false;
    mockApi({
      enhancePrompt: () => result,
      rateEnhancement: ({ params, body }) => {
        if (refuse) throw new ApiError(MESSAGES.ratingNotAllowed, 403, 'http');
        return { id: params?.id, rating: (body as { rating: number }).rating };
      },
    });
    const { user } = renderTool(<BasicEnhancer />);
    await user.type(promptBox(), 'x');
    await user.click(enhanceButton());
    const group = await screen.findByRole('group', { name: 'Rate this enhancement' });
    await user.click(within(group).getByRole('button', { name: '5 out of 5' }));
    await within(group).findByText('Thanks! You rated this 5 out of 5.');
    expect(callsTo('rateEnhancement')).toEqual([
      { params: { id: result.id }, body: { rating: 5, ratingToken: 'token-for-this-client' } },
    ]);
    refuse = true;
    await user.click(within(group).getByRole('button', { name: '1 out of 5' }));
    expect(await screen.findByText(MESSAGES.ratingNotAllowed)).toBeInTheDocument();
  });

  it('sends one request when Enhance is double-clicked', async () => {
    const pending = deferred<unknown>();
    mockApi({ enhancePrompt: () => pending.promise });
    const { user } = renderTool(<BasicEnhancer />);
    await user.type(promptBox(), 'write an email');
    // Two clicks in the same moment, before React has re-rendered the busy state.
    await act(async () => {
      fireEvent.click(enhanceButton());
      fireEvent.click(enhanceButton());
    });
    expect(callsTo('enhancePrompt')).toHaveLength(1);
    await act(async () => pending.resolve(enhancement()));
    expect(await screen.findByText(MESSAGES.enhanceSucceeded)).toBeInTheDocument();
    // Once settled, Enhance works again.
    mockApi({ enhancePrompt: () => enhancement() });
    await user.click(enhanceButton());
    expect(callsTo('enhancePrompt')).toHaveLength(2);
  });

  describe('near and over the length limit', () => {
    const max = LIMITS.promptMaxChars;

    it('shows no count on a short prompt, and a count in the last tenth', async () => {
      mockApi({});
      const { user } = renderTool(<BasicEnhancer />);
      await user.type(promptBox(), 'write an email');
      expect(screen.queryByText(/characters$/)).toBeNull();
      act(() => useEnhancerStore.getState().update({ prompt: 'x'.repeat(9_500) }));
      expect(screen.getByText('9,500 / 10,000 characters')).toBeInTheDocument();
      expect(promptBox()).toHaveAccessibleDescription(
        expect.stringContaining('9,500 / 10,000 characters'),
      );
      expect(screen.queryByText(LENGTH_MESSAGES.prompt)).toBeNull();
    });

    it('says when a paste was cut at the limit', async () => {
      mockApi({});
      act(() => useEnhancerStore.getState().update({ prompt: 'x'.repeat(max - 5) }));
      const { user } = renderTool(<BasicEnhancer />);
      await user.click(promptBox());
      await user.paste('0123456789');
      expect(promptBox()).toHaveValue(`${'x'.repeat(max - 5)}01234`);
      expect(screen.getByRole('status')).toHaveTextContent(LENGTH_MESSAGES.prompt);
      expect(screen.getByText('10,000 / 10,000 characters')).toBeInTheDocument();
      // Shorter than the limit again: the message goes.
      await user.keyboard('{Backspace}');
      expect(screen.queryByText(LENGTH_MESSAGES.prompt)).toBeNull();
    });

    it('refuses a restored prompt over the limit with its own message and sends nothing', async () => {
      mockApi({ enhancePrompt: () => enhancement() });
      act(() => useEnhancerStore.getState().update({ prompt: 'y'.repeat(max + 1) }));
      const { user } = renderTool(<BasicEnhancer />);
      expect(screen.getByRole('status')).toHaveTextContent(LENGTH_MESSAGES.prompt);
      expect(screen.getByText('10,001 / 10,000 characters')).toBeInTheDocument();
      expect(promptBox()).toHaveAttribute('aria-invalid', 'true');
      await user.click(enhanceButton());
      expect(promptBox()).toHaveFocus();
      expect(callsTo('enhancePrompt')).toHaveLength(0);
      expect(screen.queryByText(MESSAGES.enhancePromptRequired)).toBeNull();
    });
  });

  describe('on a phone', () => {
    const scrollIntoView = jest.fn();
    beforeEach(() => {
      Element.prototype.scrollIntoView = scrollIntoView;
      scrollIntoView.mockClear();
    });
    afterEach(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });

    it('moves focus to the new result and scrolls it into view after Enhance', async () => {
      mockApi({ enhancePrompt: () => enhancement() });
      const { user } = renderTool(<BasicEnhancer />);
      await user.type(promptBox(), 'write an email');
      await user.click(enhanceButton());
      const heading = await screen.findByRole('heading', { name: 'Enhanced prompt' });
      expect(heading).toHaveFocus();
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView.mock.instances[0]).toBe(heading);
    });

    it('leaves focus alone for a result restored with the page', () => {
      mockApi({});
      act(() =>
        useEnhancerStore.getState().setLast({ original: 'write email', result: enhancement() }),
      );
      renderTool(<BasicEnhancer />);
      expect(screen.getByRole('heading', { name: 'Enhanced prompt' })).not.toHaveFocus();
      expect(scrollIntoView).not.toHaveBeenCalled();
    });

    it('shows the Ctrl+Enter hint only where there is a keyboard', () => {
      mockApi({});
      const hint = 'Press Ctrl+Enter (⌘+Enter on a Mac) to enhance.';
      const { unmount } = renderTool(<BasicEnhancer />);
      expect(promptBox()).toHaveAccessibleDescription(hint);
      unmount();
      const matchMedia = window.matchMedia;
      window.matchMedia = ((query: string) => ({
        ...matchMedia(query),
        matches: query === TOUCH_ONLY_QUERY,
      })) as typeof window.matchMedia;
      try {
        renderTool(<BasicEnhancer />);
        expect(screen.queryByText(hint)).toBeNull();
        expect(promptBox()).not.toHaveAccessibleDescription(hint);
      } finally {
        window.matchMedia = matchMedia;
      }
    });
  });

  it('shows the changes side by side, only changed words marked, and the checks that changed', async () => {
    const check = (id: string, label: string, passed: boolean, points: number) => ({
      id,
      label,
      passed,
      points,
    });
    mockApi({
      enhancePrompt: () =>
        enhancement({
          enhancedPrompt: 'Write a short formal email to the team',
          confidence: 7.4,
          metadata: {
            processingTime: 5,
            engine: 'offline',
            originalScore: 3,
            originalChecks: [
              check('task', 'Clear task', true, 3),
              check('audience', 'Audience named', false, 0),
              check('tone', 'Tone set', false, 0),
            ],
            checks: [
              check('task', 'Clear task', true, 3),
              check('audience', 'Audience named', true, 2),
              check('tone', 'Tone set', true, 2.4),
            ],
          },
        }),
    });
    const { user } = renderTool(<BasicEnhancer />);
    await user.type(promptBox(), 'Write an email to the team');
    await user.click(enhanceButton());
    const result = await screen.findByRole('article', { name: 'Enhanced prompt' });

    const original = within(result).getByRole('region', { name: 'Original' });
    const enhanced = within(result).getByRole('region', { name: 'Enhanced' });
    expect(original).toHaveTextContent('Write [removed: an] email to the team');
    expect(enhanced).toHaveTextContent('Write [added: a short formal] email to the team');
    // Only what changed is marked; each side shows only its own kind of change.
    expect([...original.querySelectorAll('del')].map((d) => d.textContent)).toEqual([
      '[removed: an]',
    ]);
    expect(original.querySelector('ins')).toBeNull();
    expect([...enhanced.querySelectorAll('ins')].map((d) => d.textContent)).toEqual([
      '[added: a short formal]',
    ]);
    expect(enhanced.querySelector('del')).toBeNull();

    expect(within(result).getByText(/^Score: 3\.0\/10 → 7\.4\/10/)).toHaveTextContent(
      'Score: 3.0/10 → 7.4/10 (+4.4)',
    );
    const checks = within(result).getByRole('list', { name: 'Checks that changed' });
    expect(
      within(checks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Audience named: failed → passed (+2 points)',
      'Tone set: failed → passed (+2.4 points)',
    ]);
  });
});

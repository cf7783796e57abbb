import { isApiError } from '@silent/api-client';
import {
  LENGTH_MESSAGES,
  LIMITS,
  MESSAGES,
  PROMPT_LENGTHS,
  PROMPT_STYLES,
  type EnhanceRequest,
  type PromptLength,
  type PromptStyle,
} from '@silent/contracts';
import {
  Button,
  Card,
  CharacterCount,
  Select,
  TOUCH_ONLY_QUERY,
  TextInput,
  Textarea,
  cardClassName,
  useMediaQuery,
  usePasteCut,
} from '@silent/ui';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import toast from 'react-hot-toast';
import { useEnhancePrompt } from '../../api/enhance-prompt';
import { errorMessage } from '../../lib/error-message';
import { ENHANCER_PRESETS } from '../../lib/presets';
import { useEnhancerStore } from '../../stores/enhancer-store';
import { EnhancementResultView } from './enhancement-result';

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** True for Ctrl+Enter (Windows/Linux) and Cmd+Enter (macOS). */
export const isSubmitShortcut = (event: KeyboardEvent) =>
  event.key === 'Enter' && (event.ctrlKey || event.metaKey);

export function BasicEnhancer() {
  const id = useId();
  const draft = useEnhancerStore();
  const update = useEnhancerStore((s) => s.update);
  const enhance = useEnhancePrompt();
  const last = useEnhancerStore((s) => s.last);
  const setLast = useEnhancerStore((s) => s.setLast);
  // Set before the request, so a double click (or Ctrl+Enter twice) sends one: the pending
  // state only shows after a render.
  const inFlight = useRef(false);
  const busy = enhance.isPending;
  // The model's text as it streams in, and the handle that stops it.
  const [streamed, setStreamed] = useState('');
  const stopper = useRef<AbortController | null>(null);
  const promptRef = useRef<HTMLTextAreaElement>(null);
  const promptCut = usePasteCut(LIMITS.promptMaxChars, draft.prompt.length);
  // maxLength stops typing, not a draft restored or filled in by code: that one is refused here.
  const promptTooLong = draft.prompt.trim().length > LIMITS.promptMaxChars;
  // No keyboard shortcut to mention on a phone.
  const touchOnly = useMediaQuery(TOUCH_ONLY_QUERY);
  // Set by an enhancement made here (not by a result restored with the page): the new result
  // then takes focus and scrolls into view, which matters most on a phone where it lands
  // below the fold.
  const [showNewResult, setShowNewResult] = useState(false);

  const submit = () => {
    if (busy || inFlight.current) return;
    const originalPrompt = draft.prompt.trim();
    if (!originalPrompt) {
      toast.error(MESSAGES.enhancePromptRequired);
      return;
    }
    if (promptTooLong) {
      // The message is already under the field (and was announced): take the user there.
      promptRef.current?.focus();
      return;
    }
    const body: EnhanceRequest = { originalPrompt, style: draft.style, length: draft.length };
    // Spec: an empty audience or context is left out of the payload altogether.
    const targetAudience = draft.targetAudience.trim();
    const context = draft.context.trim();
    if (targetAudience) body.targetAudience = targetAudience;
    if (context) body.context = context;
    inFlight.current = true;
    const stop = new AbortController();
    stopper.current = stop;
    setStreamed('');
    const call = {
      body,
      signal: stop.signal,
      onDelta: (text: string) => setStreamed((shown) => shown + text),
    };
    enhance.mutate(call, {
      onSettled: () => {
        inFlight.current = false;
        stopper.current = null;
        setStreamed('');
      },
      onSuccess: (result) => {
        const { originalPrompt: _prompt, ...options } = body;
        setLast({ original: originalPrompt, result, options });
        setShowNewResult(true);
        toast.success(MESSAGES.enhanceSucceeded);
      },
      onError: (error) =>
        isApiError(error) && error.kind === 'aborted'
          ? toast(MESSAGES.enhanceStopped)
          : toast.error(errorMessage(error, MESSAGES.enhanceFailed)),
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (isSubmitShortcut(event)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <section className="tool-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="tool-section__title">
        Basic Enhancer
      </h2>
      {/* The form's own keydown catches the shortcut in every field, not just the prompt. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <form
        className={cardClassName({ padding: 'sm', className: 'tool-stack' })}
        onSubmit={onSubmit}
        onKeyDown={onKeyDown}
        aria-busy={busy}
      >
        <fieldset disabled={busy} className="tool-fieldset tool-stack">
          <legend className="ui-visually-hidden">Prompt to enhance</legend>
          <div className="tool-presets" role="group" aria-label="Presets">
            <span className="tool-muted" aria-hidden="true">
              Presets:
            </span>
            {ENHANCER_PRESETS.map((preset) => (
              <button
                key={preset.name}
                type="button"
                className="tool-chip"
                onClick={() =>
                  update({ prompt: preset.prompt, style: preset.style, length: preset.length })
                }
              >
                {preset.name}
              </button>
            ))}
          </div>

          <Textarea
            ref={promptRef}
            label="Original prompt"
            rows={5}
            maxLength={LIMITS.promptMaxChars}
            value={draft.prompt}
            placeholder="Describe what you want the AI to do…"
            aria-describedby={`${id}-count`}
            aria-invalid={promptTooLong || undefined}
            onPaste={promptCut.onPaste}
            onChange={(e) => update({ prompt: e.target.value })}
            after={
              <CharacterCount
                id={`${id}-count`}
                length={draft.prompt.length}
                max={LIMITS.promptMaxChars}
                overMessage={LENGTH_MESSAGES.prompt}
                cut={promptCut.cut}
              />
            }
            note={touchOnly ? undefined : 'Press Ctrl+Enter (⌘+Enter on a Mac) to enhance.'}
          />

          <Button
            variant="ghost"
            className="tool-disclosure"
            aria-expanded={draft.optionsOpen}
            aria-controls={`${id}-options`}
            onClick={() => update({ optionsOpen: !draft.optionsOpen })}
          >
            {draft.optionsOpen ? 'Hide advanced options' : 'Show advanced options'}
          </Button>

          <div id={`${id}-options`} hidden={!draft.optionsOpen} className="tool-grid tool-grid--2">
            <Select
              label="Style"
              options={PROMPT_STYLES.map((s) => ({ value: s, label: capitalize(s) }))}
              value={draft.style}
              onChange={(e) => update({ style: e.target.value as PromptStyle })}
            />
            <Select
              label="Length"
              options={PROMPT_LENGTHS.map((l) => ({ value: l, label: capitalize(l) }))}
              value={draft.length}
              onChange={(e) => update({ length: e.target.value as PromptLength })}
            />
            <TextInput
              label="Target audience"
              maxLength={LIMITS.shortTextMaxChars}
              value={draft.targetAudience}
              placeholder="e.g. busy executives"
              onChange={(e) => update({ targetAudience: e.target.value })}
            />
            <Textarea
              label="Context"
              rows={2}
              maxLength={LIMITS.contextMaxChars}
              value={draft.context}
              placeholder="Anything the AI should know"
              onChange={(e) => update({ context: e.target.value })}
            />
          </div>

          <div>
            <Button type="submit" variant="primary" disabled={busy || draft.prompt.length === 0}>
              {busy ? 'Enhancing…' : 'Enhance Prompt'}
            </Button>
          </div>
        </fieldset>
        {/* Outside the disabled fieldset: the one control that works while enhancing. */}
        {busy && (
          <div className="tool-row">
            <Button onClick={() => stopper.current?.abort()}>Stop</Button>
          </div>
        )}
      </form>

      {busy && streamed && (
        <Card as="article" padding="sm" className="tool-stack" aria-label="Enhancement in progress">
          <p className="tool-output">{streamed}</p>
        </Card>
      )}

      {last && (
        <EnhancementResultView
          key={last.result.id}
          original={last.original}
          result={last.result}
          focusOnMount={showNewResult}
          options={
            last.options ?? {
              ...(last.result.metadata.style ? { style: last.result.metadata.style } : {}),
              ...(last.result.metadata.length ? { length: last.result.metadata.length } : {}),
            }
          }
        />
      )}
    </section>
  );
}

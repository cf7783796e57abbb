import { LENGTH_MESSAGES, LIMITS, MESSAGES } from '@silent/contracts';
import { Button, Card, CharacterCount, Textarea, cardClassName, usePasteCut } from '@silent/ui';
import { useId, useRef, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useGenerateVariations } from '../../api/generate-variations';
import { errorMessage } from '../../lib/error-message';
import { useAdvancedStore } from '../../stores/advanced-store';
import { ConfidenceScore } from '../common/confidence-score';
import { CopyButton } from '../common/copy-button';

export function VariationsPanel() {
  const id = useId();
  const prompt = useAdvancedStore((s) => s.variationsPrompt);
  const result = useAdvancedStore((s) => s.variations);
  const update = useAdvancedStore((s) => s.update);
  const generate = useGenerateVariations();
  const busy = generate.isPending;
  const promptRef = useRef<HTMLTextAreaElement>(null);
  const promptCut = usePasteCut(LIMITS.promptMaxChars, prompt.length);
  const tooLong = prompt.trim().length > LIMITS.promptMaxChars;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = prompt.trim();
    if (!text) {
      toast.error(MESSAGES.variationsPromptRequired);
      return;
    }
    if (tooLong) {
      promptRef.current?.focus();
      return;
    }
    generate.mutate(text, {
      onSuccess: (data) => {
        update({ variations: data });
        toast.success(MESSAGES.variationsGenerated);
      },
      onError: (error) => toast.error(errorMessage(error, MESSAGES.variationsFailed)),
    });
  };

  return (
    <section className="tool-stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="tool-section__title">
        Variations
      </h3>
      <form
        className={cardClassName({ padding: 'sm', className: 'tool-stack' })}
        onSubmit={onSubmit}
        noValidate
      >
        <fieldset disabled={busy} className="tool-fieldset tool-stack">
          <legend className="ui-visually-hidden">Generate variations</legend>
          <Textarea
            ref={promptRef}
            label="Prompt"
            rows={3}
            maxLength={LIMITS.promptMaxChars}
            value={prompt}
            aria-describedby={`${id}-count`}
            aria-invalid={tooLong || undefined}
            onPaste={promptCut.onPaste}
            onChange={(e) => update({ variationsPrompt: e.target.value })}
            after={
              <CharacterCount
                id={`${id}-count`}
                length={prompt.length}
                max={LIMITS.promptMaxChars}
                overMessage={LENGTH_MESSAGES.prompt}
                cut={promptCut.cut}
              />
            }
          />
          <div>
            <Button type="submit" variant="primary">
              {busy ? 'Generating…' : 'Generate Variations'}
            </Button>
          </div>
        </fieldset>
      </form>
      {result && (
        <ol className="tool-stack tool-plain-list" aria-label="Variations">
          {result.variations.map((text, i) => {
            const detail = result.details[i];
            return (
              <Card key={i} as="li" padding="sm" className="tool-stack">
                <div className="tool-row tool-row--between">
                  <h4 className="tool-subtitle">
                    Variation {i + 1}
                    {detail ? `: ${detail.label}` : ''}
                  </h4>
                  <CopyButton text={text} label={`Copy variation ${i + 1}`} />
                </div>
                <p className="tool-output">{text}</p>
                {detail && (
                  <p>
                    Score: <ConfidenceScore score={detail.confidence} />
                  </p>
                )}
              </Card>
            );
          })}
        </ol>
      )}
    </section>
  );
}

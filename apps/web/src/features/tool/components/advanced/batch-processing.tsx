import { LIMITS, MESSAGES, type BatchEnhanceResult } from '@silent/contracts';
import { Button, Card, ProgressBar, cardClassName, Stats, Stat } from '@silent/ui';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { CSV_TYPE, downloadText, timestampedName } from '../../../../lib/download';
import { useBatchEnhance } from '../../api/batch-enhance';
import { batchToCsv, batchToJson } from '../../lib/batch-export';
import { errorMessage } from '../../lib/error-message';
import { formatMs } from '../../lib/format';
import { useBatchStore } from '../../stores/batch-store';
import { ConfidenceScore } from '../common/confidence-score';
import { CopyButton } from '../common/copy-button';

export function BatchProcessing() {
  const id = useId();
  const { prompts, add, remove, setText, result, setResult } = useBatchStore();
  const batch = useBatchEnhance();
  const busy = batch.isPending;
  const [running, setRunning] = useState(0);

  const enhanceAll = () => {
    // Blank textareas are dropped rather than sent.
    const kept = prompts.map((p) => p.text.trim()).filter(Boolean);
    if (kept.length === 0) {
      toast.error(MESSAGES.batchPromptRequired);
      return;
    }
    setRunning(kept.length);
    batch.mutate(
      { prompts: kept },
      {
        onSuccess: (data) => {
          setResult(data);
          toast.success(MESSAGES.batchSucceeded);
        },
        onError: (error) => toast.error(errorMessage(error, MESSAGES.batchFailed)),
      },
    );
  };

  return (
    <section className="tool-stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="tool-section__title">
        Batch Processing
      </h3>
      <fieldset
        disabled={busy}
        className={cardClassName({ padding: 'sm', className: 'tool-fieldset tool-stack' })}
      >
        <legend className="ui-visually-hidden">Prompts to enhance</legend>
        <ol className="tool-batch-list">
          {prompts.map((prompt, index) => (
            <li key={prompt.id} className="tool-batch-item">
              <label htmlFor={`${id}-p${prompt.id}`}>Prompt {index + 1}</label>
              <div className="tool-row tool-row--top">
                <textarea
                  id={`${id}-p${prompt.id}`}
                  className="ui-input"
                  rows={2}
                  maxLength={LIMITS.promptMaxChars}
                  value={prompt.text}
                  onChange={(e) => setText(prompt.id, e.target.value)}
                />
                <Button
                  size="sm"
                  aria-label={`Remove prompt ${index + 1}`}
                  disabled={prompts.length <= 1}
                  title={prompts.length <= 1 ? 'The last prompt cannot be removed' : undefined}
                  onClick={() => remove(prompt.id)}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ol>
        <div className="tool-row">
          <Button onClick={add} disabled={prompts.length >= LIMITS.batchMaxPrompts}>
            Add prompt
          </Button>
          <Button variant="primary" onClick={enhanceAll}>
            {busy ? 'Enhancing…' : 'Enhance All'}
          </Button>
        </div>
        {busy && (
          <div className="tool-progress-block">
            <p id={`${id}-progress`}>
              Enhancing {running} {running === 1 ? 'prompt' : 'prompts'}…
            </p>
            <ProgressBar aria-labelledby={`${id}-progress`} />
          </div>
        )}
      </fieldset>

      {result && <BatchResults result={result} />}
    </section>
  );
}

function BatchResults({ result }: { result: BatchEnhanceResult }) {
  const id = useId();
  const { summary, results } = result;
  return (
    <div className="tool-stack" aria-labelledby={`${id}-title`} role="region">
      <div className="tool-row tool-row--between">
        <h4 id={`${id}-title`} className="tool-card__title">
          Batch results
        </h4>
        <div className="tool-row">
          <Button
            size="sm"
            onClick={() =>
              downloadText(timestampedName('batch-results', 'csv'), batchToCsv(result), CSV_TYPE)
            }
          >
            Export CSV
          </Button>
          <Button
            size="sm"
            onClick={() =>
              downloadText(
                timestampedName('batch-results', 'json'),
                batchToJson(result),
                'application/json',
              )
            }
          >
            Export JSON
          </Button>
        </div>
      </div>
      <Stats>
        <Stat label="Total processed" value={summary.totalProcessed} />
        <Stat label="Average confidence" value={summary.averageConfidence.toFixed(1)} />
        <Stat label="Processing time" value={formatMs(summary.processingTime)} />
      </Stats>
      <ol className="tool-stack tool-plain-list">
        {results.map((r, i) => (
          <Card key={r.id} as="li" padding="sm" className="tool-stack">
            <div className="tool-row tool-row--between">
              <h5 className="tool-subtitle">Result {i + 1}</h5>
              <CopyButton text={r.enhanced} label={`Copy enhanced prompt ${i + 1}`} />
            </div>
            <div>
              <p className="tool-label">Original</p>
              <p className="tool-output tool-output--muted">{r.original}</p>
            </div>
            <div>
              <p className="tool-label">Enhanced</p>
              <p className="tool-output">{r.enhanced}</p>
            </div>
            <p>
              Confidence: <ConfidenceScore score={r.confidence} />
            </p>
            {r.suggestions.length > 0 && (
              <ul className="tool-list" aria-label={`Suggestions for result ${i + 1}`}>
                {r.suggestions.map((s, j) => (
                  <li key={j}>{s}</li>
                ))}
              </ul>
            )}
          </Card>
        ))}
      </ol>
    </div>
  );
}

import type { EnhanceOptions, EnhancementResult } from '@silent/contracts';
import { useId } from 'react';
import { ConfidenceScore } from '../common/confidence-score';
import { CopyButton } from '../common/copy-button';
import { DiffView } from '../common/diff-view';
import { formatMs } from '../../lib/format';
import { SaveToLibrary } from '../library/save-to-library';
import { RatingControl } from './rating-control';

export function EnhancementResultView({
  original,
  result,
  options = {},
}: {
  original: string;
  result: EnhancementResult;
  /** The options it was made with, kept with a version saved to the library. */
  options?: EnhanceOptions;
}) {
  const id = useId();
  return (
    <article className="tool-card tool-stack tool-result" aria-labelledby={`${id}-title`}>
      <div className="tool-row tool-row--between">
        <h3 id={`${id}-title`} className="tool-card__title">
          Enhanced prompt
        </h3>
        <CopyButton text={result.enhancedPrompt} label="Copy enhanced prompt" />
      </div>
      <p className="tool-output">{result.enhancedPrompt}</p>

      <p>
        Confidence: <ConfidenceScore score={result.confidence} />
      </p>

      {result.suggestions.length > 0 && (
        <div>
          <h4 className="tool-subtitle">Suggestions</h4>
          <ul className="tool-list">
            {result.suggestions.map((s, i) => (
              <li key={i}>{s}</li>
            ))}
          </ul>
        </div>
      )}

      <div>
        <h4 className="tool-subtitle">Metrics</h4>
        <dl className="tool-metrics">
          <div>
            <dt>Model</dt>
            <dd>{result.model}</dd>
          </div>
          <div>
            <dt>Processing time</dt>
            <dd>{formatMs(result.metadata.processingTime)}</dd>
          </div>
          <div>
            <dt>Confidence</dt>
            <dd>
              <ConfidenceScore score={result.confidence} />
            </dd>
          </div>
        </dl>
      </div>

      <div>
        <h4 className="tool-subtitle">Changes</h4>
        <DiffView before={original} after={result.enhancedPrompt} />
      </div>

      <RatingControl enhancementId={result.id} ratingToken={result.ratingToken} />
      <SaveToLibrary
        text={result.enhancedPrompt}
        options={options}
        engine={result.metadata.engine}
        model={result.model}
      />
    </article>
  );
}

import type { EnhanceOptions, EnhancementResult } from '@silent/contracts';
import { Card } from '@silent/ui';
import { useEffect, useId, useRef } from 'react';
import { formatMs } from '../../lib/format';
import { ConfidenceScore } from '../common/confidence-score';
import { CopyButton } from '../common/copy-button';
import { DiffView } from '../common/diff-view';
import { ScoreChanges } from '../common/score-changes';
import { SaveToLibrary } from '../library/save-to-library';
import { RatingControl } from './rating-control';

// Readable names for the engine's addition ids (metadata.added); an unknown id shows as is.
const ADDITION_LABELS: Record<string, string> = {
  role: 'Role',
  audience: 'Audience',
  context: 'Context',
  clarify: 'Clarification',
  format: 'Output format',
  'edge-cases': 'Edge case',
  unknowns: 'Missing detail',
  'house-rules': 'Your trained house rules',
  length: 'Length',
  tone: 'Tone',
  placeholders: 'No invented details',
  variables: 'Template variables kept',
  'answer-language': 'Answer language',
  inputs: 'Space for your material',
};

/**
 * What the engine added and why, so a user can judge each line; a strong prompt the engine left
 * alone says so instead of looking like a failure. Engines that do not report additions (an
 * older API) show nothing here.
 */
function AddedList({ original, result }: { original: string; result: EnhancementResult }) {
  const { added, fallbackReason } = result.metadata;
  if (!added) return null;
  const unchanged = result.enhancedPrompt.trim() === original.trim();
  return (
    <div>
      <h4 className="tool-subtitle">What was added</h4>
      {added.length === 0 ? (
        <p>
          {unchanged
            ? 'Already a strong prompt: nothing was added.'
            : 'Only the wording was tidied: nothing was added.'}
        </p>
      ) : (
        <ul className="tool-list">
          {added.map((entry, i) => (
            <li key={i}>
              <strong>{ADDITION_LABELS[entry.id] ?? entry.id}</strong>: {entry.reason}
            </li>
          ))}
        </ul>
      )}
      {fallbackReason && <p>The model’s answer was not used: {fallbackReason}</p>}
    </div>
  );
}

export function EnhancementResultView({
  original,
  result,
  options = {},
  focusOnMount = false,
}: {
  original: string;
  result: EnhancementResult;
  /** A result just made: its heading takes focus and scrolls into view. */
  focusOnMount?: boolean;
  /** The options it was made with, kept with a version saved to the library. */
  options?: EnhanceOptions;
}) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Mount only: one result takes focus once, when it arrives.
  useEffect(() => {
    const heading = headingRef.current;
    if (!focusOnMount || !heading) return;
    const reduceMotion =
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView?.({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Card
      as="article"
      padding="sm"
      className="tool-stack tool-result"
      aria-labelledby={`${id}-title`}
    >
      <div className="tool-row tool-row--between">
        <h3 ref={headingRef} tabIndex={-1} id={`${id}-title`} className="tool-card__title">
          Enhanced prompt
        </h3>
        <CopyButton text={result.enhancedPrompt} label="Copy enhanced prompt" />
      </div>
      <p className="tool-output">{result.enhancedPrompt}</p>

      <p>
        Confidence: <ConfidenceScore score={result.confidence} />
      </p>

      <AddedList original={original} result={result} />

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
        <ScoreChanges
          before={result.metadata.originalScore}
          after={result.confidence}
          {...(result.metadata.originalChecks
            ? { beforeChecks: result.metadata.originalChecks }
            : {})}
          afterChecks={result.metadata.checks}
        />
        <DiffView before={original} after={result.enhancedPrompt} />
      </div>

      <RatingControl enhancementId={result.id} ratingToken={result.ratingToken} />
      <SaveToLibrary
        text={result.enhancedPrompt}
        options={options}
        engine={result.metadata.engine}
        model={result.model}
      />
    </Card>
  );
}

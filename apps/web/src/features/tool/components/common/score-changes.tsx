import { changedChecks, type ScoreCheck } from '@silent/contracts';
import { EmptyState } from '@silent/ui';
import { useId } from 'react';
import { formatConfidence } from '../../lib/format';
import { signedPoints } from '../../lib/score-changes';

const outcome = (state: { passed: boolean } | null) =>
  state ? (state.passed ? 'passed' : 'failed') : 'not checked';

/**
 * The score before and after, and the checks that changed on the way: what the enhancement
 * fixed (or, rarely, broke). An API that does not send the original's checks gets the scores.
 */
export function ScoreChanges({
  before,
  after,
  beforeChecks,
  afterChecks,
}: {
  before: number;
  after: number;
  beforeChecks?: readonly ScoreCheck[];
  afterChecks: readonly ScoreCheck[];
}) {
  const id = useId();
  const changes = beforeChecks ? changedChecks(beforeChecks, afterChecks) : null;
  return (
    <div className="tool-stack tool-score-changes">
      <p>
        Score: {formatConfidence(before)} → {formatConfidence(after)} (
        <strong>{signedPoints(after - before)}</strong>)
      </p>
      {changes && changes.length === 0 && <EmptyState>No score check changed.</EmptyState>}
      {changes && changes.length > 0 && (
        <>
          <h5 id={`${id}-checks`} className="tool-diff__heading">
            Checks that changed
          </h5>
          <ul className="tool-list" aria-labelledby={`${id}-checks`}>
            {changes.map((change) => {
              const delta = (change.after?.points ?? 0) - (change.before?.points ?? 0);
              return (
                <li key={change.id}>
                  <strong>{change.label}</strong>: {outcome(change.before)} →{' '}
                  {outcome(change.after)}{' '}
                  <span className="tool-muted">
                    ({signedPoints(delta)} {Math.abs(delta) === 1 ? 'point' : 'points'})
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}

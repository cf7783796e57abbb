import { useId, useMemo } from 'react';
import { diffStats, diffWords, type DiffSegment } from '../../lib/diff';

/** One side of the comparison: the words both texts share plain, this side's changes marked. */
function Side({
  id,
  title,
  segments,
  keep,
}: {
  id: string;
  title: string;
  segments: readonly DiffSegment[];
  keep: 'removed' | 'added';
}) {
  return (
    <section className="tool-diff__side" aria-labelledby={id}>
      <h5 id={id} className="tool-diff__heading">
        {title}
      </h5>
      <p className="tool-diff__text">
        {segments.map((s, i) =>
          s.type === 'equal' ? (
            <span key={i}>{s.text}</span>
          ) : s.type !== keep ? null : keep === 'added' ? (
            <ins key={i} className="tool-diff__added">
              <span className="ui-visually-hidden">[added: </span>
              {s.text}
              <span className="ui-visually-hidden">]</span>
            </ins>
          ) : (
            <del key={i} className="tool-diff__removed">
              <span className="ui-visually-hidden">[removed: </span>
              {s.text}
              <span className="ui-visually-hidden">]</span>
            </del>
          ),
        )}
      </p>
    </section>
  );
}

/**
 * A word-level diff in two columns (stacked on a narrow screen), each labelled by its heading:
 * the earlier text on the left with its removed words marked, the later text on the right with
 * its added words marked, and a one-line count above.
 */
export function DiffColumns({
  segments,
  beforeTitle,
  afterTitle,
  testId,
}: {
  segments: readonly DiffSegment[];
  beforeTitle: string;
  afterTitle: string;
  testId: string;
}) {
  const id = useId();
  const stats = diffStats(segments);
  return (
    <div className="tool-diff">
      <p className="tool-muted">
        {stats.added} {stats.added === 1 ? 'word' : 'words'} added, {stats.removed}{' '}
        {stats.removed === 1 ? 'word' : 'words'} removed.
      </p>
      <div className="tool-diff__sides" data-testid={testId}>
        <Side id={`${id}-before`} title={beforeTitle} segments={segments} keep="removed" />
        <Side id={`${id}-after`} title={afterTitle} segments={segments} keep="added" />
      </div>
    </div>
  );
}

/**
 * The original and the enhanced text side by side, with only the words that changed marked:
 * removed ones on the original's side, added ones on the other.
 */
export function DiffView({ before, after }: { before: string; after: string }) {
  const segments = useMemo(() => diffWords(before, after), [before, after]);
  return (
    <DiffColumns segments={segments} beforeTitle="Original" afterTitle="Enhanced" testId="diff" />
  );
}

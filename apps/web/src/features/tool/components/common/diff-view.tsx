import { useMemo } from 'react';
import { diffStats, diffWords } from '../../lib/diff';

/** Inline word diff of two texts: removed words struck through, added words highlighted. */
export function DiffView({ before, after }: { before: string; after: string }) {
  const segments = useMemo(() => diffWords(before, after), [before, after]);
  const stats = diffStats(segments);
  return (
    <div className="tool-diff">
      <p className="tool-muted">
        {stats.added} {stats.added === 1 ? 'word' : 'words'} added, {stats.removed}{' '}
        {stats.removed === 1 ? 'word' : 'words'} removed.
      </p>
      <p className="tool-diff__text" data-testid="diff">
        {segments.map((s, i) =>
          s.type === 'equal' ? (
            <span key={i}>{s.text}</span>
          ) : s.type === 'added' ? (
            <ins key={i} className="tool-diff__added">
              <span className="tool-visually-hidden">[added: </span>
              {s.text}
              <span className="tool-visually-hidden">]</span>
            </ins>
          ) : (
            <del key={i} className="tool-diff__removed">
              <span className="tool-visually-hidden">[removed: </span>
              {s.text}
              <span className="tool-visually-hidden">]</span>
            </del>
          ),
        )}
      </p>
    </div>
  );
}

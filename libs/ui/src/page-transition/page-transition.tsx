import { PAGE_TRANSITION_MS } from '@silent/contracts';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';

export interface PageTransitionProps {
  /** Changes on every route change (the pathname); hash-only changes should not change it. */
  transitionKey: string;
  children: ReactNode;
  wordmark?: string;
  durationMs?: number;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * On each route change a full-screen wordmark fills in (CSS only, about a second), then the new
 * page fades in. The first page load shows no overlay, so it never delays the largest paint, and
 * the overlay is skipped entirely for people who prefer reduced motion.
 */
export function PageTransition({
  transitionKey,
  children,
  wordmark = 'Silent Labs',
  durationMs = PAGE_TRANSITION_MS,
}: PageTransitionProps) {
  const [state, setState] = useState({ key: transitionKey, run: 0, playing: false });
  if (state.key !== transitionKey) {
    // Adjusting state while rendering: the overlay is in the very first frame of the new page.
    setState({ key: transitionKey, run: state.run + 1, playing: !prefersReducedMotion() });
  }

  useEffect(() => {
    if (!state.playing) return;
    const timer = window.setTimeout(
      () => setState((current) => ({ ...current, playing: false })),
      durationMs + 100,
    );
    return () => window.clearTimeout(timer);
  }, [state.run, state.playing, durationMs]);

  const style = { '--page-transition-ms': `${durationMs}ms` } as CSSProperties;
  return (
    <>
      {state.playing ? (
        <div
          key={`overlay-${state.run}`}
          className="ui-page-transition"
          style={style}
          aria-hidden="true"
          data-testid="page-transition"
        >
          <span className="ui-page-transition__wordmark" data-text={wordmark}>
            {wordmark}
          </span>
        </div>
      ) : null}
      <div
        key={`page-${state.run}`}
        className={state.run > 0 ? 'ui-page ui-page--enter' : 'ui-page'}
        style={style}
      >
        {children}
      </div>
    </>
  );
}

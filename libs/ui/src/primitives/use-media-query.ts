import { useSyncExternalStore } from 'react';

/** Whether a media query matches now, kept up to date (false where there is no matchMedia). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') {
        return () => undefined;
      }
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** A phone or tablet: no hovering pointer, a finger for one. No keyboard shortcuts to show. */
export const TOUCH_ONLY_QUERY = '(hover: none) and (pointer: coarse)';

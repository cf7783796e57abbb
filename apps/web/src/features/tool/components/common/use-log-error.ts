import { useEffect } from 'react';

/** The spec wants some load failures only logged, never shown: this is that log. */
export function useLogError(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.error(`Failed to load ${what}`, error);
  }, [error, what]);
}

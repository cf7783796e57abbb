import { createJSONStorage, type PersistOptions } from 'zustand/middleware';

/**
 * The tool's work (inputs and results of every tab) lives in this browser tab's session
 * storage: switching tabs, leaving /silent or reloading keeps it; closing the tab ends it.
 */
export function persistInSession<S, P = Partial<S>>(
  name: string,
  partialize: (state: S) => P,
): PersistOptions<S, P> {
  return {
    name: `silent-tool:${name}`,
    version: 1,
    storage: createJSONStorage(() => window.sessionStorage),
    partialize,
  };
}

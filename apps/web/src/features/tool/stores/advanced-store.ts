import type { VariationsResult } from '@silent/contracts';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistInSession } from './session-persist';

/** The Templates and Variations tabs' inputs and results. */
export interface AdvancedWork {
  templateId: string;
  templateValues: Record<string, string>;
  applied: { name: string; result: string } | null;
  variationsPrompt: string;
  variations: VariationsResult | null;
}

interface AdvancedStore extends AdvancedWork {
  update: (patch: Partial<AdvancedWork>) => void;
  reset: () => void;
}

const initial: AdvancedWork = {
  templateId: '',
  templateValues: {},
  applied: null,
  variationsPrompt: '',
  variations: null,
};

export const useAdvancedStore = create<AdvancedStore>()(
  persist(
    (set) => ({
      ...initial,
      update: (patch) => set(patch),
      reset: () => set(initial),
    }),
    persistInSession('advanced', ({ update: _u, reset: _r, ...kept }) => kept),
  ),
);

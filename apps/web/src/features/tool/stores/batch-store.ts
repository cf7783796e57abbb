import type { BatchEnhanceResult } from '@silent/contracts';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistInSession } from './session-persist';

export interface BatchPrompt {
  id: number;
  text: string;
}

interface BatchStore {
  prompts: BatchPrompt[];
  nextId: number;
  result: BatchEnhanceResult | null;
  add: () => void;
  /** The last remaining textarea cannot be removed. */
  remove: (id: number) => void;
  setText: (id: number, text: string) => void;
  setResult: (result: BatchEnhanceResult | null) => void;
  reset: () => void;
}

const initial = { prompts: [{ id: 1, text: '' }], nextId: 2, result: null };

export const useBatchStore = create<BatchStore>()(
  persist(
    (set) => ({
      ...initial,
      add: () =>
        set((s) => ({ prompts: [...s.prompts, { id: s.nextId, text: '' }], nextId: s.nextId + 1 })),
      remove: (id) =>
        set((s) => (s.prompts.length <= 1 ? s : { prompts: s.prompts.filter((p) => p.id !== id) })),
      setText: (id, text) =>
        set((s) => ({ prompts: s.prompts.map((p) => (p.id === id ? { ...p, text } : p)) })),
      setResult: (result) => set({ result }),
      reset: () => set(initial),
    }),
    persistInSession('batch', ({ prompts, nextId, result }) => ({ prompts, nextId, result })),
  ),
);

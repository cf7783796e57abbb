import {
  DEFAULT_LENGTH,
  DEFAULT_STYLE,
  type EnhancementResult,
  type EnhanceOptions,
  type PromptLength,
  type PromptStyle,
} from '@silent/contracts';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistInSession } from './session-persist';

/** The Basic Enhancer's draft: kept outside the component so switching tabs loses nothing. */
export interface EnhancerDraft {
  prompt: string;
  style: PromptStyle;
  length: PromptLength;
  targetAudience: string;
  context: string;
  optionsOpen: boolean;
}

/** The last result, with the prompt and the options it was made from. */
export interface LastEnhancement {
  original: string;
  result: EnhancementResult;
  /** Kept with a version saved to the library (absent in sessions stored before it was kept). */
  options?: EnhanceOptions;
}

interface EnhancerStore extends EnhancerDraft {
  last: LastEnhancement | null;
  update: (patch: Partial<EnhancerDraft>) => void;
  setLast: (last: LastEnhancement | null) => void;
  reset: () => void;
}

export const initialEnhancerDraft: EnhancerDraft = {
  prompt: '',
  style: DEFAULT_STYLE,
  length: DEFAULT_LENGTH,
  targetAudience: '',
  context: '',
  optionsOpen: false,
};

export const useEnhancerStore = create<EnhancerStore>()(
  persist(
    (set) => ({
      ...initialEnhancerDraft,
      last: null,
      update: (patch) => set(patch),
      setLast: (last) => set({ last }),
      reset: () => set({ ...initialEnhancerDraft, last: null }),
    }),
    persistInSession('enhancer', ({ update: _u, setLast: _s, reset: _r, ...kept }) => kept),
  ),
);

import {
  DEFAULT_LENGTH,
  DEFAULT_STYLE,
  type PromptLength,
  type PromptStyle,
} from '@silent/contracts';
import { create } from 'zustand';

/** The Basic Enhancer's draft: kept outside the component so switching tabs loses nothing. */
export interface EnhancerDraft {
  prompt: string;
  style: PromptStyle;
  length: PromptLength;
  targetAudience: string;
  context: string;
  optionsOpen: boolean;
}

interface EnhancerStore extends EnhancerDraft {
  update: (patch: Partial<EnhancerDraft>) => void;
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

export const useEnhancerStore = create<EnhancerStore>()((set) => ({
  ...initialEnhancerDraft,
  update: (patch) => set(patch),
  reset: () => set(initialEnhancerDraft),
}));

import type { PromptLength, PromptStyle } from '@silent/contracts';

/** The Basic Enhancer's four quick-fill presets: each sets the prompt, style and length. */
export interface EnhancerPreset {
  name: string;
  prompt: string;
  style: PromptStyle;
  length: PromptLength;
}

export const ENHANCER_PRESETS: readonly EnhancerPreset[] = [
  {
    name: 'Business Email',
    prompt: 'Write an email to a client about the delay in their project delivery',
    style: 'professional',
    length: 'medium',
  },
  {
    name: 'Social Media',
    prompt: 'Create a post announcing our new mobile app launch',
    style: 'casual',
    length: 'short',
  },
  {
    name: 'Blog Post',
    prompt: 'Write a blog post about how small teams can adopt AI tools',
    style: 'creative',
    length: 'long',
  },
  {
    name: 'Customer Service',
    prompt: 'Reply to a customer who was charged twice for their subscription',
    style: 'professional',
    length: 'short',
  },
];

// Deterministic choices of prompts: a spread across tasks, languages and strengths, so a
// handful of samples or a 30-prompt panel is not all English one-liners.

import { STRENGTHS, type DevPrompt } from './dataset';
import { seededOrder } from './random';

/**
 * Picks `count` prompts, one at a time: the prompt whose task is least represented so far, and
 * whose language and strength are furthest below their share of the dev set (so English, most
 * of what people type, stays the largest group), ties broken by a seeded order.
 */
export function pickSpread(
  prompts: readonly DevPrompt[],
  count: number,
  seed: string,
): DevPrompt[] {
  const pool = seededOrder(prompts, seed, (prompt) => prompt.id);
  const quota = (key: (prompt: DevPrompt) => string, value: string) =>
    Math.max(
      1,
      (count * prompts.filter((prompt) => key(prompt) === value).length) / prompts.length,
    );
  const chosen: DevPrompt[] = [];
  const tally = (key: (prompt: DevPrompt) => string, value: string) =>
    chosen.filter((prompt) => key(prompt) === value).length;
  const task = (prompt: DevPrompt) => prompt.task;
  const language = (prompt: DevPrompt) => prompt.language;
  const strength = (prompt: DevPrompt) => prompt.strength;
  while (chosen.length < count && pool.length > 0) {
    let bestIndex = 0;
    let bestCost = Infinity;
    pool.forEach((prompt, index) => {
      const cost =
        4 * tally(task, prompt.task) +
        (2 * tally(language, prompt.language)) / quota(language, prompt.language) +
        tally(strength, prompt.strength) / quota(strength, prompt.strength);
      if (cost < bestCost) {
        bestCost = cost;
        bestIndex = index;
      }
    });
    const [next] = pool.splice(bestIndex, 1);
    if (next) chosen.push(next);
  }
  return chosen;
}

export const SAMPLE_SEED = 'silent-eval-samples-v1';
export const SAMPLE_COUNT = 8;

/** The prompts printed in samples.md: at least one of each strength, then the spread. */
export function pickSamples(prompts: readonly DevPrompt[]): DevPrompt[] {
  const picked = pickSpread(prompts, SAMPLE_COUNT, SAMPLE_SEED);
  for (const strength of STRENGTHS) {
    if (picked.some((prompt) => prompt.strength === strength)) continue;
    const extra = seededOrder(
      prompts.filter((prompt) => prompt.strength === strength),
      SAMPLE_SEED,
      (prompt) => prompt.id,
    )[0];
    if (extra) picked[picked.length - 1] = extra;
  }
  return picked;
}

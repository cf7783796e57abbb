import { categoryLabel, type TrainingResultSummary } from '@silent/contracts';

/**
 * After a delete: which results now need retraining, in a sentence (empty when none). Shared
 * results are named as such: only an admin retrains those.
 */
export function outOfDateNotice(results: readonly TrainingResultSummary[]): string {
  const own = [...new Set(results.filter((r) => !r.shared).map((r) => r.category))];
  if (own.length === 0) return '';
  const list = own.map((category) => `“${categoryLabel(category)}”`).join(', ');
  return `Your training for ${list} learned from it and is now out of date: retrain it from Sessions.`;
}

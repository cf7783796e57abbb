import type { CheckChange, ScoreCheck } from '@silent/contracts';

/**
 * The score checks whose outcome or points differ between the prompt as written and the
 * enhanced one (or that only one of them has), in the enhanced prompt's order.
 */
export function changedChecks(
  before: readonly ScoreCheck[],
  after: readonly ScoreCheck[],
): CheckChange[] {
  const was = new Map(before.map((check) => [check.id, check]));
  const now = new Map(after.map((check) => [check.id, check]));
  const ids = [...new Set([...now.keys(), ...was.keys()])];
  const state = (check: ScoreCheck | undefined) =>
    check ? { passed: check.passed, points: check.points } : null;
  return ids.flatMap((id) => {
    const a = was.get(id);
    const b = now.get(id);
    if (a && b && a.passed === b.passed && a.points === b.points) return [];
    return [{ id, label: (b ?? a)?.label ?? id, before: state(a), after: state(b) }];
  });
}

/** "+1.5", "−0.5", "0": a change of points with its sign, one decimal at most. */
export function signedPoints(delta: number): string {
  const rounded = Math.round(delta * 10) / 10;
  if (rounded === 0) return '0';
  return `${rounded > 0 ? '+' : '−'}${Math.abs(rounded)}`;
}

/** "+1.5", "−0.5", "0": a change of points with its sign, one decimal at most. */
export function signedPoints(delta: number): string {
  const rounded = Math.round(delta * 10) / 10;
  if (rounded === 0) return '0';
  return `${rounded > 0 ? '+' : '−'}${Math.abs(rounded)}`;
}

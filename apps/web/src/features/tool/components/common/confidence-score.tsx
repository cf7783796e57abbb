import { confidenceBand, type ConfidenceBand } from '@silent/contracts';
import { formatConfidence } from '../../lib/format';

/** The band in words, so the score never relies on colour alone. */
const BAND_LABEL: Record<ConfidenceBand, string> = {
  green: 'high',
  amber: 'medium',
  red: 'low',
};

/** Confidence out of 10, coloured by the spec's thresholds (green ≥ 8, amber ≥ 6, red below). */
export function ConfidenceScore({ score }: { score: number }) {
  const band = confidenceBand(score);
  return (
    <span className={`tool-confidence tool-confidence--${band}`} data-band={band}>
      {formatConfidence(score)}
      <span className="tool-confidence__band"> ({BAND_LABEL[band]})</span>
    </span>
  );
}

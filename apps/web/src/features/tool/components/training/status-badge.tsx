import { Badge, type BadgeTone } from '@silent/ui';
import { humanizeStatus } from '../../lib/format';

const LOOK: Record<string, { tone: BadgeTone; icon: string }> = {
  completed: { tone: 'success', icon: '✓' },
  in_progress: { tone: 'info', icon: '▶' },
  failed: { tone: 'danger', icon: '✕' },
};
const NEUTRAL = { tone: 'neutral', icon: '🕒' } as const;

/** Session status: completed green check, in_progress blue play, failed red cross, else a clock. */
export function StatusBadge({ status }: { status: string }) {
  const look = LOOK[status] ?? NEUTRAL;
  return (
    <Badge tone={look.tone} className="tool-status" data-tone={look.tone}>
      <span aria-hidden="true">{look.icon}</span>
      {humanizeStatus(status)}
    </Badge>
  );
}

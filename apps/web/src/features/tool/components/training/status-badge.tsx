import { humanizeStatus } from '../../lib/format';

const LOOK: Record<string, { tone: string; icon: string }> = {
  completed: { tone: 'success', icon: '✓' },
  in_progress: { tone: 'info', icon: '▶' },
  failed: { tone: 'danger', icon: '✕' },
};
const NEUTRAL = { tone: 'neutral', icon: '🕒' };

/** Session status: completed green check, in_progress blue play, failed red cross, else a clock. */
export function StatusBadge({ status }: { status: string }) {
  const look = LOOK[status] ?? NEUTRAL;
  return (
    <span className={`tool-status tool-status--${look.tone}`} data-tone={look.tone}>
      <span aria-hidden="true" className="tool-status__icon">
        {look.icon}
      </span>
      {humanizeStatus(status)}
    </span>
  );
}

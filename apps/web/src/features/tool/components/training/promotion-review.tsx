import { MESSAGES, categoryLabel, type PromotableSession } from '@silent/contracts';
import { Button, Card, EmptyState } from '@silent/ui';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import {
  usePromotableSessions,
  usePromoteTrainingSession,
} from '../../api/promote-training-session';
import { errorMessage } from '../../lib/error-message';
import { formatDate, formatPercent } from '../../lib/format';
import { useIsAdmin } from '../common/use-is-admin';
import { SessionResultsModal } from './session-results-modal';

/**
 * Admins only: users' completed sessions, each with its before/after figures; "Review" opens
 * the examples it learned, and "Promote to shared" there makes them everyone's.
 */
export function PromotionReview() {
  const id = useId();
  const isAdmin = useIsAdmin();
  const review = usePromotableSessions(isAdmin);
  const [reviewing, setReviewing] = useState<PromotableSession | null>(null);
  if (!isAdmin) return null;
  const list = review.data ?? [];

  return (
    <Card as="section" padding="sm" className="tool-stack" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="tool-subtitle">
        Users&apos; sessions to review (admin)
      </h4>
      <p className="tool-muted tool-small">
        Promoting a session makes what it learned the shared training: every enhancement without
        training of its own uses it from then on.
      </p>
      {list.length === 0 ? (
        <EmptyState>No completed user sessions waiting for review.</EmptyState>
      ) : (
        <ul className="tool-stack tool-plain-list" aria-label="Sessions to review">
          {list.map((entry) => (
            <li key={entry.session.id} className="tool-row tool-row--between tool-row--wrap">
              <span>
                <strong>{entry.session.session_name}</strong>{' '}
                <span className="tool-muted tool-small">
                  {entry.owner_email ?? 'a user'} ·{' '}
                  {entry.session.categories.map(categoryLabel).join(', ')} ·{' '}
                  {formatPercent(entry.session.baseline_success_rate)} →{' '}
                  {formatPercent(entry.session.success_rate)}
                  {entry.session.completed_at ? ` · ${formatDate(entry.session.completed_at)}` : ''}
                </span>
              </span>
              <Button
                size="sm"
                aria-label={`Review ${entry.session.session_name}`}
                onClick={() => setReviewing(entry)}
              >
                Review
              </Button>
            </li>
          ))}
        </ul>
      )}
      {reviewing && <PromoteModal entry={reviewing} onClose={() => setReviewing(null)} />}
    </Card>
  );
}

function PromoteModal({ entry, onClose }: { entry: PromotableSession; onClose: () => void }) {
  const promote = usePromoteTrainingSession();
  const onPromote = () =>
    promote.mutate(entry.session.id, {
      onSuccess: () => {
        toast.success(MESSAGES.trainingSessionPromoted);
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error, MESSAGES.trainingSessionPromoteFailed)),
    });
  return (
    <SessionResultsModal
      session={entry.session}
      owner={entry.owner_email ?? 'a user'}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" loading={promote.isPending} onClick={onPromote}>
            Promote to shared
          </Button>
        </>
      }
    />
  );
}

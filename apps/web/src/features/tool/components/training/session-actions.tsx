import { MESSAGES, categoryLabel, type TrainingSession } from '@silent/contracts';
import { Badge, Button, Alert } from '@silent/ui';
import { useState } from 'react';
import toast from 'react-hot-toast';
import {
  useCancelTrainingSession,
  useDeleteTrainingSession,
} from '../../api/change-training-session';
import { useCreateTrainingSession } from '../../api/create-training-session';
import { isSessionRunning } from '../../api/get-training-sessions';
import { errorMessage } from '../../lib/error-message';
import { ConfirmDialog } from '../common/confirm-dialog';
import { SessionResultsModal } from './session-results-modal';

/** The results a session produced, marked, with "Retrain" where one is out of date. */
export function SessionResults({ session }: { session: TrainingSession }) {
  const retrain = useCreateTrainingSession();
  if (session.results.length === 0) return null;
  const outOfDate = session.results.filter((r) => r.out_of_date && r.status === 'active');
  const onRetrain = () =>
    retrain.mutate(
      {
        sessionName: `Retrain: ${session.session_name}`.slice(0, 200),
        categories: outOfDate.map((r) => r.category),
        modelVersion: session.model_version,
        ...(session.shared ? { shared: true } : {}),
      },
      {
        onSuccess: () => toast.success(MESSAGES.trainingSessionCreated),
        onError: (error) => toast.error(errorMessage(error, MESSAGES.trainingSessionCreateFailed)),
      },
    );
  return (
    <div className="tool-stack">
      <ul className="tool-plain-list tool-row tool-row--wrap" aria-label="Training results">
        {session.results.map((result) => (
          <li key={result.id} className="tool-row">
            <span>{categoryLabel(result.category)}</span>
            <Badge tone={result.status === 'active' ? 'success' : 'neutral'}>
              {result.status === 'active' ? 'In use' : 'Replaced'}
            </Badge>
            {result.out_of_date && <Badge tone="warning">Out of date</Badge>}
          </li>
        ))}
      </ul>
      {outOfDate.length > 0 && (
        <Alert
          role="status"
          tone="warning"
          as="div"
          className="tool-row tool-row--between tool-row--wrap"
        >
          <span>{MESSAGES.resultOutOfDate}</span>
          {session.can_edit && (
            <Button size="sm" variant="primary" loading={retrain.isPending} onClick={onRetrain}>
              Retrain
            </Button>
          )}
        </Alert>
      )}
    </div>
  );
}

/** View results, cancel (while running) and delete: for the session's owner (admins: shared). */
export function SessionActions({ session }: { session: TrainingSession }) {
  const [viewing, setViewing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const cancel = useCancelTrainingSession();
  const remove = useDeleteTrainingSession();
  const running = isSessionRunning(session);
  const name = session.session_name;

  const onCancel = () =>
    cancel.mutate(session.id, {
      onSuccess: () => toast.success(MESSAGES.trainingSessionCancelled),
      onError: (error) => toast.error(errorMessage(error, MESSAGES.trainingSessionCancelFailed)),
    });
  const onDelete = () =>
    remove.mutate(session.id, {
      onSuccess: () => {
        toast.success(MESSAGES.trainingSessionDeleted);
        setDeleting(false);
      },
      onError: (error) => {
        toast.error(errorMessage(error, MESSAGES.trainingSessionDeleteFailed));
        setDeleting(false);
      },
    });

  const canView = session.status === 'completed' && session.results.length > 0;
  if (!canView && !session.can_edit) return null;
  return (
    <div className="tool-row tool-row--end tool-row--wrap">
      {canView && (
        <Button size="sm" aria-label={`View results of ${name}`} onClick={() => setViewing(true)}>
          View results
        </Button>
      )}
      {session.can_edit && running && (
        <Button
          size="sm"
          loading={cancel.isPending}
          aria-label={`Cancel ${name}`}
          onClick={onCancel}
        >
          Cancel
        </Button>
      )}
      {session.can_edit && (
        <Button
          size="sm"
          variant="danger"
          aria-label={`Delete ${name}`}
          onClick={() => setDeleting(true)}
        >
          Delete
        </Button>
      )}
      {viewing && <SessionResultsModal session={session} onClose={() => setViewing(false)} />}
      {deleting && (
        <ConfirmDialog
          title="Delete this training session?"
          description={`“${name}” is deleted with its results and metrics.${
            running ? ' It is still running: it is cancelled first.' : ''
          } Where its result was in use, your previous training (or the shared one) takes over.`}
          confirmLabel="Delete session"
          busy={remove.isPending}
          onConfirm={onDelete}
          onCancel={() => setDeleting(false)}
        />
      )}
    </div>
  );
}

import {
  DEFAULT_MODEL_VERSION,
  LIMITS,
  MESSAGES,
  MODEL_VERSIONS,
  type ModelVersion,
  type TrainingSession,
  SIGN_IN_REQUIRED,
  categoryLabel,
} from '@silent/contracts';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  Modal,
  ProgressBar,
  Select,
  Spinner,
  TextInput,
  Textarea,
  Alert,
} from '@silent/ui';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useAuth } from '../../../../lib/auth-context';
import { useCreateTrainingSession } from '../../api/create-training-session';
import { useTrainingCategories } from '../../api/get-training-categories';
import { isSessionRunning, useTrainingSessions } from '../../api/get-training-sessions';
import { errorMessage } from '../../lib/error-message';
import { formatDate, formatMinutes, formatPercent } from '../../lib/format';
import { FormActions } from '../common/form-actions';
import { SharedBadge } from '../common/shared-badge';
import { SignInRequired } from '../common/sign-in-required';
import { useIsAdmin } from '../common/use-is-admin';
import { PromotionReview } from './promotion-review';
import { SessionActions, SessionResults } from './session-actions';
import { StatusBadge } from './status-badge';

export function SessionsPanel() {
  const id = useId();
  const { user } = useAuth();
  const sessions = useTrainingSessions();
  const [creating, setCreating] = useState(false);
  const list = sessions.data ?? [];

  return (
    <section className="tool-stack" aria-labelledby={`${id}-title`}>
      <div className="tool-row tool-row--between tool-row--wrap">
        <h3 id={`${id}-title`} className="tool-section__title">
          Sessions
        </h3>
        {user ? (
          <Button variant="primary" onClick={() => setCreating(true)}>
            Create Session
          </Button>
        ) : (
          <SignInRequired prompt={SIGN_IN_REQUIRED.sessions} />
        )}
      </div>
      {sessions.isPending ? (
        <Spinner label="Loading sessions…" className="tool-loading" />
      ) : list.length === 0 ? (
        <EmptyState>No training sessions yet.</EmptyState>
      ) : (
        <ul className="tool-stack tool-plain-list" aria-label="Training sessions">
          {list.map((s) => (
            <SessionCard key={s.id} session={s} />
          ))}
        </ul>
      )}
      <PromotionReview />
      {creating && <CreateSessionModal onClose={() => setCreating(false)} />}
    </section>
  );
}

function SessionCard({ session: s }: { session: TrainingSession }) {
  const id = useId();
  const running = isSessionRunning(s);
  const percent = s.progress_total > 0 ? Math.round((s.progress_done / s.progress_total) * 100) : 0;
  return (
    <Card as="li" padding="sm" className="tool-stack" aria-labelledby={`${id}-name`}>
      <div className="tool-row tool-row--between tool-row--wrap">
        <h4 id={`${id}-name`} className="tool-subtitle">
          {s.session_name}
        </h4>
        <div className="tool-row tool-row--wrap">
          {s.shared && <SharedBadge />}
          {s.promoted_at && <Badge tone="accent">Promoted to shared</Badge>}
          <StatusBadge status={s.status} />
        </div>
      </div>
      {s.description && <p className="tool-muted">{s.description}</p>}
      {running && (
        <div className="tool-progress-block">
          <p id={`${id}-progress`} className="tool-small">
            {s.progress_total > 0
              ? `${s.progress_done} of ${s.progress_total} items (${percent}%)`
              : 'Waiting to start…'}
          </p>
          <ProgressBar
            aria-labelledby={`${id}-progress`}
            value={s.progress_total > 0 ? s.progress_done : undefined}
            max={s.progress_total}
          />
        </div>
      )}
      <dl className="tool-facts">
        <div>
          <dt>Model</dt>
          <dd>{s.model_version}</dd>
        </div>
        <div>
          <dt>Categories</dt>
          <dd>{s.categories.map(categoryLabel).join(', ') || '—'}</dd>
        </div>
        <div>
          <dt>Training data</dt>
          <dd>{s.training_data_count}</dd>
        </div>
        <div>
          <dt>Success rate</dt>
          <dd>
            {formatPercent(s.success_rate)}
            {s.baseline_success_rate !== null && s.success_rate !== null
              ? ` (from ${formatPercent(s.baseline_success_rate)})`
              : ''}
          </dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd>{formatMinutes(s.duration_minutes)}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatDate(s.created_at)}</dd>
        </div>
        {s.engine && (
          <div>
            <dt>Engine</dt>
            <dd>{s.engine}</dd>
          </div>
        )}
      </dl>
      {s.failure_reason && s.status === 'failed' && <Alert>Failed: {s.failure_reason}</Alert>}
      <SessionResults session={s} />
      <SessionActions session={s} />
    </Card>
  );
}

function CreateSessionModal({ onClose }: { onClose: () => void }) {
  const id = useId();
  const categories = useTrainingCategories();
  const create = useCreateTrainingSession();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [modelVersion, setModelVersion] = useState<ModelVersion>(DEFAULT_MODEL_VERSION);
  const [description, setDescription] = useState('');
  const isAdmin = useIsAdmin();
  const [shared, setShared] = useState(false);

  const toggle = (category: string) =>
    setChosen((c) => (c.includes(category) ? c.filter((x) => x !== category) : [...c, category]));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const sessionName = name.trim();
    if (!sessionName || chosen.length === 0) {
      toast.error(MESSAGES.requiredFields);
      return;
    }
    create.mutate(
      {
        sessionName,
        categories: chosen,
        modelVersion,
        ...(description.trim() ? { description: description.trim() } : {}),
        ...(isAdmin && shared ? { shared: true } : {}),
      },
      {
        onSuccess: () => {
          toast.success(MESSAGES.trainingSessionCreated);
          onClose();
        },
        onError: (error) => toast.error(errorMessage(error, MESSAGES.trainingSessionCreateFailed)),
      },
    );
  };

  return (
    <Modal
      open
      onClose={onClose}
      title="Create Training Session"
      closeLabel="Close"
      className="tool-dialog"
    >
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={create.isPending} className="tool-fieldset tool-stack">
          <legend className="tool-small tool-muted">Fields marked * are required.</legend>
          <TextInput
            label="Session name *"
            id={`${id}-name`}
            maxLength={LIMITS.shortTextMaxChars}
            aria-required="true"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <fieldset className="tool-fieldset tool-field">
            <legend>Categories *</legend>
            {categories.isPending ? (
              <Spinner label="Loading categories…" className="tool-loading" />
            ) : (categories.data ?? []).length === 0 ? (
              <EmptyState>No categories yet: add training data first.</EmptyState>
            ) : (
              <div className="tool-checks">
                {(categories.data ?? []).map((c) => (
                  <label key={c.id} className="tool-check">
                    <input
                      type="checkbox"
                      checked={chosen.includes(c.name)}
                      onChange={() => toggle(c.name)}
                    />
                    {categoryLabel(c.name)}{' '}
                    <span className="tool-muted tool-small">({c.sample_count})</span>
                  </label>
                ))}
              </div>
            )}
          </fieldset>
          <Select
            label="Model version"
            options={MODEL_VERSIONS.map((m) => ({ value: m, label: m }))}
            value={modelVersion}
            onChange={(e) => setModelVersion(e.target.value as ModelVersion)}
          />
          <Textarea
            label="Description"
            rows={2}
            maxLength={LIMITS.contextMaxChars}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
          {isAdmin && (
            <label className="tool-check">
              <input
                type="checkbox"
                checked={shared}
                onChange={(e) => setShared(e.target.checked)}
                aria-describedby={`${id}-shared-hint`}
              />
              Train the shared set
            </label>
          )}
          {isAdmin && (
            <p id={`${id}-shared-hint`} className="tool-hint">
              Admins only: trains on the shared data, and the result shapes every enhancement that
              has no training of its own. Otherwise the session is your own.
            </p>
          )}
          <FormActions
            onCancel={onClose}
            submitLabel={create.isPending ? 'Creating…' : 'Create Session'}
          />
        </fieldset>
      </form>
    </Modal>
  );
}

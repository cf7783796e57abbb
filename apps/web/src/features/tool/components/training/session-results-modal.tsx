import {
  MESSAGES,
  categoryLabel,
  type LearnedStyle,
  type TrainingFigures,
  type TrainingResult,
  type TrainingSession,
} from '@silent/contracts';
import { Badge, Card, EmptyState, Modal, Spinner, Table, Alert } from '@silent/ui';
import type { ReactNode } from 'react';
import { useSessionResults } from '../../api/get-session-results';
import { formatDate, formatPercent } from '../../lib/format';
import { SharedBadge } from '../common/shared-badge';

/**
 * What a session learned, per category: the before/after figures and the examples the engine
 * now follows. Owners open it from their session; admins review a user's session here before
 * promoting it (`footer` holds that action).
 */
export function SessionResultsModal({
  session,
  owner,
  footer,
  onClose,
}: {
  session: TrainingSession;
  /** Whose session, when it is not the viewer's own (admin review). */
  owner?: string | null;
  footer?: ReactNode;
  onClose: () => void;
}) {
  const results = useSessionResults(session.id);
  return (
    <Modal
      open
      onClose={onClose}
      title={`What “${session.session_name}” learned`}
      description={
        owner
          ? `A session of ${owner}, completed ${session.completed_at ? formatDate(session.completed_at) : ''}.`
          : undefined
      }
      size="lg"
      closeLabel="Close"
      className="tool-dialog"
      footer={footer}
    >
      {results.isPending ? (
        <Spinner label="Loading what it learned…" className="tool-loading" />
      ) : results.isError ? (
        <Alert role="alert">{MESSAGES.trainingLoadFailed}</Alert>
      ) : results.data.length === 0 ? (
        <EmptyState>This session stored no training result.</EmptyState>
      ) : (
        <div className="tool-stack">
          {results.data.map((result) => (
            <ResultView key={result.id} result={result} />
          ))}
        </div>
      )}
    </Modal>
  );
}

function ResultView({ result }: { result: TrainingResult }) {
  const category = categoryLabel(result.category);
  return (
    <Card as="section" padding="sm" className="tool-stack" aria-label={`Category ${category}`}>
      <div className="tool-row tool-row--wrap">
        <h3 className="tool-subtitle">{category}</h3>
        <ResultStatus result={result} />
      </div>
      {result.before && result.after && (
        <HeldOutFigures before={result.before} after={result.after} />
      )}
      {result.learned && <Learned learned={result.learned} />}
      {result.example && (
        <div className="tool-stack" aria-label="One held-out request, before and after">
          <p className="tool-label">Held-out request: {result.example.input}</p>
          <p className="tool-label">Enhanced before</p>
          <pre className="tool-output tool-output--muted">{result.example.before}</pre>
          <p className="tool-label">Enhanced after</p>
          <pre className="tool-output">{result.example.after}</pre>
        </div>
      )}
      <dl className="tool-facts">
        <div>
          <dt>Success rate before</dt>
          <dd>{formatPercent(result.baseline_success_rate)}</dd>
        </div>
        <div>
          <dt>Success rate after</dt>
          <dd>{formatPercent(result.success_rate)}</dd>
        </div>
        <div>
          <dt>Examples measured</dt>
          <dd>{result.sample_size ?? '—'}</dd>
        </div>
      </dl>
      {result.exemplars.length === 0 ? (
        <EmptyState>No examples: the engine does better without any here.</EmptyState>
      ) : (
        <ol className="tool-stack tool-result-exemplars" aria-label={`Examples for ${category}`}>
          {result.exemplars.map((exemplar) => (
            <li key={exemplar.id} className="tool-stack">
              <p className="tool-label">Input</p>
              <p className="tool-output tool-output--muted">{exemplar.input}</p>
              <p className="tool-label">Expected output</p>
              <p className="tool-output">{exemplar.output}</p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

const points = (value: number) => `${Math.round(value * 100)}`;

/**
 * Agreement with the held-out items' own expected outputs, beside the control (agreement with
 * another category's output): a rise in the control is template overlap, not learning.
 */
function HeldOutFigures({ before, after }: { before: TrainingFigures; after: TrainingFigures }) {
  return (
    <Table>
      <caption className="tool-label">On held-out examples (0–100)</caption>
      <thead>
        <tr>
          <th scope="col">Figure</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">Agreement with the expected output</th>
          <td>{points(before.score)}</td>
          <td>{points(after.score)}</td>
        </tr>
        <tr>
          <th scope="row">Control: another category’s output</th>
          <td>{points(before.control)}</td>
          <td>{points(after.control)}</td>
        </tr>
        <tr>
          <th scope="row">Lift (agreement − control)</th>
          <td>{points(before.lift)}</td>
          <td>{points(after.lift)}</td>
        </tr>
      </tbody>
    </Table>
  );
}

/** The house style the engine takes from the result's examples. */
function Learned({ learned }: { learned: LearnedStyle }) {
  const lines = [
    ...(learned.role ? [`Role: ${learned.role}`] : []),
    ...(learned.format ? [`Format: ${learned.format}`] : []),
    ...(learned.length ? [`Length: ${learned.length.min}–${learned.length.max} words`] : []),
    ...learned.rules,
  ];
  if (lines.length === 0) return null;
  return (
    <div className="tool-stack">
      <p className="tool-label">Learned house style</p>
      <ul aria-label="Learned house style">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

const STATUS_LABELS: Record<TrainingResult['status'], string> = {
  active: 'In use',
  superseded: 'Replaced',
  not_improved: 'No improvement: the result in effect was kept',
};

/** In effect or replaced, shared or not, and whether it is out of date. */
export function ResultStatus({
  result,
}: {
  result: Omit<TrainingResult, 'exemplars'> | TrainingResult;
}) {
  return (
    <>
      {result.shared && <SharedBadge />}
      <Badge tone={result.status === 'active' ? 'success' : 'neutral'}>
        {STATUS_LABELS[result.status]}
      </Badge>
      {result.out_of_date && <Badge tone="warning">Out of date</Badge>}
    </>
  );
}

import {
  DIFFICULTIES,
  MESSAGES,
  type Difficulty,
  type TrainingDataItem,
  SIGN_IN_REQUIRED,
} from '@silent/contracts';
import { Button, Spinner } from '@silent/ui';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useAuth } from '../../../../lib/auth-context';
import { CSV_TYPE, downloadText, timestampedName } from '../../../../lib/download';
import { useDeleteTrainingData } from '../../api/delete-training-data';
import { useTrainingCategories } from '../../api/get-training-categories';
import { useTrainingData, type TrainingDataFilters } from '../../api/get-training-data';
import { useImportTrainingData } from '../../api/import-training-data';
import { errorMessage } from '../../lib/error-message';
import { formatPercent, shorten } from '../../lib/format';
import { outOfDateNotice } from '../../lib/out-of-date';
import { importFormatOf, trainingDataToCsv, trainingDataToJsonl } from '../../lib/training-data-io';
import { ConfirmDialog } from '../common/confirm-dialog';
import { SharedBadge } from '../common/shared-badge';
import { SignInRequired } from '../common/sign-in-required';
import { useLogError } from '../common/use-log-error';
import { AddTrainingDataModal } from './add-training-data-modal';
import { EditTrainingDataModal } from './edit-training-data-modal';

export function TrainingDataPanel() {
  const id = useId();
  const { user } = useAuth();
  const [draft, setDraft] = useState<TrainingDataFilters>({});
  const [filters, setFilters] = useState<TrainingDataFilters>({});
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TrainingDataItem | null>(null);
  const [deleting, setDeleting] = useState<TrainingDataItem | null>(null);
  const data = useTrainingData(filters);
  const categories = useTrainingCategories();
  useLogError(categories.error, 'training categories');
  const items = data.data ?? [];

  const onApply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft });
  };

  return (
    <section className="tool-stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="tool-section__title">
        Training Data
      </h3>
      <form className="tool-card tool-filters" onSubmit={onApply}>
        <div className="tool-field">
          <label htmlFor={`${id}-category`}>Category</label>
          <select
            id={`${id}-category`}
            className="tool-input"
            value={draft.category ?? ''}
            onChange={(e) => setDraft((d) => ({ ...d, category: e.target.value || undefined }))}
          >
            <option value="">All categories</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={c.name}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="tool-field">
          <label htmlFor={`${id}-difficulty`}>Difficulty</label>
          <select
            id={`${id}-difficulty`}
            className="tool-input"
            value={draft.difficulty ?? ''}
            onChange={(e) =>
              setDraft((d) => ({
                ...d,
                difficulty: (e.target.value || undefined) as Difficulty | undefined,
              }))
            }
          >
            <option value="">All difficulties</option>
            {DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="tool-button">
          Apply Filters
        </button>
      </form>

      <div className="tool-row tool-row--wrap">
        {user ? (
          <>
            <button
              type="button"
              className="tool-button tool-button--primary"
              onClick={() => setAdding(true)}
            >
              Add Training Data
            </button>
            <ImportButton />
          </>
        ) : (
          <SignInRequired prompt={SIGN_IN_REQUIRED.trainingData} />
        )}
        <button
          type="button"
          className="tool-button"
          disabled={items.length === 0}
          onClick={() =>
            downloadText(
              timestampedName('training-data', 'csv'),
              trainingDataToCsv(items),
              CSV_TYPE,
            )
          }
        >
          Export CSV
        </button>
        <button
          type="button"
          className="tool-button"
          disabled={items.length === 0}
          onClick={() =>
            downloadText(
              timestampedName('training-data', 'jsonl'),
              trainingDataToJsonl(items),
              'application/x-ndjson',
            )
          }
        >
          Export JSONL
        </button>
      </div>

      {data.isPending ? (
        <Spinner label="Loading training data…" className="tool-loading" />
      ) : data.isError ? (
        <p role="alert" className="tool-alert">
          {MESSAGES.trainingLoadFailed}
        </p>
      ) : items.length === 0 ? (
        <p className="tool-muted">No training data matches these filters.</p>
      ) : (
        <>
          <p className="tool-muted" aria-live="polite">
            Showing {items.length} {items.length === 1 ? 'example' : 'examples'}.
          </p>
          <ul className="tool-stack tool-plain-list" aria-label="Training data">
            {items.map((item) => (
              <li key={item.id} className="tool-card tool-stack">
                <div className="tool-row tool-row--wrap">
                  {item.shared && <SharedBadge />}
                  <span className="tool-badge">{item.category}</span>
                  {item.subcategory && <span className="tool-badge">{item.subcategory}</span>}
                  <span className="tool-badge">{item.difficulty_level}</span>
                  {item.tags.map((t) => (
                    <span key={t} className="tool-badge tool-badge--soft">
                      #{t}
                    </span>
                  ))}
                </div>
                <div>
                  <p className="tool-label">Input</p>
                  <p className="tool-output tool-output--muted">{item.input_text}</p>
                </div>
                <div>
                  <p className="tool-label">Expected output</p>
                  <p className="tool-output">{item.expected_output}</p>
                </div>
                <p className="tool-small tool-muted">
                  Success rate {formatPercent(item.success_rate)} · used {item.usage_count}{' '}
                  {item.usage_count === 1 ? 'time' : 'times'}
                </p>
                {item.can_edit && (
                  <div className="tool-row tool-row--end">
                    <Button
                      size="sm"
                      aria-label={`Edit example “${shorten(item.input_text)}”`}
                      onClick={() => setEditing(item)}
                    >
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={`Delete example “${shorten(item.input_text)}”`}
                      onClick={() => setDeleting(item)}
                    >
                      Delete
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </>
      )}

      {adding && <AddTrainingDataModal onClose={() => setAdding(false)} />}
      {editing && <EditTrainingDataModal item={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteTrainingData item={deleting} onDone={() => setDeleting(null)} />}
    </section>
  );
}

function DeleteTrainingData({ item, onDone }: { item: TrainingDataItem; onDone: () => void }) {
  const remove = useDeleteTrainingData();
  const confirm = () =>
    remove.mutate(item.id, {
      onSuccess: (deleted) => {
        toast.success(MESSAGES.trainingDataDeleted);
        const notice = outOfDateNotice(deleted.out_of_date);
        // A longer read than a success toast: it stays like an error toast does.
        if (notice) toast(notice, { duration: 8000 });
        onDone();
      },
      onError: (error) => {
        toast.error(errorMessage(error, MESSAGES.trainingDataDeleteFailed));
        onDone();
      },
    });
  return (
    <ConfirmDialog
      title="Delete this training example?"
      description={`“${shorten(item.input_text, 80)}” is removed for good. Training that learned from it keeps working as it is and is marked out of date.`}
      confirmLabel="Delete example"
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onDone}
    />
  );
}

function ImportButton() {
  const input = useRef<HTMLInputElement>(null);
  const importData = useImportTrainingData();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const format = importFormatOf(file.name);
    if (!format) {
      toast.error('Choose a .csv or .jsonl file');
      return;
    }
    // The parser and the contract checker load only when someone imports a file.
    const { parseTrainingImport } = await import('../../lib/training-data-import');
    const parsed = parseTrainingImport(await file.text(), format);
    if (!parsed.ok) {
      toast.error(parsed.message);
      return;
    }
    importData.mutate(parsed.items, {
      onSuccess: (inserted) =>
        toast.success(`Imported ${inserted} training ${inserted === 1 ? 'example' : 'examples'}`),
      onError: (error) => toast.error(errorMessage(error, MESSAGES.trainingDataAddFailed)),
    });
  };

  return (
    <>
      <button
        type="button"
        className="tool-button"
        disabled={importData.isPending}
        onClick={() => input.current?.click()}
      >
        {importData.isPending ? 'Importing…' : 'Import CSV or JSONL'}
      </button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label="Training data file"
        accept=".csv,.jsonl,.ndjson,.json,text/csv,application/x-ndjson"
        onChange={(e) => void onFile(e)}
      />
    </>
  );
}

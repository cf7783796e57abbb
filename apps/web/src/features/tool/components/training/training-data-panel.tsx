import {
  DIFFICULTIES,
  MESSAGES,
  categoryLabel,
  type Difficulty,
  type TrainingDataItem,
  SIGN_IN_REQUIRED,
} from '@silent/contracts';
import { Badge, Button, Card, EmptyState, Select, Spinner, cardClassName, Alert } from '@silent/ui';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from 'react';
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
  const items = useMemo(() => data.data?.pages.flat() ?? [], [data.data]);
  // After Load more, focus moves to the first new row: the button may be gone (last page), and
  // a keyboard user reads on from where the new rows start.
  const list = useRef<HTMLUListElement>(null);
  const firstNew = useRef<number | null>(null);
  const fetchingMore = data.isFetchingNextPage;
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || fetchingMore) return;
    firstNew.current = null;
    // An empty last page brings no new row: the last one keeps the reader in the list.
    const row = list.current?.children[Math.min(index, items.length - 1)];
    (row as HTMLElement | undefined)?.focus();
  }, [items, fetchingMore]);
  const loadMore = () => {
    firstNew.current = items.length;
    void data.fetchNextPage();
  };

  const onApply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft });
  };

  return (
    <section className="tool-stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="tool-section__title">
        Training Data
      </h3>
      <form
        className={cardClassName({ padding: 'sm', className: 'tool-filters' })}
        onSubmit={onApply}
      >
        <Select
          label="Category"
          options={(categories.data ?? []).map((c) => ({
            value: c.name,
            label: categoryLabel(c.name),
          }))}
          placeholder="All categories"
          value={draft.category ?? ''}
          onChange={(e) => setDraft((d) => ({ ...d, category: e.target.value || undefined }))}
        />
        <Select
          label="Difficulty"
          options={DIFFICULTIES.map((d) => ({ value: d, label: d }))}
          placeholder="All difficulties"
          value={draft.difficulty ?? ''}
          onChange={(e) =>
            setDraft((d) => ({
              ...d,
              difficulty: (e.target.value || undefined) as Difficulty | undefined,
            }))
          }
        />
        <Button type="submit">Apply Filters</Button>
      </form>

      <div className="tool-row tool-row--wrap">
        {user ? (
          <>
            <Button variant="primary" onClick={() => setAdding(true)}>
              Add Training Data
            </Button>
            <ImportButton />
          </>
        ) : (
          <SignInRequired prompt={SIGN_IN_REQUIRED.trainingData} />
        )}
        <Button
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
        </Button>
        <Button
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
        </Button>
      </div>

      {data.isPending ? (
        <Spinner label="Loading training data…" className="tool-loading" />
      ) : data.isError && !data.isFetchNextPageError ? (
        <Alert role="alert">{MESSAGES.trainingLoadFailed}</Alert>
      ) : items.length === 0 ? (
        <EmptyState>No training data matches these filters.</EmptyState>
      ) : (
        <>
          <p className="tool-muted" aria-live="polite">
            Showing {items.length} {items.length === 1 ? 'example' : 'examples'}.
          </p>
          <ul ref={list} className="tool-stack tool-plain-list" aria-label="Training data">
            {items.map((item) => (
              <TrainingDataRow
                key={item.id}
                item={item}
                onEdit={() => setEditing(item)}
                onDelete={() => setDeleting(item)}
              />
            ))}
          </ul>
          {data.hasNextPage && (
            <Button
              className="tool-training-more"
              disabled={data.isFetchingNextPage}
              onClick={loadMore}
            >
              {data.isFetchingNextPage ? 'Loading more…' : 'Load more'}
            </Button>
          )}
          {data.isFetchNextPageError && <Alert role="alert">{MESSAGES.trainingLoadFailed}</Alert>}
        </>
      )}

      {adding && <AddTrainingDataModal onClose={() => setAdding(false)} />}
      {editing && <EditTrainingDataModal item={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteTrainingData item={deleting} onDone={() => setDeleting(null)} />}
    </section>
  );
}

/**
 * One example, collapsed to its labels and a two-line preview of its input so the list stays
 * scannable; Expand shows the whole input, the expected output and its figures.
 */
function TrainingDataRow({
  item,
  onEdit,
  onDelete,
}: {
  item: TrainingDataItem;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const name = shorten(item.input_text);
  return (
    <Card as="li" padding="sm" className="tool-stack tool-training-row" tabIndex={-1}>
      <div className="tool-row tool-row--between tool-row--wrap">
        <div className="tool-row tool-row--wrap">
          {item.shared && <SharedBadge />}
          <Badge>{categoryLabel(item.category)}</Badge>
          {item.subcategory && <Badge>{item.subcategory}</Badge>}
          <Badge>{item.difficulty_level}</Badge>
          {item.tags.map((t) => (
            <Badge key={t} tone="accent">
              #{t}
            </Badge>
          ))}
        </div>
        <div className="tool-row tool-row--wrap">
          <Button
            size="sm"
            aria-expanded={expanded}
            aria-controls={expanded ? `${id}-details` : undefined}
            aria-label={`${expanded ? 'Collapse' : 'Expand'} example “${name}”`}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? 'Collapse' : 'Expand'}
          </Button>
          {item.can_edit && (
            <>
              <Button size="sm" aria-label={`Edit example “${name}”`} onClick={onEdit}>
                Edit
              </Button>
              <Button
                size="sm"
                variant="danger"
                aria-label={`Delete example “${name}”`}
                onClick={onDelete}
              >
                Delete
              </Button>
            </>
          )}
        </div>
      </div>
      <div>
        <p className="tool-label">Input</p>
        <p
          className={`tool-output tool-output--muted${expanded ? '' : ' tool-training-row__preview'}`}
        >
          {item.input_text}
        </p>
      </div>
      {expanded && (
        <div id={`${id}-details`} className="tool-stack">
          <div>
            <p className="tool-label">Expected output</p>
            <p className="tool-output">{item.expected_output}</p>
          </div>
          <p className="tool-small tool-muted">
            Success rate {formatPercent(item.success_rate)} · used {item.usage_count}{' '}
            {item.usage_count === 1 ? 'time' : 'times'}
          </p>
        </div>
      )}
    </Card>
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
      <Button disabled={importData.isPending} onClick={() => input.current?.click()}>
        {importData.isPending ? 'Importing…' : 'Import CSV or JSONL'}
      </Button>
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

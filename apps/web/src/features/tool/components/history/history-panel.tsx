import {
  ENHANCEMENT_KINDS,
  HISTORY_PAGE_SIZE,
  LIMITS,
  MESSAGES,
  type EnhancementKind,
  type HistoryEntry,
  SIGN_IN_REQUIRED,
} from '@silent/contracts';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  Modal,
  Select,
  Spinner,
  TextInput,
  cardClassName,
  Alert,
} from '@silent/ui';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useAuth } from '../../../../lib/auth-context';
import { useDeleteHistoryEntry } from '../../api/delete-history-entry';
import { useHistory } from '../../api/get-history';
import { useRerunHistoryEntry } from '../../api/rerun-history-entry';
import { errorMessage } from '../../lib/error-message';
import { formatDate, shorten } from '../../lib/format';
import { ConfidenceScore } from '../common/confidence-score';
import { ConfirmDialog } from '../common/confirm-dialog';
import { CopyButton } from '../common/copy-button';
import { SignInRequired } from '../common/sign-in-required';

export const KIND_LABEL: Record<EnhancementKind, string> = {
  single: 'Single',
  batch: 'Batch',
  variation: 'Variation',
  template: 'Template',
};

/**
 * The signed-in user's enhancement history (single, batch, variations, templates): newest
 * first, searchable, paged; open, copy, run again or delete each entry. Folded away until
 * asked for, so it costs nothing on the way to the enhancer.
 */
export function HistoryPanel() {
  const id = useId();
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  return (
    <section className="tool-section tool-history" aria-labelledby={`${id}-title`}>
      <div className="tool-row tool-row--between tool-row--wrap">
        <h2 id={`${id}-title`} className="tool-section__title">
          History
        </h2>
        <Button
          variant="ghost"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Hide history' : 'Show history'}
        </Button>
      </div>
      <div id={`${id}-body`} hidden={!open}>
        {!user ? <SignInRequired prompt={SIGN_IN_REQUIRED.history} /> : open && <HistoryBrowser />}
      </div>
    </section>
  );
}

interface Filters {
  search: string;
  kind: EnhancementKind | '';
}

function HistoryBrowser() {
  const [draft, setDraft] = useState<Filters>({ search: '', kind: '' });
  const [filters, setFilters] = useState<Filters>({ search: '', kind: '' });
  const [offset, setOffset] = useState(0);
  const [opened, setOpened] = useState<HistoryEntry | null>(null);
  const [deleting, setDeleting] = useState<HistoryEntry | null>(null);
  const history = useHistory(
    {
      ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
      ...(filters.kind ? { kind: filters.kind } : {}),
      limit: HISTORY_PAGE_SIZE,
      offset,
    },
    true,
  );
  const entries = history.data?.entries ?? [];
  const total = history.data?.total ?? 0;

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft });
    setOffset(0);
  };

  return (
    <div className="tool-stack">
      <form
        className={cardClassName({ padding: 'sm', className: 'tool-filters' })}
        onSubmit={onSearch}
        role="search"
      >
        <TextInput
          label="Search your history"
          type="search"
          value={draft.search}
          maxLength={LIMITS.shortTextMaxChars}
          onChange={(e) => setDraft((d) => ({ ...d, search: e.target.value }))}
        />
        <Select
          label="Kind"
          options={ENHANCEMENT_KINDS.map((kind) => ({ value: kind, label: KIND_LABEL[kind] }))}
          placeholder="All kinds"
          value={draft.kind}
          onChange={(e) =>
            setDraft((d) => ({ ...d, kind: e.target.value as EnhancementKind | '' }))
          }
        />
        <Button type="submit">Search</Button>
      </form>

      {history.isPending ? (
        <Spinner label="Loading your history…" className="tool-loading" />
      ) : history.isError ? (
        <Alert role="alert">{errorMessage(history.error, MESSAGES.historyLoadFailed)}</Alert>
      ) : entries.length === 0 ? (
        <EmptyState>
          {filters.search || filters.kind
            ? 'Nothing in your history matches.'
            : 'Nothing yet: your enhancements, batches, variations and templates will be kept here.'}
        </EmptyState>
      ) : (
        <>
          <p className="tool-muted" aria-live="polite">
            Showing {offset + 1}–{offset + entries.length} of {total}.
          </p>
          <ul className="tool-stack tool-plain-list" aria-label="Your history">
            {entries.map((entry) => (
              <HistoryItem
                key={entry.id}
                entry={entry}
                onOpen={() => setOpened(entry)}
                onDelete={() => setDeleting(entry)}
              />
            ))}
          </ul>
          <div className="tool-row tool-row--between">
            <Button
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - HISTORY_PAGE_SIZE))}
            >
              Newer
            </Button>
            <Button
              disabled={offset + entries.length >= total}
              onClick={() => setOffset(offset + HISTORY_PAGE_SIZE)}
            >
              Older
            </Button>
          </div>
        </>
      )}
      {opened && <HistoryEntryModal entry={opened} onClose={() => setOpened(null)} />}
      {deleting && <DeleteEntry entry={deleting} onDone={() => setDeleting(null)} />}
    </div>
  );
}

function HistoryItem({
  entry,
  onOpen,
  onDelete,
}: {
  entry: HistoryEntry;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const id = useId();
  const name = shorten(entry.original);
  return (
    <Card as="li" padding="sm" className="tool-stack" aria-labelledby={`${id}-title`}>
      <div className="tool-row tool-row--between tool-row--wrap">
        <p id={`${id}-title`} className="tool-subtitle tool-history__title">
          {name}
        </p>
        <div className="tool-row tool-row--wrap">
          <Badge tone="accent">{KIND_LABEL[entry.kind]}</Badge>
          <ConfidenceScore score={entry.confidence} />
          {entry.rating !== null && <Badge>Rated {entry.rating}/5</Badge>}
          <time className="tool-small tool-muted" dateTime={entry.created_at}>
            {formatDate(entry.created_at)}
          </time>
        </div>
      </div>
      <p className="tool-output tool-history__preview">{shorten(entry.enhanced, 240)}</p>
      <div className="tool-row tool-row--end tool-row--wrap">
        <Button size="sm" aria-label={`Open “${name}”`} onClick={onOpen}>
          Open
        </Button>
        <CopyButton text={entry.enhanced} label={`Copy the result of “${name}”`} />
        <RerunButton entry={entry} name={name} />
        <Button size="sm" variant="danger" aria-label={`Delete “${name}”`} onClick={onDelete}>
          Delete
        </Button>
      </div>
    </Card>
  );
}

function RerunButton({ entry, name }: { entry: HistoryEntry; name: string }) {
  const rerun = useRerunHistoryEntry();
  return (
    <Button
      size="sm"
      loading={rerun.isPending}
      aria-label={`Run again: “${name}”`}
      onClick={() =>
        rerun.mutate(entry, {
          onSuccess: () => toast.success(MESSAGES.historyRerun),
          onError: (error) => toast.error(errorMessage(error, MESSAGES.historyRerunFailed)),
        })
      }
    >
      Run again
    </Button>
  );
}

/** Everything an entry holds: both texts, the options it ran with, model and scores. */
function HistoryEntryModal({ entry, onClose }: { entry: HistoryEntry; onClose: () => void }) {
  const options = Object.entries(entry.options).filter(([key]) => key !== 'variables');
  const variables = Object.entries(entry.options.variables ?? {});
  return (
    <Modal
      open
      onClose={onClose}
      title={`${KIND_LABEL[entry.kind]} enhancement`}
      description={formatDate(entry.created_at)}
      size="lg"
      closeLabel="Close"
      className="tool-dialog"
      footer={
        <>
          <CopyButton text={entry.enhanced} label="Copy the enhanced prompt" />
          <RerunButton entry={entry} name={shorten(entry.original)} />
        </>
      }
    >
      <div className="tool-stack">
        <div>
          <p className="tool-label">{entry.kind === 'template' ? 'Template' : 'Original'}</p>
          <p className="tool-output tool-output--muted">{entry.original}</p>
        </div>
        <div>
          <p className="tool-label">Result</p>
          <p className="tool-output">{entry.enhanced}</p>
        </div>
        <dl className="tool-facts">
          <div>
            <dt>Model</dt>
            <dd>{entry.model}</dd>
          </div>
          <div>
            <dt>Confidence</dt>
            <dd>
              <ConfidenceScore score={entry.confidence} />
            </dd>
          </div>
          <div>
            <dt>Rating</dt>
            <dd>{entry.rating === null ? 'Not rated' : `${entry.rating}/5`}</dd>
          </div>
          {options.map(([key, value]) => (
            <div key={key}>
              <dt>{key}</dt>
              <dd>{String(value)}</dd>
            </div>
          ))}
          {variables.map(([key, value]) => (
            <div key={`variable-${key}`}>
              <dt>{`{{${key}}}`}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Modal>
  );
}

function DeleteEntry({ entry, onDone }: { entry: HistoryEntry; onDone: () => void }) {
  const remove = useDeleteHistoryEntry();
  const confirm = () =>
    remove.mutate(entry.id, {
      onSuccess: () => {
        toast.success(MESSAGES.historyDeleted);
        onDone();
      },
      onError: (error) => {
        toast.error(errorMessage(error, MESSAGES.historyDeleteFailed));
        onDone();
      },
    });
  return (
    <ConfirmDialog
      title="Delete this history entry?"
      description={`“${shorten(entry.original, 80)}” leaves your history and your analytics.`}
      confirmLabel="Delete entry"
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onDone}
    />
  );
}

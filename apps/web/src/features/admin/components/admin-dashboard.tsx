import { isApiError } from '@silent/api-client';
import { LIMITS, type ContactMessage, type WaitlistEntry } from '@silent/contracts';
import { Button, Card, Spinner, TextInput, toast } from '@silent/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toCsv } from '../../../lib/csv';
import { CSV_TYPE, downloadText } from '../../../lib/download';
import { useContactMessages } from '../api/get-contact-messages';
import { getAllWaitlistEntries, useWaitlist } from '../api/get-waitlist';
import { ModelPanel } from './model-panel';
import './admin.css';

export interface AdminDashboardProps {
  userId: string;
  email: string;
  /** Where to sign in again when the session has ended. */
  signInPath: string;
  /** Where a signed-in person without access goes back to (the tool). */
  toolPath: string;
}

const SEARCH_DEBOUNCE_MS = 300;

/** The columns of the waitlist export, in the entry's own field names. */
const WAITLIST_COLUMNS = ['email', 'first_name', 'last_name', 'source', 'created_at'] as const;

const waitlistCsv = (entries: readonly WaitlistEntry[]) =>
  toCsv(
    WAITLIST_COLUMNS,
    entries.map((entry) => WAITLIST_COLUMNS.map((column) => entry[column])),
  );

/** "Ada Lovelace" from whichever of the two names an entry has ("" when it has neither). */
const fullName = (entry: WaitlistEntry) =>
  [entry.first_name, entry.last_name]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const formatDate = (iso: string) => dateTime.format(new Date(iso));

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Signed in, but not on ADMIN_EMAILS: say so plainly. */
export function NoAccess({ email, toolPath }: { email: string; toolPath: string }) {
  return (
    <Card padding="lg" className="admin__notice" role="alert">
      <h2>No access</h2>
      <p>
        You are signed in as <strong>{email}</strong>, but the Admin Dashboard is only for
        administrators. Ask an administrator to add your address to the admin list.
      </p>
      <p>
        <Link to={toolPath}>Back to Silent</Link>
      </p>
    </Card>
  );
}

/** The session ended on the server (signed out elsewhere, expired): offer to sign in again. */
function SessionEnded({ signInPath }: { signInPath: string }) {
  return (
    <Card padding="lg" className="admin__notice" role="alert">
      <h2>Your session has ended</h2>
      <p>
        Please <a href={signInPath}>sign in again</a> to see the dashboard.
      </p>
    </Card>
  );
}

function ContactMessages({ userId }: { userId: string }) {
  const messages = useContactMessages(userId, true);
  if (messages.isPending) return <Spinner label="Loading contact messages" />;
  if (messages.isError)
    return <p role="alert">Could not load contact messages: {messages.error.message}</p>;
  const { total, messages: items } = messages.data;
  return (
    <>
      <p className="muted" data-testid="contact-total">
        {total} {total === 1 ? 'message' : 'messages'}
      </p>
      {items.length === 0 ? (
        <p>No messages yet.</p>
      ) : (
        <ul className="admin__messages">
          {items.map((message: ContactMessage) => (
            <li key={message.id}>
              <Card as="article" padding="md">
                <header className="admin__message-head">
                  <strong>{message.name}</strong>{' '}
                  <a href={`mailto:${message.email}`}>{message.email}</a>
                  {message.phone ? <span> · {message.phone}</span> : null}
                  <time dateTime={message.created_at}>{formatDate(message.created_at)}</time>
                </header>
                <p className="admin__message-body">{message.message}</p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * /admin/waitlist for a signed-in user. The API decides who is an admin (ADMIN_EMAILS): a 403
 * shows the "no access" state, a 401 asks to sign in again.
 */
export function AdminDashboard({ userId, email, signInPath, toolPath }: AdminDashboardProps) {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebounced(search, SEARCH_DEBOUNCE_MS);
  const waitlist = useWaitlist(userId, debouncedSearch);
  const [exporting, setExporting] = useState(false);

  // The waitlist form asks for an e-mail only: a Name column appears when some entry has one.
  const showNames = waitlist.data?.entries.some((entry) => fullName(entry) !== '') ?? false;

  if (waitlist.isError && isApiError(waitlist.error)) {
    if (waitlist.error.status === 403) return <NoAccess email={email} toolPath={toolPath} />;
    if (waitlist.error.status === 401) return <SessionEnded signInPath={signInPath} />;
  }

  const exportCsv = async () => {
    setExporting(true);
    try {
      const entries = await getAllWaitlistEntries(debouncedSearch);
      const day = new Date().toISOString().slice(0, 10);
      downloadText(`waitlist-${day}.csv`, waitlistCsv(entries), CSV_TYPE);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Export failed');
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="admin">
      <section aria-labelledby="waitlist-heading" className="admin__section">
        <div className="admin__section-head">
          <h2 id="waitlist-heading">Waitlist</h2>
          {waitlist.data ? (
            <span className="ui-badge ui-badge--accent" data-testid="waitlist-total">
              {waitlist.data.total} total
            </span>
          ) : null}
        </div>
        <div className="admin__toolbar">
          <TextInput
            label="Search by e-mail or name"
            type="search"
            maxLength={LIMITS.emailMaxChars}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="admin__search"
          />
          <Button
            onClick={() => void exportCsv()}
            loading={exporting}
            disabled={!waitlist.data || waitlist.data.total === 0}
          >
            Export CSV
          </Button>
        </div>
        {waitlist.isPending ? (
          <Spinner label="Loading the waitlist" />
        ) : waitlist.isError ? (
          <div role="alert">
            <p>Could not load the waitlist: {waitlist.error.message}</p>
            <Button onClick={() => void waitlist.refetch()}>Try again</Button>
          </div>
        ) : waitlist.data.entries.length === 0 ? (
          <p>
            {debouncedSearch.trim() ? 'No entries match your search.' : 'No one has joined yet.'}
          </p>
        ) : (
          // Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too
          // (axe scrollable-region-focusable; a scroll container is what tabIndex is for here).
          <div
            className="admin__table-wrap"
            role="region"
            aria-label="Waitlist entries"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            <table className="admin__table">
              <caption className="ui-visually-hidden">Waitlist entries, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">E-mail</th>
                  {showNames ? <th scope="col">Name</th> : null}
                  <th scope="col">Source</th>
                  <th scope="col">Joined</th>
                </tr>
              </thead>
              <tbody>
                {waitlist.data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>{entry.email}</td>
                    {showNames ? <td>{fullName(entry) || '—'}</td> : null}
                    <td>{entry.source}</td>
                    <td>
                      <time dateTime={entry.created_at}>{formatDate(entry.created_at)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {waitlist.data.total > waitlist.data.entries.length ? (
              <p className="muted">
                Showing the newest {waitlist.data.entries.length} of {waitlist.data.total}. The CSV
                export has them all.
              </p>
            ) : null}
          </div>
        )}
      </section>

      {waitlist.data ? (
        <section aria-labelledby="contact-heading" className="admin__section">
          <div className="admin__section-head">
            <h2 id="contact-heading">Contact messages</h2>
          </div>
          <ContactMessages userId={userId} />
        </section>
      ) : null}

      {waitlist.data ? <ModelPanel userId={userId} /> : null}
    </div>
  );
}

import { LIBRARY, MESSAGES, type CreatedApiKey } from '@silent/contracts';
import { Badge, Button, Card, EmptyState, Spinner, TextInput, Alert } from '@silent/ui';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../../api/api-keys';
import { errorMessage } from '../../lib/error-message';
import { formatDate } from '../../lib/format';
import { CopyButton } from '../common/copy-button';

/** The user's API keys: create one (shown once), see when each was last used, revoke. */
export function ApiKeysPanel() {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <Card as="section" padding="sm" className="tool-stack" aria-labelledby={`${id}-title`}>
      <div className="tool-row tool-row--between">
        <h3 id={`${id}-title`} className="tool-subtitle">
          API keys
        </h3>
        <Button
          variant="ghost"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Hide keys' : 'Show keys'}
        </Button>
      </div>
      <div id={`${id}-body`} hidden={!open}>
        {open && <ApiKeys />}
      </div>
    </Card>
  );
}

function ApiKeys() {
  const keys = useApiKeys(true);
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name.trim(), {
      onSuccess: (key) => {
        setCreated(key);
        setName('');
        toast.success(MESSAGES.apiKeyCreated);
      },
      onError: (error) => toast.error(errorMessage(error, MESSAGES.apiKeyFailed)),
    });
  };
  return (
    <div className="tool-stack">
      <p className="tool-small tool-muted">
        An application sends a key as <code>Authorization: Bearer slk_…</code> to fetch and render
        your prompts, and nothing else. Only a hash of each key is kept.
      </p>
      <form className="tool-row tool-row--wrap" onSubmit={onCreate}>
        <TextInput
          label="Key name"
          value={name}
          placeholder="Support bot"
          maxLength={LIBRARY.apiKeyNameMaxChars}
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" disabled={create.isPending || !name.trim()}>
          Create key
        </Button>
      </form>
      {created && (
        <Card padding="sm" className="tool-stack" role="status">
          <p>
            <strong>{MESSAGES.apiKeyCreated}</strong>
          </p>
          <div className="tool-row tool-row--wrap">
            <code className="tool-library__key" data-testid="new-api-key">
              {created.key}
            </code>
            <CopyButton text={created.key} label="Copy the new API key" />
          </div>
        </Card>
      )}
      {keys.isPending ? (
        <Spinner label="Loading your keys…" />
      ) : keys.isError ? (
        <Alert role="alert">{errorMessage(keys.error, MESSAGES.apiKeyFailed)}</Alert>
      ) : keys.data.length === 0 ? (
        <EmptyState>No keys yet. Create one for each application that fetches prompts.</EmptyState>
      ) : (
        <ul className="tool-plain-list tool-stack" aria-label="Your API keys">
          {keys.data.map((key) => (
            <li key={key.id} className="tool-row tool-row--between tool-row--wrap">
              <span>
                {key.name} <code>{key.prefix}…</code>{' '}
                <span className="tool-small tool-muted">
                  {key.last_used_at ? `last used ${formatDate(key.last_used_at)}` : 'never used'}
                </span>
              </span>
              {key.revoked_at ? (
                <Badge tone="danger">Revoked</Badge>
              ) : (
                <Button
                  size="sm"
                  variant="danger"
                  aria-label={`Revoke ${key.name}`}
                  onClick={() =>
                    revoke.mutate(key.id, {
                      onSuccess: () => toast.success(MESSAGES.apiKeyRevoked),
                      onError: (error) => toast.error(errorMessage(error, MESSAGES.apiKeyFailed)),
                    })
                  }
                >
                  Revoke
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

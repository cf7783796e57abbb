import {
  LIBRARY,
  LIMITS,
  MESSAGES,
  SIGN_IN_REQUIRED,
  labelProblem,
  labelSetMessage,
  type LibraryExport,
  type PromptDetail,
  type PromptVersion,
} from '@silent/contracts';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  Select,
  Spinner,
  TextInput,
  Textarea,
  buttonClassName,
  cardClassName,
  Alert,
} from '@silent/ui';
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
import { useSearchParams } from 'react-router';
import { toolParams } from '../../../../config/paths';
import { useAuth } from '../../../../lib/auth-context';
import { downloadText } from '../../../../lib/download';
import { usePromptDiff } from '../../api/diff-prompt-versions';
import { usePromptVersions } from '../../api/get-prompt-versions';
import { usePrompts } from '../../api/get-prompts';
import { exportLibrary, useImportLibrary } from '../../api/library-io';
import { useMovePromptLabel } from '../../api/move-prompt-label';
import { useSavePrompt } from '../../api/save-prompt';
import { errorMessage } from '../../lib/error-message';
import { formatDate } from '../../lib/format';
import {
  diffSegments,
  fetchSnippets,
  folderOf,
  foldersOf,
  inFolder,
  rollbackTarget,
} from '../../lib/library';
import { useEnhancerStore } from '../../stores/enhancer-store';
import { ConfidenceScore } from '../common/confidence-score';
import { CopyButton } from '../common/copy-button';
import { DiffColumns } from '../common/diff-view';
import { SignInRequired } from '../common/sign-in-required';
import { ApiKeysPanel } from './api-keys-panel';

/**
 * The Library tab: the signed-in user's named prompts in folders, each with its versions and
 * labels; diff two versions side by side, open one in the enhancer, promote or roll back
 * production, put any label on a version, and copy the snippet an application uses to fetch it. Import/export and API keys below.
 */
export function LibraryPanel() {
  const { user } = useAuth();
  if (!user) {
    return (
      <section className="tool-section tool-stack" aria-label="Prompt library">
        <p className="tool-muted">
          Keep the prompts that work: save one from the Basic Enhancer, edit it into new versions,
          compare versions word by word, and let your application fetch the production version by
          name.
        </p>
        <SignInRequired prompt={SIGN_IN_REQUIRED.library} />
      </section>
    );
  }
  return <LibraryBrowser />;
}

function LibraryBrowser() {
  const id = useId();
  const [search, setSearch] = useState('');
  const [folder, setFolder] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const prompts = usePrompts(search.trim(), true);
  const all = prompts.data ?? [];
  const folders = foldersOf(all);
  const shown = all.filter((prompt) => inFolder(prompt.name, folder));

  return (
    <section className="tool-section tool-stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="tool-section__title">
        Prompt library
      </h2>
      <div className="tool-library">
        <div className="tool-stack tool-library__side">
          <div role="search">
            <TextInput
              label="Search your library"
              type="search"
              maxLength={LIMITS.shortTextMaxChars}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          {folders.length > 0 && (
            <nav aria-label="Folders" className="tool-stack">
              <ul className="tool-plain-list tool-library__folders">
                {['', ...folders].map((name) => (
                  <li key={name || '(all)'}>
                    <button
                      type="button"
                      className="tool-library__item"
                      aria-pressed={folder === name}
                      onClick={() => setFolder(name)}
                    >
                      {name ? `${name}/` : 'All prompts'}
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {prompts.isPending ? (
            <Spinner label="Loading your library…" />
          ) : prompts.isError ? (
            <Alert role="alert">{errorMessage(prompts.error, MESSAGES.libraryLoadFailed)}</Alert>
          ) : shown.length === 0 ? (
            <EmptyState>
              {search.trim()
                ? 'No prompt in your library matches.'
                : 'Your library is empty. Enhance a prompt in the Basic Enhancer and choose "Save to library", or add one below. Use / in a name for folders, like support/refund-reply.'}
            </EmptyState>
          ) : (
            <ul className="tool-plain-list tool-stack" aria-label="Your prompts">
              {shown.map((prompt) => (
                <li key={prompt.name}>
                  <button
                    type="button"
                    className="tool-library__item"
                    aria-current={selected === prompt.name ? 'true' : undefined}
                    onClick={() => setSelected(prompt.name)}
                  >
                    <span className="tool-library__name">{prompt.name}</span>{' '}
                    <span className="tool-small tool-muted">v{prompt.latest_version}</span>{' '}
                    {Object.entries(prompt.labels).map(([label, version]) => (
                      <Badge key={label} tone={label === 'production' ? 'success' : 'info'}>
                        {label} v{version}
                      </Badge>
                    ))}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <NewPromptForm folder={folder} onSaved={setSelected} />
        </div>
        <div className="tool-library__main">
          {selected ? (
            <PromptView key={selected} name={selected} />
          ) : (
            <p className={cardClassName({ padding: 'sm', className: 'tool-muted' })}>
              Choose a prompt to see its versions. Every save of changed text makes a new version;
              the <strong>production</strong> label marks the one your application gets, and moving
              it back is a rollback.
            </p>
          )}
        </div>
      </div>
      <LibraryTransfer />
      <ApiKeysPanel />
    </section>
  );
}

function NewPromptForm({ folder, onSaved }: { folder: string; onSaved: (name: string) => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const save = useSavePrompt();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { name: name.trim(), text },
      {
        onSuccess: (saved) => {
          toast.success(`${MESSAGES.promptSaved}: ${saved.prompt.name} v${saved.version.version}`);
          setName('');
          setText('');
          onSaved(saved.prompt.name);
        },
        onError: (error) => toast.error(errorMessage(error, MESSAGES.promptSaveFailed)),
      },
    );
  };
  return (
    <details className={cardClassName({ padding: 'sm' })}>
      <summary>Add a prompt</summary>
      <form className="tool-stack" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`} className="ui-visually-hidden">
          Add a prompt
        </h3>
        <TextInput
          label="Name"
          hint="Use / for folders, like support/refund-reply"
          value={name}
          placeholder={folder ? `${folder}/` : 'support/refund-reply'}
          required
          maxLength={LIBRARY.nameMaxChars}
          onChange={(e) => setName(e.target.value)}
        />
        <Textarea
          label="Prompt text"
          hint="{{variables}} are detected and filled in when your application renders it"
          value={text}
          rows={4}
          required
          maxLength={LIMITS.promptMaxChars}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" disabled={save.isPending || !name.trim() || !text.trim()}>
          Save
        </Button>
      </form>
    </details>
  );
}

function PromptView({ name }: { name: string }) {
  const id = useId();
  const detail = usePromptVersions(name);
  if (detail.isPending) return <Spinner label="Loading the versions…" />;
  if (detail.isError) {
    return <Alert role="alert">{errorMessage(detail.error, MESSAGES.libraryLoadFailed)}</Alert>;
  }
  const prompt = detail.data;
  return (
    <article className="tool-stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="tool-card__title">
        {prompt.name}
        {folderOf(prompt.name) && (
          <span className="tool-small tool-muted"> in {folderOf(prompt.name)}/</span>
        )}
      </h3>
      <LabelBar prompt={prompt} />
      <EditForm prompt={prompt} />
      <VersionList prompt={prompt} />
      <DiffSection prompt={prompt} />
      <FetchSnippets name={prompt.name} />
      <LabelHistory prompt={prompt} />
    </article>
  );
}

function useLabelMove() {
  const move = useMovePromptLabel();
  return (name: string, version: number, success: string) =>
    move.mutate(
      { name, label: LIBRARY.defaultLabel, version },
      {
        onSuccess: () => toast.success(success),
        onError: (error) => toast.error(errorMessage(error, MESSAGES.labelMoveFailed)),
      },
    );
}

function LabelBar({ prompt }: { prompt: PromptDetail }) {
  const move = useLabelMove();
  const production = prompt.labels.find((l) => l.label === LIBRARY.defaultLabel)?.version;
  const target = rollbackTarget(
    prompt.versions.map((v) => v.version),
    production,
  );
  return (
    <div className="tool-row tool-row--wrap" aria-label="Labels">
      <Badge tone="accent">latest v{prompt.versions[0]?.version}</Badge>
      {prompt.labels.map((label) => (
        <Badge key={label.label} tone={label.label === 'production' ? 'success' : 'info'}>
          {label.label} v{label.version}
        </Badge>
      ))}
      {production === undefined && (
        <span className="tool-small tool-muted">
          No production version yet: promote one so applications can fetch it.
        </span>
      )}
      {target !== undefined && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => move(prompt.name, target, MESSAGES.promptRolledBack)}
        >
          Roll back to v{target}
        </Button>
      )}
    </div>
  );
}

function EditForm({ prompt }: { prompt: PromptDetail }) {
  const latest = prompt.versions[0];
  const [text, setText] = useState(latest?.text ?? '');
  const [message, setMessage] = useState('');
  const save = useSavePrompt();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { name: prompt.name, text, ...(message.trim() ? { message } : {}) },
      {
        onSuccess: (saved) => {
          toast.success(
            saved.created
              ? `${MESSAGES.promptSaved}: ${saved.prompt.name} v${saved.version.version}`
              : MESSAGES.promptUnchanged,
          );
          setMessage('');
        },
        onError: (error) => toast.error(errorMessage(error, MESSAGES.promptSaveFailed)),
      },
    );
  };
  return (
    <form
      className={cardClassName({ padding: 'sm', className: 'tool-stack' })}
      onSubmit={onSubmit}
      aria-label="Edit the prompt"
    >
      <Textarea
        label="Text"
        hint="Saving changed text makes a new version; the old ones never change"
        value={text}
        rows={6}
        maxLength={LIMITS.promptMaxChars}
        onChange={(e) => setText(e.target.value)}
      />
      <TextInput
        label="What changed"
        optional
        value={message}
        maxLength={LIBRARY.commitMessageMaxChars}
        onChange={(e) => setMessage(e.target.value)}
      />
      <Button type="submit" disabled={save.isPending || !text.trim()}>
        {save.isPending ? 'Saving…' : 'Save new version'}
      </Button>
    </form>
  );
}

function VersionList({ prompt }: { prompt: PromptDetail }) {
  const move = useLabelMove();
  const [, setParams] = useSearchParams();
  const updateDraft = useEnhancerStore((s) => s.update);
  const openInEnhancer = (version: PromptVersion) => {
    updateDraft({ prompt: version.text });
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(toolParams.tab, 'basic');
        next.delete(toolParams.view);
        return next;
      },
      { replace: true },
    );
  };
  return (
    <ol className="tool-plain-list tool-stack" aria-label="Versions" reversed>
      {prompt.versions.map((version) => (
        <Card key={version.version} as="li" padding="sm" className="tool-stack">
          <div className="tool-row tool-row--between tool-row--wrap">
            <p className="tool-subtitle">
              Version {version.version}
              {version.message && <span className="tool-muted">: {version.message}</span>}
            </p>
            <div className="tool-row tool-row--wrap">
              {version.labels.map((label) => (
                <Badge key={label} tone={label === 'production' ? 'success' : 'info'}>
                  {label}
                </Badge>
              ))}
              <ConfidenceScore score={version.confidence} />
              <time className="tool-small tool-muted" dateTime={version.created_at}>
                {formatDate(version.created_at)}
              </time>
            </div>
          </div>
          <p className="tool-output tool-library__text">{version.text}</p>
          {version.variables.length > 0 && (
            <p className="tool-small tool-muted">
              Variables: {version.variables.map((v) => `{{${v}}}`).join(', ')}
            </p>
          )}
          <p className="tool-small tool-muted">
            {version.engine === 'manual'
              ? 'Written by hand'
              : `${version.engine}, ${version.model}`}
          </p>
          <div className="tool-row tool-row--wrap">
            <Button
              size="sm"
              variant="secondary"
              onClick={() => openInEnhancer(version)}
              aria-label={`Open in enhancer: version ${version.version}`}
            >
              Open in enhancer
            </Button>
            {!version.labels.includes(LIBRARY.defaultLabel) && (
              <Button
                size="sm"
                onClick={() => move(prompt.name, version.version, MESSAGES.promptPromoted)}
                aria-label={`Promote to production: version ${version.version}`}
              >
                Promote to production
              </Button>
            )}
            <CopyButton text={version.text} label={`Copy version ${version.version}`} />
          </div>
          <SetLabelForm prompt={prompt} version={version} />
        </Card>
      ))}
    </ol>
  );
}

/**
 * Puts a label on one version: a new label, or one moved here from another version (staging,
 * production, or the user's own). The label is checked with the API's rule first, so `latest`
 * is refused in words before any request.
 */
function SetLabelForm({ prompt, version }: { prompt: PromptDetail; version: PromptVersion }) {
  const id = useId();
  const [label, setLabel] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const move = useMovePromptLabel();
  const suggestions = [
    ...new Set([...LIBRARY.suggestedLabels, ...prompt.labels.map((l) => l.label)]),
  ].filter((name) => !version.labels.includes(name));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = label.trim();
    const refused = labelProblem(wanted);
    setProblem(refused);
    if (refused) {
      input.current?.focus();
      return;
    }
    move.mutate(
      { name: prompt.name, label: wanted, version: version.version },
      {
        onSuccess: () => {
          toast.success(labelSetMessage(wanted, version.version));
          setLabel('');
        },
        onError: (error) => toast.error(errorMessage(error, MESSAGES.labelMoveFailed)),
      },
    );
  };
  return (
    <form
      className="tool-row tool-row--wrap tool-library__label-form"
      onSubmit={onSubmit}
      aria-label={`Set a label on version ${version.version}`}
      noValidate
    >
      <TextInput
        ref={input}
        label="Label"
        hint="Like staging or your own; a label on another version moves here"
        value={label}
        error={problem}
        list={`${id}-labels`}
        maxLength={LIBRARY.labelMaxChars}
        autoComplete="off"
        spellCheck={false}
        after={
          <datalist id={`${id}-labels`}>
            {suggestions.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        }
        onChange={(e) => {
          setLabel(e.target.value);
          setProblem(null);
        }}
      />
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        disabled={move.isPending || !label.trim()}
      >
        Set label
      </Button>
    </form>
  );
}

function DiffSection({ prompt }: { prompt: PromptDetail }) {
  const id = useId();
  const numbers = prompt.versions.map((v) => v.version);
  const [first, setFirst] = useState(numbers[1] ?? numbers[0] ?? 1);
  const [second, setSecond] = useState(numbers[0] ?? 1);
  const latest = numbers[0];
  // A new version moves the comparison to "previous → newest".
  const seen = useRef(latest);
  useEffect(() => {
    if (latest !== undefined && seen.current !== latest) {
      seen.current = latest;
      setFirst(numbers[1] ?? latest);
      setSecond(latest);
    }
  }, [latest, numbers]);
  // Whichever order they are chosen in, the older version is on the left and the diff reads
  // from it to the newer one.
  const older = Math.min(first, second);
  const newer = Math.max(first, second);
  const enabled = numbers.length > 1 && older !== newer;
  const diff = usePromptDiff(prompt.name, older, newer, enabled);
  const segments = useMemo(() => diffSegments(diff.data?.parts ?? []), [diff.data]);
  const options = numbers.map((n) => ({ value: String(n), label: `Version ${n}` }));
  if (numbers.length < 2) {
    return (
      <p className="tool-muted tool-small">
        Save a changed text to get a second version; then you can compare them here.
      </p>
    );
  }
  return (
    <Card as="section" padding="sm" className="tool-stack" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="tool-subtitle">
        Compare versions
      </h4>
      <div className="tool-row tool-row--wrap">
        <Select
          label="Compare"
          options={options}
          value={String(first)}
          onChange={(e: ChangeEvent<HTMLSelectElement>) => setFirst(Number(e.target.value))}
        />
        <Select
          label="With"
          options={options}
          value={String(second)}
          onChange={(e: ChangeEvent<HTMLSelectElement>) => setSecond(Number(e.target.value))}
        />
      </div>
      {!enabled ? (
        <p className="tool-muted">Choose two different versions.</p>
      ) : diff.isPending ? (
        <Spinner label="Comparing…" />
      ) : diff.isError ? (
        <Alert role="alert">{errorMessage(diff.error, MESSAGES.libraryLoadFailed)}</Alert>
      ) : (
        <div className="tool-stack" aria-live="polite">
          <p>
            Score: {diff.data.from.confidence} → {diff.data.to.confidence} (
            <strong data-testid="score-change">
              {diff.data.score_change > 0 ? '+' : ''}
              {diff.data.score_change}
            </strong>
            )
          </p>
          <DiffColumns
            segments={segments}
            beforeTitle={`Version ${older} (older)`}
            afterTitle={`Version ${newer} (newer)`}
            testId="library-diff"
          />
          {diff.data.checks_changed.length > 0 && (
            <ul className="tool-list" aria-label="Checks that changed">
              {diff.data.checks_changed.map((check) => (
                <li key={check.id}>
                  {check.label}: {check.before ? (check.before.passed ? 'passed' : 'failed') : '—'}{' '}
                  → {check.after ? (check.after.passed ? 'passed' : 'failed') : '—'}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Card>
  );
}

function FetchSnippets({ name }: { name: string }) {
  const id = useId();
  const { typed, curl } = fetchSnippets(window.location.origin, name);
  return (
    <Card as="section" padding="sm" className="tool-stack" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="tool-subtitle">
        Fetch it from your application
      </h4>
      <div className="tool-row tool-row--between">
        <span className="tool-small">Typed client</span>
        <CopyButton text={typed} label="Copy the typed client snippet" />
      </div>
      <pre className="tool-library__code">
        <code>{typed}</code>
      </pre>
      <div className="tool-row tool-row--between">
        <span className="tool-small">curl</span>
        <CopyButton text={curl} label="Copy the curl snippet" />
      </div>
      <pre className="tool-library__code">
        <code>{curl}</code>
      </pre>
    </Card>
  );
}

function LabelHistory({ prompt }: { prompt: PromptDetail }) {
  if (prompt.label_history.length === 0) return null;
  return (
    <details className={cardClassName({ padding: 'sm' })}>
      <summary>Label history</summary>
      <ul className="tool-list" aria-label="Label history">
        {prompt.label_history.map((move, i) => (
          <li key={i}>
            <time dateTime={move.created_at}>{formatDate(move.created_at)}</time>: {move.label}{' '}
            {move.from_version === null
              ? `set to v${move.to_version}`
              : `moved v${move.from_version} → v${move.to_version}`}
          </li>
        ))}
      </ul>
    </details>
  );
}

const LIBRARY_FILE_NAME = 'silent-prompt-library.json';

function LibraryTransfer() {
  const id = useId();
  const importer = useImportLibrary();
  const [exporting, setExporting] = useState(false);
  const onExport = async () => {
    setExporting(true);
    try {
      const data = await exportLibrary();
      downloadText(LIBRARY_FILE_NAME, JSON.stringify(data, null, 2), 'application/json');
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.libraryLoadFailed));
    } finally {
      setExporting(false);
    }
  };
  const onImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    let parsed: LibraryExport;
    try {
      parsed = JSON.parse(await file.text()) as LibraryExport;
    } catch {
      toast.error(MESSAGES.libraryImportInvalid);
      return;
    }
    importer.mutate(parsed, {
      onSuccess: (result) =>
        toast.success(
          `${MESSAGES.libraryImported}: ${result.prompts_created} prompts and ${result.versions_added} versions added, ${result.versions_skipped} already there`,
        ),
      onError: (error) => toast.error(errorMessage(error, MESSAGES.libraryImportFailed)),
    });
  };
  return (
    <Card as="section" padding="sm" className="tool-stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="tool-subtitle">
        Move your library
      </h3>
      <p className="tool-small tool-muted">
        Export every prompt with its versions and labels as JSON; importing it elsewhere adds what
        is missing and never overwrites a version that exists.
      </p>
      <div className="tool-row tool-row--wrap">
        <Button variant="secondary" onClick={() => void onExport()} disabled={exporting}>
          Export library
        </Button>
        <label className={buttonClassName()} htmlFor={`${id}-file`}>
          Import library
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept="application/json,.json"
          className="ui-visually-hidden"
          onChange={(e) => void onImport(e)}
        />
      </div>
    </Card>
  );
}

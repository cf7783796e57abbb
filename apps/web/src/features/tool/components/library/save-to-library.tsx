import { MESSAGES, LIBRARY, SIGN_IN_REQUIRED, type EnhanceOptions } from '@silent/contracts';
import { Button, TextInput, cardClassName } from '@silent/ui';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useAuth } from '../../../../lib/auth-context';
import { useSavePrompt } from '../../api/save-prompt';
import { errorMessage } from '../../lib/error-message';
import { SignInRequired } from '../common/sign-in-required';

/** "Save to library" under an enhancement: the text, its options and its engine and model. */
export function SaveToLibrary({
  text,
  options,
  engine,
  model,
}: {
  text: string;
  options: EnhanceOptions;
  engine: string;
  model: string;
}) {
  const id = useId();
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const save = useSavePrompt();
  if (!user) return <SignInRequired prompt={SIGN_IN_REQUIRED.library} />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { name: name.trim(), text, options, engine, model, ...(message.trim() ? { message } : {}) },
      {
        onSuccess: (saved) => {
          toast.success(
            saved.created
              ? `${MESSAGES.promptSaved}: ${saved.prompt.name} v${saved.version.version}`
              : MESSAGES.promptUnchanged,
          );
          setOpen(false);
        },
        onError: (error) => toast.error(errorMessage(error, MESSAGES.promptSaveFailed)),
      },
    );
  };

  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Save to library
      </Button>
    );
  }
  return (
    <form
      className={cardClassName({ padding: 'sm', className: 'tool-stack' })}
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
    >
      <h4 id={`${id}-title`} className="tool-subtitle">
        Save to library
      </h4>
      <TextInput
        label="Prompt name"
        hint="Letters, digits, - and _; use / for folders, like support/refund-reply"
        value={name}
        required
        maxLength={LIBRARY.nameMaxChars}
        onChange={(e) => setName(e.target.value)}
      />
      <TextInput
        label="What changed"
        optional
        value={message}
        maxLength={LIBRARY.commitMessageMaxChars}
        onChange={(e) => setMessage(e.target.value)}
      />
      <div className="tool-row">
        <Button type="submit" disabled={save.isPending || !name.trim()}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

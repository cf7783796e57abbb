import {
  DEFAULT_DIFFICULTY,
  DIFFICULTIES,
  LIMITS,
  MESSAGES,
  PROMPT_LENGTHS,
  PROMPT_STYLES,
  categoryLabel,
  type Difficulty,
  type NewTrainingData,
  type PromptLength,
  type PromptStyle,
} from '@silent/contracts';
import { Modal, Select, TextInput, Textarea } from '@silent/ui';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useAddTrainingData } from '../../api/add-training-data';
import { useTrainingCategories } from '../../api/get-training-categories';
import { errorMessage } from '../../lib/error-message';
import { FormActions } from '../common/form-actions';

export interface Draft {
  input_text: string;
  expected_output: string;
  category: string;
  subcategory: string;
  difficulty_level: Difficulty;
  style: PromptStyle | '';
  length: PromptLength | '';
  target_audience: string;
  context: string;
  tags: string;
}

export const emptyDraft: Draft = {
  input_text: '',
  expected_output: '',
  category: '',
  subcategory: '',
  difficulty_level: DEFAULT_DIFFICULTY,
  style: '',
  length: '',
  target_audience: '',
  context: '',
  tags: '',
};

/** The payload: required fields trimmed, empty optional ones left out, tags split on commas. */
export function toNewTrainingData(draft: Draft): NewTrainingData | null {
  const input_text = draft.input_text.trim();
  const expected_output = draft.expected_output.trim();
  const category = draft.category.trim();
  if (!input_text || !expected_output || !category) return null;
  const body: NewTrainingData = {
    input_text,
    expected_output,
    category,
    difficulty_level: draft.difficulty_level,
  };
  if (draft.subcategory.trim()) body.subcategory = draft.subcategory.trim();
  if (draft.style) body.style = draft.style;
  if (draft.length) body.length = draft.length;
  if (draft.target_audience.trim()) body.target_audience = draft.target_audience.trim();
  if (draft.context.trim()) body.context = draft.context.trim();
  const tags = draft.tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  if (tags.length > 0) body.tags = tags;
  return body;
}

export function AddTrainingDataModal({ onClose }: { onClose: () => void }) {
  const add = useAddTrainingData();

  const onSubmit = (draft: Draft) => {
    const body = toNewTrainingData(draft);
    if (!body) {
      toast.error(MESSAGES.requiredFields);
      return;
    }
    add.mutate(body, {
      onSuccess: () => {
        toast.success(MESSAGES.trainingDataAdded);
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error, MESSAGES.trainingDataAddFailed)),
    });
  };

  return (
    <TrainingDataFormModal
      title="Add Training Data"
      submitLabel={add.isPending ? 'Adding…' : 'Add Training Data'}
      initial={emptyDraft}
      pending={add.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}

interface TrainingDataFormModalProps {
  title: string;
  submitLabel: string;
  initial: Draft;
  pending: boolean;
  onSubmit: (draft: Draft) => void;
  onClose: () => void;
}

/** The training example form, in a modal: adding a new example and editing one share it. */
export function TrainingDataFormModal({
  title,
  submitLabel,
  initial,
  pending,
  onSubmit: submit,
  onClose,
}: TrainingDataFormModalProps) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(initial);
  const categories = useTrainingCategories();
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(draft);
  };

  const field = (name: keyof Draft) => `${id}-${name}`;

  return (
    <Modal open onClose={onClose} title={title} closeLabel="Close" className="tool-dialog">
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={pending} className="tool-fieldset tool-stack">
          <legend className="tool-small tool-muted">Fields marked * are required.</legend>
          <Textarea
            label="Input text *"
            id={field('input_text')}
            rows={3}
            maxLength={LIMITS.promptMaxChars}
            aria-required="true"
            value={draft.input_text}
            onChange={(e) => set({ input_text: e.target.value })}
          />
          <Textarea
            label="Expected output *"
            id={field('expected_output')}
            rows={3}
            maxLength={LIMITS.expectedOutputMaxChars}
            aria-required="true"
            value={draft.expected_output}
            onChange={(e) => set({ expected_output: e.target.value })}
          />
          <div className="tool-grid tool-grid--2">
            <TextInput
              label="Category *"
              id={field('category')}
              maxLength={LIMITS.shortTextMaxChars}
              aria-required="true"
              list={`${id}-categories`}
              value={draft.category}
              onChange={(e) => set({ category: e.target.value })}
              after={
                <datalist id={`${id}-categories`}>
                  {(categories.data ?? []).map((c) => (
                    <option key={c.id} value={c.name} label={categoryLabel(c.name)} />
                  ))}
                </datalist>
              }
            />
            <TextInput
              label="Subcategory"
              id={field('subcategory')}
              maxLength={LIMITS.shortTextMaxChars}
              value={draft.subcategory}
              onChange={(e) => set({ subcategory: e.target.value })}
            />
            <Select
              label="Difficulty"
              id={field('difficulty_level')}
              options={DIFFICULTIES.map((d) => ({ value: d, label: d }))}
              value={draft.difficulty_level}
              onChange={(e) => set({ difficulty_level: e.target.value as Difficulty })}
            />
            <Select
              label="Style"
              id={field('style')}
              options={PROMPT_STYLES.map((s) => ({ value: s, label: s }))}
              placeholder="Any"
              value={draft.style}
              onChange={(e) => set({ style: e.target.value as PromptStyle | '' })}
            />
            <Select
              label="Length"
              id={field('length')}
              options={PROMPT_LENGTHS.map((l) => ({ value: l, label: l }))}
              placeholder="Any"
              value={draft.length}
              onChange={(e) => set({ length: e.target.value as PromptLength | '' })}
            />
            <TextInput
              label="Target audience"
              id={field('target_audience')}
              maxLength={LIMITS.shortTextMaxChars}
              value={draft.target_audience}
              onChange={(e) => set({ target_audience: e.target.value })}
            />
          </div>
          <Textarea
            label="Context"
            id={field('context')}
            rows={2}
            maxLength={LIMITS.contextMaxChars}
            value={draft.context}
            onChange={(e) => set({ context: e.target.value })}
          />
          <TextInput
            label="Tags"
            id={field('tags')}
            // Every tag at its longest, each followed by ", ".
            maxLength={LIMITS.tagsMax * (LIMITS.tagMaxChars + 2)}
            value={draft.tags}
            onChange={(e) => set({ tags: e.target.value })}
            note="Separate tags with commas."
          />
          <FormActions onCancel={onClose} submitLabel={submitLabel} />
        </fieldset>
      </form>
    </Modal>
  );
}

import { MESSAGES, type TrainingDataItem, type UpdateTrainingData } from '@silent/contracts';
import toast from 'react-hot-toast';
import { useUpdateTrainingData } from '../../api/update-training-data';
import { errorMessage } from '../../lib/error-message';
import { TrainingDataFormModal, toNewTrainingData, type Draft } from './add-training-data-modal';

/** The form's draft of a stored example. */
export function draftOf(item: TrainingDataItem): Draft {
  return {
    input_text: item.input_text,
    expected_output: item.expected_output,
    category: item.category,
    subcategory: item.subcategory ?? '',
    difficulty_level: item.difficulty_level,
    style: (item.style ?? '') as Draft['style'],
    length: (item.length ?? '') as Draft['length'],
    target_audience: item.target_audience ?? '',
    context: item.context ?? '',
    tags: item.tags.join(', '),
  };
}

/** The edit as sent: every field, an emptied optional one as null (it is cleared). */
export function toUpdate(draft: Draft): UpdateTrainingData | null {
  const body = toNewTrainingData(draft);
  if (!body) return null;
  return {
    input_text: body.input_text,
    expected_output: body.expected_output,
    category: body.category,
    difficulty_level: body.difficulty_level ?? draft.difficulty_level,
    subcategory: body.subcategory ?? null,
    style: body.style ?? null,
    length: body.length ?? null,
    target_audience: body.target_audience ?? null,
    context: body.context ?? null,
    tags: body.tags ?? [],
  };
}

export function EditTrainingDataModal({
  item,
  onClose,
}: {
  item: TrainingDataItem;
  onClose: () => void;
}) {
  const update = useUpdateTrainingData();

  const onSubmit = (draft: Draft) => {
    const body = toUpdate(draft);
    if (!body) {
      toast.error(MESSAGES.requiredFields);
      return;
    }
    update.mutate(
      { id: item.id, body },
      {
        onSuccess: () => {
          toast.success(MESSAGES.trainingDataUpdated);
          onClose();
        },
        onError: (error) => toast.error(errorMessage(error, MESSAGES.trainingDataUpdateFailed)),
      },
    );
  };

  return (
    <TrainingDataFormModal
      title="Edit Training Data"
      submitLabel={update.isPending ? 'Saving…' : 'Save changes'}
      initial={draftOf(item)}
      pending={update.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}

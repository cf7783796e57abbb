import { Button, Modal } from '@silent/ui';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  title: string;
  /** What happens, in a sentence or two (the dialog's description for screen readers). */
  description: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before something that cannot be undone. Focus starts on Cancel, so Enter alone never
 * deletes; Escape cancels.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      open
      onClose={onCancel}
      title={title}
      description={description}
      size="sm"
      closeLabel="Close"
      dismissible={!busy}
      className="tool-dialog"
      footer={
        <>
          <Button onClick={onCancel} disabled={busy} data-autofocus>
            Cancel
          </Button>
          <Button variant="danger" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}

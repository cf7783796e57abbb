import { MESSAGES } from '@silent/contracts';
import { Button } from '@silent/ui';
import toast from 'react-hot-toast';

export async function copyToClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(MESSAGES.copied);
  } catch {
    toast.error('Could not copy: your browser blocked clipboard access');
  }
}

/** A copy button; `label` names what it copies for screen readers when several share a page. */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  return (
    <Button size="sm" aria-label={label} onClick={() => void copyToClipboard(text)}>
      Copy
    </Button>
  );
}

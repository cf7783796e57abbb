import { MESSAGES } from '@silent/contracts';
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
    <button
      type="button"
      className="tool-button tool-button--sm"
      aria-label={label}
      onClick={() => void copyToClipboard(text)}
    >
      Copy
    </button>
  );
}

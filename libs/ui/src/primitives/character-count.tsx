import { useState, type ClipboardEvent } from 'react';
import { cx } from './class-names';

export interface CharacterCountProps {
  /** Id for the control's aria-describedby. */
  id: string;
  length: number;
  max: number;
  /** What is wrong past the limit (the field's LENGTH_MESSAGES entry). */
  overMessage: string;
  /** Also shows the message at the limit: the browser cut what was typed or pasted. */
  cut?: boolean;
  /** Shown from this share of the limit on (0.9: the last tenth). */
  showFrom?: number;
  className?: string;
}

const format = (n: number) => n.toLocaleString('en-US');

/**
 * "9,512 / 10,000 characters" under a limited field, shown only near the limit; past it (or when
 * the browser cut a paste at the limit) it says what is wrong. The count itself is not a live
 * region (it would speak on every keystroke); the message is, once, when it appears.
 */
export function CharacterCount({
  id,
  length,
  max,
  overMessage,
  cut = false,
  showFrom = 0.9,
  className,
}: CharacterCountProps) {
  const over = length > max || (cut && length >= max);
  const near = length >= Math.floor(max * showFrom);
  return (
    <div className={cx('ui-char-count', over && 'ui-char-count--over', className)}>
      {near || over ? (
        <p id={id} className="ui-char-count__count">
          {format(length)} / {format(max)} characters
        </p>
      ) : null}
      <p role="status" className="ui-char-count__message">
        {over ? overMessage : null}
      </p>
    </div>
  );
}

/**
 * Whether the last paste into a field with `maxLength` was cut by the browser (which does so
 * silently); the flag clears once the text is shorter than the limit again.
 */
export function usePasteCut(max: number, length: number) {
  // 'pasted': a paste was cut and its text is on its way in; 'shown': it arrived (at the limit).
  const [state, setState] = useState<'none' | 'pasted' | 'shown'>('none');
  if (state === 'pasted' && length >= max) setState('shown');
  if (state === 'shown' && length < max) setState('none');
  const onPaste = (event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.currentTarget;
    const selected = (field.selectionEnd ?? 0) - (field.selectionStart ?? 0);
    const pasted = event.clipboardData.getData('text/plain').length;
    setState(field.value.length - selected + pasted > max ? 'pasted' : 'none');
  };
  return { cut: state === 'shown', onPaste };
}

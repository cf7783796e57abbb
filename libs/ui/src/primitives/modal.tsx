import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cx } from './class-names';
import { focusableIn } from './focusable';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row under the body. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Keep the backdrop click from closing (e.g. while a form is busy). */
  dismissible?: boolean;
  /** Label of the top-right close button. */
  closeLabel?: string;
  className?: string;
}

/**
 * A dialog in a portal: focus moves in on open, Tab stays inside, Escape closes, and focus
 * returns to whatever opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  dismissible = true,
  closeLabel = 'Close dialog',
  className,
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  const backdropRef = useRef<HTMLDivElement>(null);
  const dismissibleRef = useRef(dismissible);
  dismissibleRef.current = dismissible;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    const backdrop = backdropRef.current;
    if (!dialog || !backdrop) return;
    const autofocus = dialog.querySelector<HTMLElement>('[data-autofocus]');
    const first = focusableIn(dialog).find((element) => !element.dataset.modalClose);
    (autofocus ?? first ?? dialog).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(dialog);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const firstItem = items[0] as HTMLElement;
      const lastItem = items[items.length - 1] as HTMLElement;
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || active === dialog)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && active === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    // A press that starts on the backdrop itself (not inside the dialog) dismisses.
    const onBackdropDown = (event: MouseEvent) => {
      if (dismissibleRef.current && event.target === backdrop) onCloseRef.current();
    };
    dialog.addEventListener('keydown', onKeyDown);
    backdrop.addEventListener('mousedown', onBackdropDown);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      backdrop.removeEventListener('mousedown', onBackdropDown);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <div ref={backdropRef} className="ui-modal__backdrop">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cx('ui-modal', size !== 'md' && `ui-modal--${size}`, className)}
      >
        <div className="ui-modal__header">
          <div>
            <h2 id={titleId} className="ui-modal__title">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="ui-modal__description">
                {description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            className="ui-button ui-button--ghost ui-button--sm ui-button--icon"
            aria-label={closeLabel}
            data-modal-close="true"
            onClick={() => onCloseRef.current()}
          >
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        <div className="ui-modal__body">{children}</div>
        {footer ? <div className="ui-modal__footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}

import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Link } from 'react-router';
import { cx } from '../primitives/class-names';

export type MenuItem =
  | { id: string; label: ReactNode; to: string }
  | { id: string; label: ReactNode; onSelect: () => void };

export interface DropdownMenuProps {
  /** Content of the trigger button (its accessible name unless `buttonLabel` is given). */
  trigger: ReactNode;
  /** aria-label for the trigger when its content is not descriptive text. */
  buttonLabel?: string;
  items: readonly MenuItem[];
  /** Extra, non-interactive content at the top of the menu (e.g. "Signed in as"). */
  header?: ReactNode;
  align?: 'start' | 'end';
  className?: string;
  buttonClassName?: string;
}

/**
 * The WAI-ARIA menu button pattern: Enter, Space or ArrowDown open on the first item, ArrowUp on
 * the last; arrows, Home and End move; Escape closes and returns focus to the button; Tab or a
 * click elsewhere closes.
 */
export function DropdownMenu({
  trigger,
  buttonLabel,
  items,
  header,
  align = 'start',
  className,
  buttonClassName,
}: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const baseId = useId();
  const buttonId = `${baseId}-button`;
  const menuId = `${baseId}-menu`;

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open, close]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    } else if (event.key === 'Escape' && open) {
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const count = items.length;
    const current = itemRefs.current.findIndex((item) => item === document.activeElement);
    const move = (index: number) => {
      event.preventDefault();
      setFocusIndex(index);
      itemRefs.current[index]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        move((current + 1) % count);
        break;
      case 'ArrowUp':
        move((current - 1 + count) % count);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(count - 1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      case ' ': {
        // Space activates a link item the way Enter does.
        const item = itemRefs.current[current];
        if (item?.tagName === 'A') {
          event.preventDefault();
          item.click();
        }
        break;
      }
      default:
    }
  };

  return (
    <div ref={rootRef} className={cx('ui-dropdown', className)}>
      <button
        ref={buttonRef}
        type="button"
        id={buttonId}
        className={cx('ui-dropdown__button', buttonClassName)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={buttonLabel}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {trigger}
        <svg
          className="ui-dropdown__chevron"
          width="14"
          height="14"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
        >
          <path
            d="m6 9 6 6 6-6"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      {open ? (
        <div className={cx('ui-dropdown__panel', `ui-dropdown__panel--${align}`)}>
          {header}
          <ul role="menu" id={menuId} aria-labelledby={buttonId} onKeyDown={onMenuKeyDown}>
            {items.map((item, index) => (
              <li role="none" key={item.id}>
                {'to' in item ? (
                  <Link
                    role="menuitem"
                    tabIndex={-1}
                    to={item.to}
                    ref={(node) => {
                      itemRefs.current[index] = node;
                    }}
                    className="ui-dropdown__item"
                    onClick={() => close(false)}
                  >
                    {item.label}
                  </Link>
                ) : (
                  <button
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    ref={(node) => {
                      itemRefs.current[index] = node;
                    }}
                    className="ui-dropdown__item"
                    onClick={() => {
                      close(true);
                      item.onSelect();
                    }}
                  >
                    {item.label}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

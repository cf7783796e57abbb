import {
  cloneElement,
  forwardRef,
  isValidElement,
  useId,
  type InputHTMLAttributes,
  type ReactElement,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cx } from './class-names';

interface FieldChrome {
  /** Visible label text. */
  label: ReactNode;
  /** Error text; when set, the control is aria-invalid and described by it. */
  error?: string | null;
  /** Helper text under the label. */
  hint?: ReactNode;
  /** Helper text under the control (after `after`), also describing it. */
  note?: ReactNode;
  /** Anything shown right under the control and not describing it by itself: a character
   *  count (give it an id and list that in the control's aria-describedby), a datalist. */
  after?: ReactNode;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  /** Hides the label visually (it stays the accessible name). */
  hideLabel?: boolean;
  className?: string;
}

export interface FieldProps extends FieldChrome {
  /** Id of the control; generated when omitted. */
  id?: string;
  /** One form control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
}

function describedBy(...ids: Array<string | false | undefined>) {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

/** Label, hint and error around any control, wired for assistive technology. */
export function Field({
  id,
  label,
  error,
  hint,
  note,
  after,
  optional,
  hideLabel,
  className,
  children,
}: FieldProps) {
  const generated = useId();
  const controlId = id ?? (children.props.id as string | undefined) ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const noteId = note ? `${controlId}-note` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const control = isValidElement(children)
    ? cloneElement(children, {
        id: controlId,
        // An error makes it invalid; without one, the control's own aria-invalid stands (a
        // length limit passed, say).
        'aria-invalid': error ? true : (children.props['aria-invalid'] as boolean | undefined),
        'aria-describedby': describedBy(
          children.props['aria-describedby'] as string | undefined,
          hintId,
          noteId,
          errorId,
        ),
      })
    : children;
  return (
    <div className={cx('ui-field', className)}>
      <label htmlFor={controlId} className={hideLabel ? 'ui-visually-hidden' : 'ui-field__label'}>
        {label}
        {optional ? <span className="ui-field__optional"> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      {control}
      {after}
      {note ? (
        <p id={noteId} className="ui-field__hint">
          {note}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type TextInputProps = FieldChrome & InputHTMLAttributes<HTMLInputElement>;

export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { label, error, hint, note, after, optional, hideLabel, className, id, ...rest },
  ref,
) {
  return (
    <Field {...{ label, error, hint, note, after, optional, hideLabel, className, id }}>
      <input ref={ref} className="ui-input" {...rest} />
    </Field>
  );
});

export type TextareaProps = FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>;

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { label, error, hint, note, after, optional, hideLabel, className, id, ...rest },
  ref,
) {
  return (
    <Field {...{ label, error, hint, note, after, optional, hideLabel, className, id }}>
      <textarea ref={ref} className="ui-input" {...rest} />
    </Field>
  );
});

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectProps = FieldChrome &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: readonly SelectOption[];
    /** Adds a first, empty option with this text. */
    placeholder?: string;
  };

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    error,
    hint,
    note,
    after,
    optional,
    hideLabel,
    className,
    id,
    options,
    placeholder,
    ...rest
  },
  ref,
) {
  return (
    <Field {...{ label, error, hint, note, after, optional, hideLabel, className, id }}>
      <select ref={ref} className="ui-input" {...rest}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
});

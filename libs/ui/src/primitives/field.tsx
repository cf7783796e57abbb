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
  optional,
  hideLabel,
  className,
  children,
}: FieldProps) {
  const generated = useId();
  const controlId = id ?? (children.props.id as string | undefined) ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const control = isValidElement(children)
    ? cloneElement(children, {
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(
          children.props['aria-describedby'] as string | undefined,
          hintId,
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
  { label, error, hint, optional, hideLabel, className, id, ...rest },
  ref,
) {
  return (
    <Field {...{ label, error, hint, optional, hideLabel, className, id }}>
      <input ref={ref} className="ui-input" {...rest} />
    </Field>
  );
});

export type TextareaProps = FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>;

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { label, error, hint, optional, hideLabel, className, id, ...rest },
  ref,
) {
  return (
    <Field {...{ label, error, hint, optional, hideLabel, className, id }}>
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
  { label, error, hint, optional, hideLabel, className, id, options, placeholder, ...rest },
  ref,
) {
  return (
    <Field {...{ label, error, hint, optional, hideLabel, className, id }}>
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

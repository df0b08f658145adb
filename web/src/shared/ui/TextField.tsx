import type { InputHTMLAttributes, Ref } from 'react';
import { describedBy } from './field-description';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

/**
 * A labelled text input that carries its own error: the field is marked (aria-invalid and a
 * visible style) and the message sits right under it, tied to the input by aria-describedby.
 */
export function TextField({
  id,
  label,
  error,
  hint,
  inputRef,
  ...input
}: InputProps & {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" data-testid={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

import type { InputHTMLAttributes, Ref } from 'react';
import { describedBy } from './field-description';
import { FieldError, FieldHint } from './FieldNotes';

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
      {hint && <FieldHint id={id} hint={hint} />}
      <FieldError id={id} error={error} />
    </div>
  );
}

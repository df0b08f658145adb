import type { InputHTMLAttributes, Ref } from 'react';

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
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" data-testid={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

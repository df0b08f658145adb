import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { describedBy } from './field-description';
import { FieldError, FieldHint } from './FieldNotes';

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>;

/** A labelled text area that carries its own error, as TextField does for an input. */
export function TextAreaField({
  id,
  label,
  error,
  hint,
  counter,
  inputRef,
  ...textarea
}: TextAreaProps & {
  id: string;
  label: string;
  error?: string | null;
  hint?: ReactNode;
  /** Shows how much of maxLength is used. */
  counter?: boolean;
  inputRef?: Ref<HTMLTextAreaElement>;
}) {
  const used = String(textarea.value ?? '').length;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        {...textarea}
        ref={inputRef}
        id={id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      {(hint || counter) && (
        <div className="field-hint-row">
          {hint && <FieldHint id={id} hint={hint} />}
          {counter && textarea.maxLength && (
            <p className="field-hint field-counter" aria-hidden="true">
              {used}/{textarea.maxLength}
            </p>
          )}
        </div>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

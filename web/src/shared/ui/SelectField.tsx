import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { describedBy } from './field-description';
import { FieldError, FieldHint } from './FieldNotes';

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'>;

/** A labelled select that carries its own error, as TextField does for an input. */
export function SelectField({
  id,
  label,
  error,
  hint,
  inputRef,
  children,
  ...select
}: SelectProps & {
  id: string;
  label: string;
  error?: string | null;
  hint?: ReactNode;
  inputRef?: Ref<HTMLSelectElement>;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        {...select}
        ref={inputRef}
        id={id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      >
        {children}
      </select>
      {hint && <FieldHint id={id} hint={hint} />}
      <FieldError id={id} error={error} />
    </div>
  );
}

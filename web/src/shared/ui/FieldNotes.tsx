import type { ReactNode } from 'react';

/* What sits under a field, with the ids describedBy (field-description.ts) ties the input to. */

export function FieldHint({ id, hint }: { id: string; hint: ReactNode }) {
  return (
    <p id={`${id}-hint`} className="field-hint">
      {hint}
    </p>
  );
}

export function FieldError({ id, error }: { id: string; error?: string | null }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="field-error" data-testid={`${id}-error`}>
      {error}
    </p>
  );
}

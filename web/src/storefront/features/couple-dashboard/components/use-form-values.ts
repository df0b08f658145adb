import { useState } from 'react';
import type { FieldErrors } from '@/shared/validation/field-errors';

/** What a field needs of its form: its text, how it changes, and its error. */
export interface BoundField {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: string | undefined;
}

/**
 * A form's text as typed, one string a field, and each field's error; `bind(field)` gives a
 * TextField or a select what it needs of both.
 */
export function useFormValues<F extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const bind = (field: F): BoundField => ({
    value: values[field],
    onChange: (event) => setValues((v) => ({ ...v, [field]: event.target.value })),
    error: errors[field],
  });
  return { values, setValues, errors, setErrors, bind };
}

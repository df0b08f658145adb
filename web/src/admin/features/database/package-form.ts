import type { Package, PackageInputBody } from '@undangan/contracts';

/**
 * The package form's inputs, one per field of the body packageInputSchema reads (a field the
 * contract adds does not compile here until it has its input). The form, its empty state and the
 * request body are all made from this list: a number is sent as a number, a text trimmed.
 */
const INPUTS = { id: 'number', name: 'text', price: 'number', feature: 'text' } as const satisfies Record<
  keyof PackageInputBody,
  'number' | 'text'
>;

export type PackageForm = Record<keyof typeof INPUTS, string>;

export const PACKAGE_FORM_FIELDS = Object.keys(INPUTS) as (keyof PackageForm)[];

export const emptyPackageForm = (): PackageForm =>
  Object.fromEntries(PACKAGE_FORM_FIELDS.map((field) => [field, ''])) as PackageForm;

/** A stored package in the form (its features as comma-separated text). */
export function packageForm(stored: Package): PackageForm {
  const values: Record<keyof PackageForm, unknown> = { ...stored, feature: stored.features.join(', ') };
  return Object.fromEntries(
    PACKAGE_FORM_FIELDS.map((field) => [field, String(values[field])]),
  ) as PackageForm;
}

export const packageBody = (form: PackageForm): PackageInputBody =>
  Object.fromEntries(
    PACKAGE_FORM_FIELDS.map((field) => [
      field,
      INPUTS[field] === 'number' ? Number(form[field]) : form[field].trim(),
    ]),
  ) as PackageInputBody;

import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';

/*
 * The admin forms' fields. An .admin-form is a one-column grid whose rows are the label and the
 * control themselves, so each field is a label and its control side by side (a fragment), not a
 * wrapper: the page keeps the layout it had.
 */

type Controlled<Attributes> = Omit<Attributes, 'id' | 'value' | 'onChange'> & {
  id: string;
  label: ReactNode;
  value: string;
  /** The new text, as typed or chosen. */
  onValue: (value: string) => void;
};

export function InputField({
  id,
  label,
  value,
  onValue,
  inputRef,
  ...input
}: Controlled<InputHTMLAttributes<HTMLInputElement>> & { inputRef?: Ref<HTMLInputElement> }) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input {...input} ref={inputRef} id={id} value={value} onChange={(e) => onValue(e.target.value)} />
    </>
  );
}

export function TextAreaField({
  id,
  label,
  value,
  onValue,
  ...textarea
}: Controlled<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <textarea {...textarea} id={id} value={value} onChange={(e) => onValue(e.target.value)} />
    </>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A select with its empty first choice (`placeholder`) and the options, each given or as plain text. */
export function SelectField({
  id,
  label,
  value,
  onValue,
  placeholder,
  options,
  ...select
}: Controlled<SelectHTMLAttributes<HTMLSelectElement>> & {
  placeholder: string;
  options: readonly (string | SelectOption)[];
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select {...select} id={id} value={value} onChange={(e) => onValue(e.target.value)}>
        <option value="">{placeholder}</option>
        {options.map((option) => {
          const { value: optionValue, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={optionValue} value={optionValue}>
              {text}
            </option>
          );
        })}
      </select>
    </>
  );
}

/** A checkbox with its text beside it. */
export function CheckField({
  label,
  checked,
  onChecked,
}: {
  label: ReactNode;
  checked: boolean;
  onChecked: (checked: boolean) => void;
}) {
  return (
    <label className="admin-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChecked(e.target.checked)} />
      {label}
    </label>
  );
}

export interface FormMessageValue {
  kind: 'error' | 'success';
  text: string;
}

/** What a form answered: an error is announced at once, a success politely. */
export function FormMessage({ message }: { message: FormMessageValue | null }) {
  if (!message) return null;
  return (
    <p
      className={message.kind === 'error' ? 'admin-error' : 'admin-success'}
      role={message.kind === 'error' ? 'alert' : 'status'}
    >
      {message.text}
    </p>
  );
}

/** Create or Update, and Batal while a row is being edited. */
export function FormActions({
  editing,
  busy,
  onCancel,
}: {
  editing: boolean;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="admin-form-actions">
      <button type="submit" className="admin-button" disabled={busy}>
        {editing ? 'Update' : 'Create'}
      </button>
      {editing && (
        <button type="button" className="admin-button secondary" onClick={onCancel}>
          Batal
        </button>
      )}
    </div>
  );
}

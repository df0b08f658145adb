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
  /** For screen readers only, where the toolbar around the control says what it is. */
  labelHidden?: boolean;
  value: string;
  /** The new text, as typed or chosen. */
  onValue: (value: string) => void;
};

function Label({ id, hidden, children }: { id: string; hidden?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={id} className={hidden ? 'visually-hidden' : undefined}>
      {children}
    </label>
  );
}

export function InputField({
  id,
  label,
  labelHidden,
  value,
  onValue,
  inputRef,
  ...input
}: Controlled<InputHTMLAttributes<HTMLInputElement>> & { inputRef?: Ref<HTMLInputElement> }) {
  return (
    <>
      <Label id={id} hidden={labelHidden}>
        {label}
      </Label>
      <input {...input} ref={inputRef} id={id} value={value} onChange={(e) => onValue(e.target.value)} />
    </>
  );
}

export function TextAreaField({
  id,
  label,
  labelHidden,
  value,
  onValue,
  ...textarea
}: Controlled<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return (
    <>
      <Label id={id} hidden={labelHidden}>
        {label}
      </Label>
      <textarea {...textarea} id={id} value={value} onChange={(e) => onValue(e.target.value)} />
    </>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A select with its empty first choice (`placeholder`, when given) and the options, each given or as plain text. */
export function SelectField({
  id,
  label,
  labelHidden,
  value,
  onValue,
  placeholder,
  options,
  ...select
}: Controlled<SelectHTMLAttributes<HTMLSelectElement>> & {
  placeholder?: string;
  options: readonly (string | SelectOption)[];
}) {
  return (
    <>
      <Label id={id} hidden={labelHidden}>
        {label}
      </Label>
      <select {...select} id={id} value={value} onChange={(e) => onValue(e.target.value)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
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

/** A list's status filter in its toolbar: every status (the empty choice, `allText`) or one. */
export function StatusFilter({
  id,
  label,
  allText,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  allText: string;
  options: readonly SelectOption[];
  value: string | undefined;
  onChange: (status: string | undefined) => void;
}) {
  return (
    <SelectField
      id={id}
      label={label}
      labelHidden
      className="admin-status-select"
      placeholder={allText}
      options={options}
      value={value ?? ''}
      onValue={(chosen) => onChange(chosen || undefined)}
    />
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

/** The search box of a list (orders, payments): one text for an order id, a name or a phone. */
export function SearchBox({
  id,
  label,
  value,
  onValue,
  submitText,
}: {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  submitText: string;
}) {
  return (
    <>
      <InputField
        id={id}
        label={label}
        labelHidden
        type="search"
        placeholder="Order ID, nama, atau nomor HP"
        value={value}
        onValue={onValue}
      />
      <button type="submit" className="admin-button">
        {submitText}
      </button>
    </>
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

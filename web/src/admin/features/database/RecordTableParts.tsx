import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { ErrorNotice } from '@/admin/components/ErrorNotice';
import { FormActions, InputField } from '@/admin/components/FormFields';
import { LoadingText } from '@/shared/ui/LoadingText';

/** A table's form: its title (Tambah or Edit), its fields, and Create/Update with Batal. */
export function RecordForm({
  label,
  title,
  editing,
  busy,
  onSubmit,
  onCancel,
  noValidate,
  children,
  footer,
}: {
  label: string;
  title: string;
  editing: boolean;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  noValidate?: boolean;
  children: ReactNode;
  /** Below the buttons (a design's save result). */
  footer?: ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  // Where the form sits above its table, a row's Edit would fill a form out of sight.
  useEffect(() => {
    if (editing) formRef.current?.scrollIntoView({ block: 'nearest' });
  }, [editing, title]);
  return (
    <form ref={formRef} className="admin-form" onSubmit={onSubmit} aria-label={label} noValidate={noValidate}>
      <h3>{title}</h3>
      {children}
      <FormActions editing={editing} busy={busy} onCancel={onCancel} />
      {footer}
    </form>
  );
}

/** A row's number id: typed when creating, locked while the row is edited. */
export function NumberIdField({
  id,
  locked,
  value,
  onValue,
}: {
  id: string;
  locked: boolean;
  value: string;
  onValue: (value: string) => void;
}) {
  return (
    <InputField
      id={id}
      label="ID"
      type="number"
      min={1}
      required
      disabled={locked}
      value={value}
      onValue={onValue}
    />
  );
}

/** A price in whole rupiah. */
export function PriceField({
  id,
  value,
  onValue,
}: {
  id: string;
  value: string;
  onValue: (value: string) => void;
}) {
  return <InputField id={id} label="Harga" type="number" min={0} required value={value} onValue={onValue} />;
}

/**
 * A column of a record table: its header, or its header and a class. A column marked `col-wide` is
 * dropped where the table is short of room; its rows then show the same value in a `narrow-only`
 * line under another cell, so nothing is lost and the table never scrolls sideways on a laptop.
 */
export type RecordColumn = string | { label: string; className: string };

/** The error of the last load, the loading text, or the table with its column headers. */
export function RecordList({
  label,
  columns,
  error,
  loading,
  children,
}: {
  label: string;
  columns: RecordColumn[];
  error: string;
  loading: boolean;
  children: ReactNode;
}) {
  return (
    <>
      {error && <ErrorNotice>{error}</ErrorNotice>}
      {loading && !error ? (
        <LoadingText />
      ) : (
        <div className="admin-table-wrap admin-record-wrap">
          <table className="admin-table admin-sticky-actions" aria-label={label}>
            <thead>
              <tr>
                {columns.map((column) =>
                  typeof column === 'string' ? (
                    <th scope="col" key={column}>
                      {column}
                    </th>
                  ) : (
                    <th scope="col" key={column.label} className={column.className}>
                      {column.label}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** Edit, and the remove button when the row can be removed. */
export function RowActions({
  onEdit,
  onRemove,
  removeLabel = 'Delete',
}: {
  onEdit: () => void;
  onRemove?: () => void;
  removeLabel?: string;
}) {
  return (
    <td className="admin-actions-cell">
      <div className="admin-row-actions">
        <button type="button" className="admin-button small" onClick={onEdit}>
          Edit
        </button>
        {onRemove && (
          <button type="button" className="admin-button small danger" onClick={onRemove}>
            {removeLabel}
          </button>
        )}
      </div>
    </td>
  );
}

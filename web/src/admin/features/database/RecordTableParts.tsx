import type { ReactNode } from 'react';
import { LoadingText } from '../../../shared/ui/LoadingText';
import { ErrorNotice } from '../../components/ErrorNotice';

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

/** The error of the last load, the loading text, or the table with its column headers. */
export function RecordList({
  label,
  columns,
  error,
  loading,
  children,
}: {
  label: string;
  columns: string[];
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
        <div className="admin-table-wrap">
          <table className="admin-table admin-sticky-actions" aria-label={label}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th scope="col" key={column}>
                    {column}
                  </th>
                ))}
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

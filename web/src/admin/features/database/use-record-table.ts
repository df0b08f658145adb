import { useState, type FormEvent } from 'react';
import { useRequest } from '@/admin/lib/use-request';
import { serverMessage } from '@/shared/api/api-client';
import { DATABASE_MESSAGES as M } from './messages';

/** What removing a row asks, says and answers on failure. */
export interface Removal {
  confirm: string;
  /** Shown once removed; null for nothing. */
  done: string | null;
  failed: (err: unknown) => string;
}

const DELETION: Removal = { confirm: M.confirmDelete, done: M.deleted, failed: () => M.deleteFailed };

/** One admin table of the database page: how it lists, fills its form, saves and removes rows. */
export interface RecordTable<Row, Form, Key extends string | number> {
  list: () => Promise<Row[]>;
  empty: Form;
  keyOf: (row: Row) => Key;
  toForm: (row: Row) => Form;
  /** Creates (editing null) or updates the row being edited. */
  save: (form: Form, editing: Key | null) => Promise<unknown>;
  remove: (key: Key) => Promise<unknown>;
  /** Deletion by default. */
  removal?: Removal;
}

/**
 * The list, the form and the actions of one table (PRODUCT.md section 8): loading, one row edited at a
 * time (its key locked), the messages after saving and removing. Pass a table defined once,
 * outside the component.
 */
export function useRecordTable<Row, Form, Key extends string | number>(table: RecordTable<Row, Form, Key>) {
  const list = useRequest(table.list);
  const rows = list.data;
  const error = list.failed ? M.loadFailed : '';
  const [form, setForm] = useState<Form>(table.empty);
  const [editing, setEditing] = useState<Key | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setForm(table.empty);
    setEditing(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await table.save(form, editing);
      window.alert(M.saved);
      reset();
      list.reload();
    } catch (err) {
      window.alert(serverMessage(err) ?? M.saveFailed);
    } finally {
      setBusy(false);
    }
  };

  const edit = (row: Row) => {
    setEditing(table.keyOf(row));
    setForm(table.toForm(row));
  };

  const remove = async (row: Row) => {
    const removal = table.removal ?? DELETION;
    if (!window.confirm(removal.confirm)) return;
    const key = table.keyOf(row);
    try {
      await table.remove(key);
      if (removal.done) window.alert(removal.done);
      if (editing === key) reset();
      list.reload();
    } catch (err) {
      console.error(err);
      window.alert(removal.failed(err));
    }
  };

  /** Sets one field of the form. */
  const field =
    <K extends keyof Form>(name: K) =>
    (value: Form[K]) =>
      setForm((current) => ({ ...current, [name]: value }));

  /** What RecordList shows besides the rows: the load's error, or loading before the first answer. */
  const listState = { error, loading: !rows };

  /** What RecordForm needs of the table besides its title. */
  const formState = { editing: editing !== null, busy, onSubmit: submit, onCancel: reset };

  return { rows, listState, formState, form, field, editing, edit, remove };
}

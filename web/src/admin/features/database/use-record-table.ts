import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useConfirm } from '@/admin/components/ConfirmDialog';
import { useToast } from '@/admin/components/Toasts';
import { serverMessage } from '@/shared/api/server-message';
import { databaseKeys } from './api/database-keys';
import { DATABASE_MESSAGES as M } from './messages';

/** What removing a row asks, says and answers on failure. */
export interface Removal {
  confirm: string;
  /** The button that goes ahead. */
  confirmText: string;
  /** Shown once removed; null for nothing. */
  done: string | null;
  failed: (err: unknown) => string;
}

const DELETION: Removal = {
  confirm: M.confirmDelete,
  confirmText: 'Ya, hapus',
  done: M.deleted,
  failed: () => M.deleteFailed,
};

/** One admin table of the database page: how it lists, fills its form, saves and removes rows. */
export interface RecordTable<Row, Form, Key extends string | number> {
  list: (signal?: AbortSignal) => Promise<Row[]>;
  empty: Form;
  keyOf: (row: Row) => Key;
  toForm: (row: Row) => Form;
  /** Creates (editing null) or updates the row being edited. */
  save: (form: Form, editing: Key | null) => Promise<unknown>;
  remove: (key: Key) => Promise<unknown>;
  /** Deletion by default. */
  removal?: Removal;
}

// Each table is defined once, outside its component: its query key is the order it was first used in.
const tableNames = new WeakMap<object, string>();
let tablesNamed = 0;
function tableName(table: object): string {
  let name = tableNames.get(table);
  if (name === undefined) {
    tablesNamed += 1;
    name = `table-${tablesNamed}`;
    tableNames.set(table, name);
  }
  return name;
}

/**
 * The list, the form and the actions of one table (PRODUCT.md section 8): loading, one row edited at a
 * time (its key locked), the messages after saving and removing. Pass a table defined once,
 * outside the component.
 */
export function useRecordTable<Row, Form, Key extends string | number>(table: RecordTable<Row, Form, Key>) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const confirm = useConfirm();
  const list = useQuery({
    queryKey: databaseKeys.table(tableName(table)),
    queryFn: ({ signal }) => table.list(signal),
  });
  const rows = list.data ?? null;
  const error = list.isError && !list.isFetching ? M.loadFailed : '';
  const [form, setForm] = useState<Form>(table.empty);
  const [editing, setEditing] = useState<Key | null>(null);
  // A change to one table may show in another (a package in the designs' choices): all are read again.
  const reloadAll = () => void queryClient.invalidateQueries({ queryKey: databaseKeys.all });
  const saving = useMutation({
    mutationFn: ({ form, editing }: { form: Form; editing: Key | null }) => table.save(form, editing),
    onSuccess: reloadAll,
  });
  const removing = useMutation({ mutationFn: table.remove, onSuccess: reloadAll });
  const busy = saving.isPending;

  const reset = () => {
    setForm(table.empty);
    setEditing(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await saving.mutateAsync({ form, editing });
      toast.success(M.saved);
      reset();
    } catch (err) {
      toast.error(serverMessage(err) ?? M.saveFailed);
    }
  };

  const edit = (row: Row) => {
    setEditing(table.keyOf(row));
    setForm(table.toForm(row));
  };

  const remove = async (row: Row) => {
    const removal = table.removal ?? DELETION;
    if (!(await confirm({ question: removal.confirm, confirmText: removal.confirmText }))) return;
    const key = table.keyOf(row);
    try {
      await removing.mutateAsync(key);
      if (removal.done) toast.success(removal.done);
      if (editing === key) reset();
    } catch (err) {
      console.error(err);
      toast.error(removal.failed(err));
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

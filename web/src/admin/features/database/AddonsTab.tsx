import type { Addon } from '@undangan/contracts';
import { formatRupiah } from '../../lib/format';
import { deleteRecord, listAddons, saveRecord } from './api';
import { FormActions, RecordList, RowActions } from './RecordTableParts';
import { useRecordTable, type RecordTable } from './use-record-table';

const ADDONS: RecordTable<Addon, { id: string; title: string; description: string; price: string }, number> =
  {
    list: async () => (await listAddons()).sort((a, b) => a.id - b.id),
    empty: { id: '', title: '', description: '', price: '' },
    keyOf: (a) => a.id,
    toForm: (a) => ({ id: String(a.id), title: a.title, description: a.description, price: String(a.price) }),
    save: (form, editing) =>
      saveRecord(
        'addons',
        {
          id: Number(form.id),
          title: form.title.trim(),
          description: form.description.trim(),
          price: Number(form.price),
        },
        editing,
      ),
    remove: (id) => deleteRecord('addons', id),
  };

export function AddonsTab() {
  const { rows, error, form, field, editing, busy, submit, edit, remove, reset } = useRecordTable(ADDONS);
  return (
    <div className="admin-crud">
      <form className="admin-form" onSubmit={submit} aria-label="Form add-on">
        <h3>{editing === null ? 'Tambah Add-on' : `Edit Add-on ${editing}`}</h3>
        <label htmlFor="addon-id">ID</label>
        <input
          id="addon-id"
          type="number"
          min={1}
          required
          disabled={editing !== null}
          value={form.id}
          onChange={(e) => field('id')(e.target.value)}
        />
        <label htmlFor="addon-title">Judul</label>
        <input
          id="addon-title"
          required
          value={form.title}
          onChange={(e) => field('title')(e.target.value)}
        />
        <label htmlFor="addon-description">Deskripsi</label>
        <textarea
          id="addon-description"
          rows={2}
          value={form.description}
          onChange={(e) => field('description')(e.target.value)}
        />
        <label htmlFor="addon-price">Harga</label>
        <input
          id="addon-price"
          type="number"
          min={0}
          required
          value={form.price}
          onChange={(e) => field('price')(e.target.value)}
        />
        <FormActions editing={editing !== null} busy={busy} onCancel={reset} />
      </form>
      <RecordList
        label="Daftar add-on"
        columns={['ID', 'Judul', 'Deskripsi', 'Harga', 'Aksi']}
        error={error}
        loading={!rows}
      >
        {rows?.map((a) => (
          <tr key={a.id} data-testid={`addon-row-${a.id}`}>
            <td>{a.id}</td>
            <td>{a.title}</td>
            <td>{a.description}</td>
            <td className="nowrap">{formatRupiah(a.price)}</td>
            <RowActions onEdit={() => edit(a)} onRemove={() => void remove(a)} />
          </tr>
        ))}
      </RecordList>
    </div>
  );
}

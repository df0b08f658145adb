import type { Package } from '@undangan/contracts';
import { formatRupiah } from '../../lib/format';
import { deleteRecord, listPackages, saveRecord } from './api';
import { FormActions, RecordList, RowActions } from './RecordTableParts';
import { useRecordTable, type RecordTable } from './use-record-table';

const PACKAGES: RecordTable<Package, { id: string; name: string; price: string; feature: string }, number> = {
  list: listPackages,
  empty: { id: '', name: '', price: '', feature: '' },
  keyOf: (p) => p.id,
  toForm: (p) => ({ id: String(p.id), name: p.name, price: String(p.price), feature: p.features.join(', ') }),
  save: (form, editing) =>
    saveRecord(
      'packages',
      { id: Number(form.id), name: form.name.trim(), price: Number(form.price), feature: form.feature },
      editing,
    ),
  remove: (id) => deleteRecord('packages', id),
};

export function PackagesTab() {
  const { rows, error, form, field, editing, busy, submit, edit, remove, reset } = useRecordTable(PACKAGES);
  return (
    <div className="admin-crud">
      <form className="admin-form" onSubmit={submit} aria-label="Form paket">
        <h3>{editing === null ? 'Tambah Paket' : `Edit Paket ${editing}`}</h3>
        <label htmlFor="package-id">ID</label>
        <input
          id="package-id"
          type="number"
          min={1}
          required
          disabled={editing !== null}
          value={form.id}
          onChange={(e) => field('id')(e.target.value)}
        />
        <label htmlFor="package-name">Nama</label>
        <input id="package-name" required value={form.name} onChange={(e) => field('name')(e.target.value)} />
        <label htmlFor="package-price">Harga</label>
        <input
          id="package-price"
          type="number"
          min={0}
          required
          value={form.price}
          onChange={(e) => field('price')(e.target.value)}
        />
        <label htmlFor="package-feature">Fitur (pisahkan dengan koma)</label>
        <textarea
          id="package-feature"
          rows={3}
          value={form.feature}
          onChange={(e) => field('feature')(e.target.value)}
        />
        <FormActions editing={editing !== null} busy={busy} onCancel={reset} />
      </form>
      <RecordList
        label="Daftar paket"
        columns={['ID', 'Nama', 'Harga', 'Fitur', 'Aksi']}
        error={error}
        loading={!rows}
      >
        {rows?.map((p) => (
          <tr key={p.id} data-testid={`package-row-${p.id}`}>
            <td>{p.id}</td>
            <td>{p.name}</td>
            <td className="nowrap">{formatRupiah(p.price)}</td>
            <td>{p.features.join(', ')}</td>
            <RowActions onEdit={() => edit(p)} onRemove={() => void remove(p)} />
          </tr>
        ))}
      </RecordList>
    </div>
  );
}

import type { Package } from '@undangan/contracts';
import { InputField, TextAreaField } from '@/admin/components/FormFields';
import { formatRupiah } from '@/admin/lib/format';
import { deleteRecord } from './api/delete-record';
import { getPackages } from './api/get-packages';
import { saveRecord } from './api/save-record';
import { emptyPackageForm, packageBody, packageForm, type PackageForm } from './package-form';
import { NumberIdField, PriceField, RecordForm, RecordList, RowActions } from './RecordTableParts';
import { useRecordTable, type RecordTable } from './use-record-table';

const PACKAGES: RecordTable<Package, PackageForm, number> = {
  list: getPackages,
  empty: emptyPackageForm(),
  keyOf: (p) => p.id,
  toForm: packageForm,
  save: (form, editing) => saveRecord('packages', packageBody(form), editing),
  remove: (id) => deleteRecord('packages', id),
};

export function PackagesTab() {
  const { rows, listState, formState, form, field, editing, edit, remove } = useRecordTable(PACKAGES);
  return (
    <div className="admin-crud">
      <RecordForm
        label="Form paket"
        title={editing === null ? 'Tambah Paket' : `Edit Paket ${editing}`}
        {...formState}
      >
        <NumberIdField id="package-id" locked={editing !== null} value={form.id} onValue={field('id')} />
        <InputField id="package-name" label="Nama" required value={form.name} onValue={field('name')} />
        <PriceField id="package-price" value={form.price} onValue={field('price')} />
        <TextAreaField
          id="package-feature"
          label="Fitur (pisahkan dengan koma)"
          rows={3}
          value={form.feature}
          onValue={field('feature')}
        />
      </RecordForm>
      <RecordList label="Daftar paket" columns={['ID', 'Nama', 'Harga', 'Fitur', 'Aksi']} {...listState}>
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

import type { Addon, AddonKind } from '@undangan/contracts';
import { InputField, SelectField, TextAreaField } from '@/admin/components/FormFields';
import { formatRupiah } from '@/admin/lib/format';
import { deleteRecord } from './api/delete-record';
import { getAddons } from './api/get-addons';
import { saveRecord } from './api/save-record';
import { NumberIdField, PriceField, RecordForm, RecordList, RowActions } from './RecordTableParts';
import { useRecordTable, type RecordTable } from './use-record-table';

type AddonFormState = {
  id: string;
  title: string;
  description: string;
  price: string;
  kind: AddonKind;
  /** Package ids, comma-separated, as the admin types them. */
  includedIn: string;
};

const KIND_OPTIONS = [
  { value: 'extra', label: 'Tambahan' },
  { value: 'turnaround', label: 'Waktu pengerjaan (pelanggan memilih satu saja)' },
];
const KIND_LABELS: Record<AddonKind, string> = { extra: 'Tambahan', turnaround: 'Waktu pengerjaan' };
/** The ids of the packages that include an add-on, comma-joined. */
const includedIn = (a: Addon) => (a.included_in ?? []).join(', ');

const ADDONS: RecordTable<Addon, AddonFormState, number> = {
  list: async (signal) => (await getAddons(signal)).sort((a, b) => a.id - b.id),
  empty: { id: '', title: '', description: '', price: '', kind: 'extra', includedIn: '' },
  keyOf: (a) => a.id,
  toForm: (a) => ({
    id: String(a.id),
    title: a.title,
    description: a.description,
    price: String(a.price),
    kind: a.kind ?? 'extra',
    includedIn: (a.included_in ?? []).join(', '),
  }),
  save: (form, editing) =>
    saveRecord(
      'addons',
      {
        id: Number(form.id),
        title: form.title.trim(),
        description: form.description.trim(),
        price: Number(form.price),
        kind: form.kind,
        included_in: form.includedIn,
      },
      editing,
    ),
  remove: (id) => deleteRecord('addons', id),
};

export function AddonsTab() {
  const { rows, listState, formState, form, field, editing, edit, remove } = useRecordTable(ADDONS);
  return (
    <div className="admin-crud">
      <RecordForm
        label="Form add-on"
        title={editing === null ? 'Tambah Add-on' : `Edit Add-on ${editing}`}
        {...formState}
      >
        <NumberIdField id="addon-id" locked={editing !== null} value={form.id} onValue={field('id')} />
        <InputField id="addon-title" label="Judul" required value={form.title} onValue={field('title')} />
        <TextAreaField
          id="addon-description"
          label="Deskripsi"
          rows={2}
          value={form.description}
          onValue={field('description')}
        />
        <PriceField id="addon-price" value={form.price} onValue={field('price')} />
        <SelectField
          id="addon-kind"
          label="Jenis"
          options={KIND_OPTIONS}
          value={form.kind}
          onValue={(kind) => field('kind')(kind as AddonKind)}
        />
        <InputField
          id="addon-included-in"
          label="Sudah termasuk di paket (ID, pisahkan dengan koma)"
          inputMode="numeric"
          placeholder="Contoh: 3, 4"
          value={form.includedIn}
          onValue={field('includedIn')}
        />
      </RecordForm>
      <RecordList
        label="Daftar add-on"
        columns={[
          'ID',
          'Judul',
          'Deskripsi',
          'Harga',
          { label: 'Jenis', className: 'col-wide' },
          { label: 'Termasuk di Paket', className: 'col-wide' },
          'Aksi',
        ]}
        {...listState}
      >
        {rows?.map((a) => (
          <tr key={a.id} data-testid={`addon-row-${a.id}`}>
            <td>{a.id}</td>
            <td>
              {a.title}
              <small className="admin-line-note narrow-only">
                {KIND_LABELS[a.kind ?? 'extra']}
                {(a.included_in ?? []).length > 0 && ` · termasuk di paket ${includedIn(a)}`}
              </small>
            </td>
            <td>{a.description}</td>
            <td className="nowrap">{formatRupiah(a.price)}</td>
            <td className="col-wide">{KIND_LABELS[a.kind ?? 'extra']}</td>
            <td className="col-wide">{includedIn(a) || '-'}</td>
            <RowActions onEdit={() => edit(a)} onRemove={() => void remove(a)} />
          </tr>
        ))}
      </RecordList>
    </div>
  );
}

import type { ReferralCodeView } from '@undangan/contracts';
import { CheckField, InputField } from '@/admin/components/FormFields';
import { dateTimeOrNa } from '@/admin/lib/format';
import { serverMessage } from '@/shared/api/server-message';
import { deleteRecord } from './api/delete-record';
import { getReferralCodes } from './api/get-referral-codes';
import { saveRecord } from './api/save-record';
import { DATABASE_MESSAGES as M } from './messages';
import { RecordForm, RecordList, RowActions } from './RecordTableParts';
import { useRecordTable, type RecordTable } from './use-record-table';

interface ReferralCodeFormState {
  code: string;
  percentage: string;
  active: boolean;
  /** yyyy-mm-dd in the admin's time zone, the last day the code works. */
  expires: string;
  usageLimit: string;
  description: string;
}

const localDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Referral codes: created and edited here; a "delete" deactivates, so past orders keep their code. */
const REFERRAL_CODES: RecordTable<ReferralCodeView, ReferralCodeFormState, string> = {
  list: getReferralCodes,
  empty: { code: '', percentage: '', active: true, expires: '', usageLimit: '', description: '' },
  keyOf: (r) => r.code,
  toForm: (r) => ({
    code: r.code,
    percentage: String(r.percentage),
    active: r.active,
    expires: r.expires_at ? localDate(new Date(r.expires_at)) : '',
    usageLimit: r.usage_limit === null ? '' : String(r.usage_limit),
    description: r.description,
  }),
  save: (form, editing) =>
    saveRecord(
      'referral-codes',
      {
        code: form.code.trim().toUpperCase(),
        percentage: Number(form.percentage),
        active: form.active,
        expires_at: form.expires ? new Date(`${form.expires}T23:59:59`).toISOString() : null,
        usage_limit: form.usageLimit ? Number(form.usageLimit) : null,
        description: form.description.trim(),
      },
      editing,
    ),
  remove: (code) => deleteRecord('referral-codes', code),
  removal: {
    confirm: 'Apakah Anda yakin ingin menonaktifkan kode referal ini?',
    confirmText: 'Ya, nonaktifkan',
    done: null,
    failed: (err) => serverMessage(err) ?? M.saveFailed,
  },
};

/** How often a code was used, out of its limit when it has one. */
const used = (r: ReferralCodeView) =>
  r.usage_limit !== null ? `${r.used_count} / ${r.usage_limit}` : String(r.used_count);

export function ReferralCodesTab() {
  const { rows, listState, formState, form, field, editing, edit, remove } = useRecordTable(REFERRAL_CODES);
  return (
    <div className="admin-crud">
      <RecordForm
        label="Form kode referal"
        title={editing === null ? 'Tambah Kode Referal' : `Edit Kode ${editing}`}
        {...formState}
      >
        <InputField
          id="referral-code"
          label="Kode"
          required
          disabled={editing !== null}
          value={form.code}
          onValue={field('code')}
        />
        <InputField
          id="referral-percentage"
          label="Diskon (%)"
          type="number"
          min={1}
          max={100}
          required
          value={form.percentage}
          onValue={field('percentage')}
        />
        <InputField
          id="referral-expires"
          label="Berlaku sampai (opsional)"
          type="date"
          value={form.expires}
          onValue={field('expires')}
        />
        <InputField
          id="referral-limit"
          label="Batas pemakaian (opsional)"
          type="number"
          min={1}
          value={form.usageLimit}
          onValue={field('usageLimit')}
        />
        <InputField
          id="referral-description"
          label="Keterangan"
          value={form.description}
          onValue={field('description')}
        />
        <CheckField label="Aktif" checked={form.active} onChecked={field('active')} />
      </RecordForm>
      <RecordList
        label="Daftar kode referal"
        columns={[
          'Kode',
          'Diskon',
          { label: 'Status', className: 'col-wide' },
          { label: 'Dipakai', className: 'col-wide' },
          'Berlaku sampai',
          'Keterangan',
          'Aksi',
        ]}
        {...listState}
      >
        {rows?.map((r) => (
          <tr key={r.code} data-testid={`referral-row-${r.code}`}>
            <td>
              {r.code}
              <small className="admin-line-note narrow-only">{r.active ? 'Aktif' : 'Nonaktif'}</small>
            </td>
            <td>
              {r.percentage}%<small className="admin-line-note narrow-only nowrap">Dipakai {used(r)}</small>
            </td>
            <td className="col-wide">{r.active ? 'Aktif' : 'Nonaktif'}</td>
            <td className="col-wide">{used(r)}</td>
            <td className="admin-when">{r.expires_at ? dateTimeOrNa(r.expires_at) : '-'}</td>
            <td>{r.description}</td>
            <RowActions
              onEdit={() => edit(r)}
              onRemove={r.active ? () => void remove(r) : undefined}
              removeLabel="Nonaktifkan"
            />
          </tr>
        ))}
      </RecordList>
    </div>
  );
}

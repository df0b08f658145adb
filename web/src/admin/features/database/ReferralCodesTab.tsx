import { useEffect, useState, type FormEvent } from 'react';
import type { ReferralCodeView } from '@undangan/contracts';
import { serverMessage } from '../../../shared/api/api-client';
import { LoadingText } from '../../../shared/ui/LoadingText';
import { dateTimeOrNa } from '../../lib/format';
import { deleteRecord, listReferralCodes, saveRecord } from './api';
import { DATABASE_MESSAGES as M } from './messages';

const EMPTY = { code: '', percentage: '', active: true, expires: '', usageLimit: '', description: '' };
const CONFIRM_DEACTIVATE = 'Apakah Anda yakin ingin menonaktifkan kode referal ini?';

/** Referral codes: created and edited here; a "delete" deactivates, so past orders keep their code. */
export function ReferralCodesTab() {
  const [rows, setRows] = useState<ReferralCodeView[] | null>(null);
  const [error, setError] = useState('');
  const [form, setForm] = useState(EMPTY);
  const [editing, setEditing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = async () => {
    try {
      setRows(await listReferralCodes());
      setError('');
    } catch (err) {
      console.error(err);
      setError(M.loadFailed);
    }
  };
  useEffect(() => {
    void load();
  }, []);

  const reset = () => {
    setForm(EMPTY);
    setEditing(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await saveRecord(
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
      );
      window.alert(M.saved);
      reset();
      await load();
    } catch (err) {
      window.alert(serverMessage(err) ?? M.saveFailed);
    } finally {
      setBusy(false);
    }
  };

  const edit = (r: ReferralCodeView) => {
    setEditing(r.code);
    const expires = r.expires_at ? new Date(r.expires_at) : null;
    setForm({
      code: r.code,
      percentage: String(r.percentage),
      active: r.active,
      expires: expires
        ? `${expires.getFullYear()}-${String(expires.getMonth() + 1).padStart(2, '0')}-${String(expires.getDate()).padStart(2, '0')}`
        : '',
      usageLimit: r.usage_limit === null ? '' : String(r.usage_limit),
      description: r.description,
    });
  };

  const deactivate = async (code: string) => {
    if (!window.confirm(CONFIRM_DEACTIVATE)) return;
    try {
      await deleteRecord('referral-codes', code);
      await load();
    } catch (err) {
      console.error(err);
      window.alert(serverMessage(err) ?? M.saveFailed);
    }
  };

  return (
    <div className="admin-crud">
      <form className="admin-form" onSubmit={submit} aria-label="Form kode referal">
        <h3>{editing === null ? 'Tambah Kode Referal' : `Edit Kode ${editing}`}</h3>
        <label htmlFor="referral-code">Kode</label>
        <input
          id="referral-code"
          required
          disabled={editing !== null}
          value={form.code}
          onChange={(e) => setForm({ ...form, code: e.target.value })}
        />
        <label htmlFor="referral-percentage">Diskon (%)</label>
        <input
          id="referral-percentage"
          type="number"
          min={1}
          max={100}
          required
          value={form.percentage}
          onChange={(e) => setForm({ ...form, percentage: e.target.value })}
        />
        <label htmlFor="referral-expires">Berlaku sampai (opsional)</label>
        <input
          id="referral-expires"
          type="date"
          value={form.expires}
          onChange={(e) => setForm({ ...form, expires: e.target.value })}
        />
        <label htmlFor="referral-limit">Batas pemakaian (opsional)</label>
        <input
          id="referral-limit"
          type="number"
          min={1}
          value={form.usageLimit}
          onChange={(e) => setForm({ ...form, usageLimit: e.target.value })}
        />
        <label htmlFor="referral-description">Keterangan</label>
        <input
          id="referral-description"
          value={form.description}
          onChange={(e) => setForm({ ...form, description: e.target.value })}
        />
        <label className="admin-check">
          <input
            type="checkbox"
            checked={form.active}
            onChange={(e) => setForm({ ...form, active: e.target.checked })}
          />
          Aktif
        </label>
        <div className="admin-form-actions">
          <button type="submit" className="admin-button" disabled={busy}>
            {editing === null ? 'Create' : 'Update'}
          </button>
          {editing !== null && (
            <button type="button" className="admin-button secondary" onClick={reset}>
              Batal
            </button>
          )}
        </div>
      </form>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {!rows && !error ? (
        <LoadingText />
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table" aria-label="Daftar kode referal">
            <thead>
              <tr>
                <th scope="col">Kode</th>
                <th scope="col">Diskon</th>
                <th scope="col">Status</th>
                <th scope="col">Dipakai</th>
                <th scope="col">Berlaku sampai</th>
                <th scope="col">Keterangan</th>
                <th scope="col">Aksi</th>
              </tr>
            </thead>
            <tbody>
              {rows?.map((r) => (
                <tr key={r.code}>
                  <td>{r.code}</td>
                  <td>{r.percentage}%</td>
                  <td>{r.active ? 'Aktif' : 'Nonaktif'}</td>
                  <td>
                    {r.used_count}
                    {r.usage_limit !== null ? ` / ${r.usage_limit}` : ''}
                  </td>
                  <td>{r.expires_at ? dateTimeOrNa(r.expires_at) : '-'}</td>
                  <td>{r.description}</td>
                  <td className="admin-row-actions">
                    <button type="button" className="admin-button small" onClick={() => edit(r)}>
                      Edit
                    </button>
                    {r.active && (
                      <button
                        type="button"
                        className="admin-button small danger"
                        onClick={() => void deactivate(r.code)}
                      >
                        Nonaktifkan
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import type { Package } from '@undangan/contracts';
import { serverMessage } from '../../../shared/api/api-client';
import { LoadingText } from '../../../shared/ui/LoadingText';
import { formatRupiah } from '../../lib/format';
import { deleteRecord, listPackages, saveRecord } from './api';
import { DATABASE_MESSAGES as M } from './messages';

const EMPTY = { id: '', name: '', price: '', feature: '' };

export function PackagesTab() {
  const [rows, setRows] = useState<Package[] | null>(null);
  const [error, setError] = useState('');
  const [form, setForm] = useState(EMPTY);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const load = async () => {
    try {
      setRows(await listPackages());
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
    setEditingId(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await saveRecord(
        'packages',
        { id: Number(form.id), name: form.name.trim(), price: Number(form.price), feature: form.feature },
        editingId,
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

  const edit = (p: Package) => {
    setEditingId(p.id);
    setForm({ id: String(p.id), name: p.name, price: String(p.price), feature: p.features.join(', ') });
  };

  const remove = async (id: number) => {
    if (!window.confirm(M.confirmDelete)) return;
    try {
      await deleteRecord('packages', id);
      window.alert(M.deleted);
      if (editingId === id) reset();
      await load();
    } catch (err) {
      console.error(err);
      window.alert(M.deleteFailed);
    }
  };

  return (
    <div className="admin-crud">
      <form className="admin-form" onSubmit={submit} aria-label="Form paket">
        <h3>{editingId === null ? 'Tambah Paket' : `Edit Paket ${editingId}`}</h3>
        <label htmlFor="package-id">ID</label>
        <input
          id="package-id"
          type="number"
          min={1}
          required
          disabled={editingId !== null}
          value={form.id}
          onChange={(e) => setForm({ ...form, id: e.target.value })}
        />
        <label htmlFor="package-name">Nama</label>
        <input
          id="package-name"
          required
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
        />
        <label htmlFor="package-price">Harga</label>
        <input
          id="package-price"
          type="number"
          min={0}
          required
          value={form.price}
          onChange={(e) => setForm({ ...form, price: e.target.value })}
        />
        <label htmlFor="package-feature">Fitur (pisahkan dengan koma)</label>
        <textarea
          id="package-feature"
          rows={3}
          value={form.feature}
          onChange={(e) => setForm({ ...form, feature: e.target.value })}
        />
        <div className="admin-form-actions">
          <button type="submit" className="admin-button" disabled={busy}>
            {editingId === null ? 'Create' : 'Update'}
          </button>
          {editingId !== null && (
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
          <table className="admin-table" aria-label="Daftar paket">
            <thead>
              <tr>
                <th scope="col">ID</th>
                <th scope="col">Nama</th>
                <th scope="col">Harga</th>
                <th scope="col">Fitur</th>
                <th scope="col">Aksi</th>
              </tr>
            </thead>
            <tbody>
              {rows?.map((p) => (
                <tr key={p.id} data-testid={`package-row-${p.id}`}>
                  <td>{p.id}</td>
                  <td>{p.name}</td>
                  <td>{formatRupiah(p.price)}</td>
                  <td>{p.features.join(', ')}</td>
                  <td className="admin-row-actions">
                    <button type="button" className="admin-button small" onClick={() => edit(p)}>
                      Edit
                    </button>
                    <button
                      type="button"
                      className="admin-button small danger"
                      onClick={() => void remove(p.id)}
                    >
                      Delete
                    </button>
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

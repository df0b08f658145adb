import { useEffect, useState, type FormEvent } from 'react';
import type { Addon } from '@undangan/contracts';
import { serverMessage } from '../../../shared/api/api-client';
import { LoadingText } from '../../../shared/ui/LoadingText';
import { formatRupiah } from '../../lib/format';
import { deleteRecord, listAddons, saveRecord } from './api';
import { DATABASE_MESSAGES as M } from './messages';

const EMPTY = { id: '', title: '', description: '', price: '' };

export function AddonsTab() {
  const [rows, setRows] = useState<Addon[] | null>(null);
  const [error, setError] = useState('');
  const [form, setForm] = useState(EMPTY);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const load = async () => {
    try {
      setRows((await listAddons()).sort((a, b) => a.id - b.id));
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
        'addons',
        {
          id: Number(form.id),
          title: form.title.trim(),
          description: form.description.trim(),
          price: Number(form.price),
        },
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

  const edit = (a: Addon) => {
    setEditingId(a.id);
    setForm({ id: String(a.id), title: a.title, description: a.description, price: String(a.price) });
  };

  const remove = async (id: number) => {
    if (!window.confirm(M.confirmDelete)) return;
    try {
      await deleteRecord('addons', id);
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
      <form className="admin-form" onSubmit={submit} aria-label="Form add-on">
        <h3>{editingId === null ? 'Tambah Add-on' : `Edit Add-on ${editingId}`}</h3>
        <label htmlFor="addon-id">ID</label>
        <input
          id="addon-id"
          type="number"
          min={1}
          required
          disabled={editingId !== null}
          value={form.id}
          onChange={(e) => setForm({ ...form, id: e.target.value })}
        />
        <label htmlFor="addon-title">Judul</label>
        <input
          id="addon-title"
          required
          value={form.title}
          onChange={(e) => setForm({ ...form, title: e.target.value })}
        />
        <label htmlFor="addon-description">Deskripsi</label>
        <textarea
          id="addon-description"
          rows={2}
          value={form.description}
          onChange={(e) => setForm({ ...form, description: e.target.value })}
        />
        <label htmlFor="addon-price">Harga</label>
        <input
          id="addon-price"
          type="number"
          min={0}
          required
          value={form.price}
          onChange={(e) => setForm({ ...form, price: e.target.value })}
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
          <table className="admin-table" aria-label="Daftar add-on">
            <thead>
              <tr>
                <th scope="col">ID</th>
                <th scope="col">Judul</th>
                <th scope="col">Deskripsi</th>
                <th scope="col">Harga</th>
                <th scope="col">Aksi</th>
              </tr>
            </thead>
            <tbody>
              {rows?.map((a) => (
                <tr key={a.id} data-testid={`addon-row-${a.id}`}>
                  <td>{a.id}</td>
                  <td>{a.title}</td>
                  <td>{a.description}</td>
                  <td>{formatRupiah(a.price)}</td>
                  <td className="admin-row-actions">
                    <button type="button" className="admin-button small" onClick={() => edit(a)}>
                      Edit
                    </button>
                    <button
                      type="button"
                      className="admin-button small danger"
                      onClick={() => void remove(a.id)}
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

import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PROOF_STATUSES, type ProofView } from '@undangan/contracts';
import { TrashIcon } from '../../../shared/ui/icons';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { adminApi } from '../../lib/admin-api';

/** SPEC sections 5 and 8. */
const TEXT = {
  needOrderId: 'Harap isi Order ID.',
  loadFailed: 'Gagal memuat data. Periksa Order ID.',
  needAll: 'Harap lengkapi semua kolom.',
  updated: 'Data berhasil diperbarui.',
  updateFailed: 'Terjadi kesalahan saat memperbarui data.',
  needOrderIdToDelete: 'Harap isi Order ID untuk menghapus data.',
  confirmDelete: 'Apakah Anda yakin ingin menghapus data ini? Data akan dihapus permanen.',
  deleted: 'Data berhasil dihapus.',
  deleteFailed: 'Terjadi kesalahan saat menghapus data.',
  wrongType: 'Hanya file dengan format .jpg, .jpeg, atau .png yang diizinkan.',
  noImage: 'Gambar tidak ditemukan',
};

const ALLOWED_EXTENSIONS = /\.(jpe?g|png)$/i;
const EMPTY = { customerName: '', customerPhone: '', customerEmail: '', status: '' };

export default function UploadProofPage() {
  useDocumentTitle('Kelola Bukti Pembayaran');
  const [params] = useSearchParams();
  const [orderId, setOrderId] = useState(params.get('orderId') ?? '');
  const [fields, setFields] = useState(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [storedImage, setStoredImage] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [imageBroken, setImageBroken] = useState(false);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  // The stored proof is private: fetched with the token, shown from a blob URL.
  useEffect(() => {
    if (!storedImage) return undefined;
    let url: string | null = null;
    let cancelled = false;
    adminApi
      .get<Blob>(storedImage.replace(/^\/api\/admin/, ''), { responseType: 'blob' })
      .then(({ data }) => {
        if (cancelled) return;
        url = URL.createObjectURL(data);
        setPreview(url);
      })
      .catch((err: unknown) => {
        console.error(err);
        if (!cancelled) setImageBroken(true);
      });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [storedImage]);

  // A newly chosen file is previewed instead of the stored one.
  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    setPreview(url);
    setImageBroken(false);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const clear = () => {
    setFields(EMPTY);
    setFile(null);
    setStoredImage(null);
    setPreview(null);
    setImageBroken(false);
    if (fileInput.current) fileInput.current.value = '';
  };

  const load = async (id = orderId) => {
    if (!id.trim()) {
      window.alert(TEXT.needOrderId);
      return;
    }
    setBusy(true);
    try {
      const { data } = await adminApi.get<ProofView>(`/payment-proofs/${encodeURIComponent(id.trim())}`);
      clear();
      setFields({
        customerName: data.customer_name,
        customerPhone: data.customer_phone,
        customerEmail: data.customer_email,
        status: data.status,
      });
      setStoredImage(data.proof_file);
      setImageBroken(!data.proof_file);
    } catch (err) {
      console.error(err);
      window.alert(TEXT.loadFailed);
    } finally {
      setBusy(false);
    }
  };

  // Opened from a transaction's gear button: the order id is in the address.
  const initial = useRef(params.get('orderId'));
  useEffect(() => {
    if (initial.current) void load(initial.current);
  }, []);

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (chosen && !ALLOWED_EXTENSIONS.test(chosen.name)) {
      window.alert(TEXT.wrongType);
      event.target.value = '';
      setFile(null);
      return;
    }
    setFile(chosen);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const id = orderId.trim();
    if (
      !id ||
      !fields.customerName.trim() ||
      !fields.customerPhone.trim() ||
      !fields.customerEmail.trim() ||
      !fields.status
    ) {
      window.alert(TEXT.needAll);
      return;
    }
    const form = new FormData();
    form.set('orderId', id);
    form.set('customerName', fields.customerName.trim());
    form.set('customerPhone', fields.customerPhone.trim());
    form.set('customerEmail', fields.customerEmail.trim());
    form.set('status', fields.status);
    if (file) form.set('proofFile', file, file.name);
    setBusy(true);
    try {
      await adminApi.post('/payment-proofs/update', form);
      window.alert(TEXT.updated);
    } catch (err) {
      console.error(err);
      window.alert(TEXT.updateFailed);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    const id = orderId.trim();
    if (!id) {
      window.alert(TEXT.needOrderIdToDelete);
      return;
    }
    if (!window.confirm(TEXT.confirmDelete)) return;
    setBusy(true);
    try {
      await adminApi.delete(`/payment-proofs/${encodeURIComponent(id)}`);
      window.alert(TEXT.deleted);
      clear();
      setOrderId('');
    } catch (err) {
      console.error(err);
      window.alert(TEXT.deleteFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="admin-page" aria-labelledby="proof-title">
      <h2 id="proof-title">Kelola Bukti Pembayaran</h2>
      <form className="admin-form admin-proof-form" onSubmit={save}>
        <label htmlFor="proof-order-id">Order ID</label>
        <div className="admin-inline">
          <input id="proof-order-id" value={orderId} onChange={(e) => setOrderId(e.target.value)} />
          <button
            type="button"
            className="admin-button secondary"
            disabled={busy}
            onClick={() => void load()}
          >
            Muat Data
          </button>
        </div>
        <label htmlFor="proof-name">Nama Pelanggan</label>
        <input
          id="proof-name"
          value={fields.customerName}
          onChange={(e) => setFields({ ...fields, customerName: e.target.value })}
        />
        <label htmlFor="proof-phone">Nomor Telepon</label>
        <input
          id="proof-phone"
          type="tel"
          value={fields.customerPhone}
          onChange={(e) => setFields({ ...fields, customerPhone: e.target.value })}
        />
        <label htmlFor="proof-email">Email</label>
        <input
          id="proof-email"
          type="email"
          value={fields.customerEmail}
          onChange={(e) => setFields({ ...fields, customerEmail: e.target.value })}
        />
        <label htmlFor="proof-status">Status</label>
        <select
          id="proof-status"
          value={fields.status}
          onChange={(e) => setFields({ ...fields, status: e.target.value })}
        >
          <option value="">Pilih status</option>
          {PROOF_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <label htmlFor="proof-file">Bukti Pembayaran (.jpg, .jpeg, .png)</label>
        <input id="proof-file" ref={fileInput} type="file" accept=".jpg,.jpeg,.png" onChange={chooseFile} />
        <div className="admin-proof-preview">
          {preview && !imageBroken ? (
            <img src={preview} alt="Bukti pembayaran" onError={() => setImageBroken(true)} />
          ) : (
            (imageBroken || storedImage === null) &&
            (fields.status || file) && <p className="admin-placeholder">{TEXT.noImage}</p>
          )}
        </div>
        <div className="admin-form-actions">
          <button type="submit" className="admin-button" disabled={busy}>
            Simpan Perubahan
          </button>
          <button
            type="button"
            className="admin-icon-button danger"
            aria-label="Hapus data"
            title="Hapus data"
            disabled={busy}
            onClick={() => void remove()}
          >
            <TrashIcon size={20} />
          </button>
        </div>
      </form>
    </section>
  );
}

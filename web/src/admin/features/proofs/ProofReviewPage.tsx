import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  PROOF_STATUSES,
  PROOF_UPLOAD_MESSAGES,
  type AdminPaymentDetail,
  type ProofStatus,
} from '@undangan/contracts';
import { getPaymentDetail } from '@/admin/api/get-payment-detail';
import { BillSummary } from '@/admin/components/BillSummary';
import { FormMessage, InputField, SelectField } from '@/admin/components/FormFields';
import { ProofBadge, StatusBadge } from '@/admin/components/StatusBadge';
import { orderLink, transactionLink, proofReviewLink } from '@/admin/config/paths';
import { orNa, rupiahOrNa, shortDateTimeOrNa } from '@/admin/lib/format';
import { PROOF_STATUS_TEXT, proofStatusText } from '@/admin/lib/labels';
import { TrashIcon } from '@/shared/ui/icons';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { deleteProof } from './api/delete-proof';
import { getProof } from './api/get-proof';
import { getProofImage } from './api/get-proof-image';
import { getProofQueue, type ProofQueueState } from './api/get-proof-queue';
import { updateProof } from './api/update-proof';
import { ProofImage } from './ProofImage';
import { ProofQueue } from './ProofQueue';
import './proofs.css';

/** PRODUCT.md sections 5 and 8. */
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
  wrongType: PROOF_UPLOAD_MESSAGES.wrongType,
  noImage: 'Gambar tidak ditemukan',
};

const PROOF_STATUS_OPTIONS = PROOF_STATUSES.map((s) => ({ value: s, label: PROOF_STATUS_TEXT[s].label }));
const ALLOWED_EXTENSIONS = /\.(jpe?g|png)$/i;
const EMPTY = { customerName: '', customerPhone: '', customerEmail: '', status: '' };

/** Where a message is shown: next to what the admin just did. */
type MessageAt = 'load' | 'decision' | 'form' | 'delete';
interface Message {
  at: MessageAt;
  kind: 'error' | 'success';
  text: string;
}

/** What a saved decision did, in words, for the status just saved. */
const AFTER_DECISION: Partial<Record<ProofStatus, string>> = {
  approved: 'Pembayaran dicatat lunas; pesanannya dibuat dan muncul di Manajemen Pesanan.',
  paid: 'Pembayaran dicatat lunas; pesanannya dibuat dan muncul di Manajemen Pesanan.',
  rejected: 'Pembayaran ditolak; pesanannya tidak dikerjakan (yang sudah ada ditahan).',
};

function Notice({ message, at }: { message: Message | null; at: MessageAt }) {
  return <FormMessage message={message?.at === at ? message : null} />;
}

/** The bill as the customer was charged, and their details as they entered them at checkout. */
function BillPanel({ bill, missing }: { bill: AdminPaymentDetail | null; missing: boolean }) {
  return (
    <section className="admin-panel admin-proof-bill" aria-labelledby="bill-title">
      <h3 id="bill-title">Tagihan</h3>
      {missing ? (
        <p className="admin-muted">Tagihan untuk Order ID ini tidak ditemukan.</p>
      ) : !bill ? (
        <p className="admin-muted">Loading...</p>
      ) : (
        <>
          <p className="admin-amount-due">
            Harus dibayar <strong data-testid="amount-due">{rupiahOrNa(bill.transaction.amount)}</strong>
          </p>
          <dl className="admin-fields">
            <dt>Nama</dt>
            <dd data-testid="bill-name">{orNa(bill.transaction.customer_name)}</dd>
            <dt>Telepon</dt>
            <dd className="nowrap">{orNa(bill.transaction.customer_phone)}</dd>
            <dt>Email</dt>
            <dd>{orNa(bill.transaction.customer_email)}</dd>
            <dt>Dipesan</dt>
            <dd>{shortDateTimeOrNa(bill.transaction.created_at)}</dd>
            <dt>Pembayaran</dt>
            <dd>
              <StatusBadge status={bill.transaction.status} />
            </dd>
          </dl>
          <BillSummary items={bill.orderItems} summary={bill.summary} amount={bill.transaction.amount} />
          <p className="admin-muted">
            Data dari checkout pelanggan. Cocokkan jumlah dan nama pengirim di bukti transfer dengan tagihan
            ini.
          </p>
        </>
      )}
    </section>
  );
}

export default function ProofReviewPage() {
  useDocumentTitle('Kelola Bukti Pembayaran');
  const [params, setParams] = useSearchParams();
  const addressId = params.get('orderId')?.trim() ?? '';
  const [orderId, setOrderId] = useState(addressId);
  const [loaded, setLoaded] = useState<string | null>(null);
  const [savedStatus, setSavedStatus] = useState<string>('');
  const [fields, setFields] = useState(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [storedImage, setStoredImage] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [imageBroken, setImageBroken] = useState(false);
  const [bill, setBill] = useState<AdminPaymentDetail | null>(null);
  const [billMissing, setBillMissing] = useState(false);
  const [queue, setQueue] = useState<ProofQueueState | null>(null);
  const [queueError, setQueueError] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [reloads, setReloads] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);

  const refreshQueue = useCallback(() => {
    getProofQueue(20)
      .then((data) => {
        setQueue(data);
        setQueueError('');
      })
      .catch((err: unknown) => {
        console.error(err);
        setQueueError('Gagal memuat antrean bukti.');
      });
  }, []);

  useEffect(refreshQueue, [refreshQueue]);

  // The stored proof is private: fetched with the token, shown from a blob URL.
  useEffect(() => {
    if (!storedImage || file) return undefined;
    let url: string | null = null;
    let cancelled = false;
    getProofImage(storedImage)
      .then((data) => {
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
  }, [storedImage, file]);

  // A newly chosen file is previewed instead of the stored one.
  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    // The URL is a browser resource made and released with the file; the effect owns it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPreview(url);
    setImageBroken(false);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const clear = () => {
    setFields(EMPTY);
    setSavedStatus('');
    setFile(null);
    setStoredImage(null);
    setPreview(null);
    setImageBroken(false);
    setBill(null);
    setBillMissing(false);
    setLoaded(null);
    setConfirmingDelete(false);
    if (fileInput.current) fileInput.current.value = '';
  };

  // The order id in the address (a queue entry, the transactions drawer, a shared link) is loaded.
  useEffect(() => {
    // The address drives the page: its order id fills the box and the page starts again from it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOrderId(addressId);
    if (!addressId) {
      clear();
      return undefined;
    }
    let current = true;
    setBusy(true);
    setMessage(null);
    clear();
    Promise.all([
      getProof(addressId),
      getPaymentDetail(addressId).catch((err: unknown) => {
        console.error(err);
        return null;
      }),
    ])
      .then(([proof, detail]) => {
        if (!current) return;
        setLoaded(addressId);
        setFields({
          customerName: proof.customer_name,
          customerPhone: proof.customer_phone,
          customerEmail: proof.customer_email,
          status: proof.status,
        });
        setSavedStatus(proof.status);
        setStoredImage(proof.proof_file);
        setImageBroken(!proof.proof_file);
        setBill(detail);
        setBillMissing(detail === null);
      })
      .catch((err: unknown) => {
        console.error(err);
        if (current) setMessage({ at: 'load', kind: 'error', text: TEXT.loadFailed });
      })
      .finally(() => current && setBusy(false));
    return () => {
      current = false;
    };
  }, [addressId, reloads]);

  const load = (event?: FormEvent) => {
    event?.preventDefault();
    const id = orderId.trim();
    if (!id) {
      setMessage({ at: 'load', kind: 'error', text: TEXT.needOrderId });
      return;
    }
    if (id === addressId) setReloads((n) => n + 1);
    else setParams({ orderId: id });
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (chosen && !ALLOWED_EXTENSIONS.test(chosen.name)) {
      setMessage({ at: 'form', kind: 'error', text: TEXT.wrongType });
      event.target.value = '';
      setFile(null);
      return;
    }
    setMessage(null);
    setFile(chosen);
  };

  /**
   * PRODUCT.md section 7's update call with the form as it is, and the status given (a decision) or
   * chosen.
   */
  const save = async (status: string, at: MessageAt) => {
    const id = orderId.trim();
    if (
      !id ||
      !fields.customerName.trim() ||
      !fields.customerPhone.trim() ||
      !fields.customerEmail.trim() ||
      !status
    ) {
      setMessage({ at, kind: 'error', text: TEXT.needAll });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const saved = await updateProof({
        orderId: id,
        customerName: fields.customerName.trim(),
        customerPhone: fields.customerPhone.trim(),
        customerEmail: fields.customerEmail.trim(),
        status,
        proofFile: file,
      });
      setFields((f) => ({ ...f, status: saved.status }));
      setSavedStatus(saved.status);
      if (file) {
        setFile(null);
        setStoredImage(saved.proof_file);
        if (fileInput.current) fileInput.current.value = '';
      }
      setMessage({ at, kind: 'success', text: TEXT.updated });
      refreshQueue();
      if (id === loaded)
        getPaymentDetail(id)
          .then(setBill)
          .catch((err: unknown) => console.error(err));
    } catch (err) {
      console.error(err);
      setMessage({ at, kind: 'error', text: TEXT.updateFailed });
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(fields.status, 'form');
  };

  const askDelete = () => {
    if (!orderId.trim()) {
      setMessage({ at: 'delete', kind: 'error', text: TEXT.needOrderIdToDelete });
      return;
    }
    setMessage(null);
    setConfirmingDelete(true);
  };

  const remove = async () => {
    const id = orderId.trim();
    setBusy(true);
    try {
      await deleteProof(id);
      clear();
      setOrderId('');
      if (addressId) setParams({}, { replace: true });
      setMessage({ at: 'delete', kind: 'success', text: TEXT.deleted });
      refreshQueue();
    } catch (err) {
      console.error(err);
      setConfirmingDelete(false);
      setMessage({ at: 'delete', kind: 'error', text: TEXT.deleteFailed });
    } finally {
      setBusy(false);
    }
  };

  const next = queue?.data.find((p) => p.order_id !== loaded);
  const decided = savedStatus && savedStatus !== 'pending' ? proofStatusText(savedStatus) : undefined;
  const afterDecision =
    message?.at === 'decision' && message.kind === 'success'
      ? AFTER_DECISION[savedStatus as ProofStatus]
      : undefined;

  return (
    <section className="admin-page" aria-labelledby="proof-title">
      <h2 id="proof-title">Kelola Bukti Pembayaran</h2>

      <form className="admin-proof-load" onSubmit={load}>
        <div className="admin-inline">
          <label htmlFor="proof-order-id">Order ID</label>
          <input id="proof-order-id" value={orderId} onChange={(e) => setOrderId(e.target.value)} />
          <button type="submit" className="admin-button secondary" disabled={busy}>
            Muat Data
          </button>
          {loaded && next && (
            <Link className="admin-button secondary" to={proofReviewLink(next.order_id)}>
              Berikutnya di antrean
            </Link>
          )}
        </div>
        <Notice message={message} at="load" />
      </form>

      {!loaded && <ProofQueue queue={queue} error={queueError} />}

      {(loaded || file) && (
        <div className="admin-proof-layout">
          {loaded && <BillPanel bill={bill} missing={billMissing} />}
          <div className="admin-proof-side">
            <section className="admin-panel admin-proof-image-panel" aria-labelledby="proof-image-title">
              <ProofImage
                src={preview}
                broken={imageBroken}
                placeholder={
                  (imageBroken || storedImage === null) && (fields.status || file) ? TEXT.noImage : null
                }
                orderId={loaded ?? orderId}
                onBroken={() => setImageBroken(true)}
              />
            </section>
            {loaded && (
              <section className="admin-panel admin-decision" aria-labelledby="decision-title">
                <div className="admin-page-head">
                  <h3 id="decision-title">Keputusan</h3>
                  <span className="admin-decision-now">
                    Sekarang: <ProofBadge status={savedStatus} />
                  </span>
                </div>
                <p className="admin-field-note">{proofStatusText(savedStatus)?.meaning}</p>
                <Notice message={message} at="decision" />
                {afterDecision && (
                  <p className="admin-notice" data-testid="decision-result">
                    {afterDecision}{' '}
                    {savedStatus === 'rejected' ? (
                      <Link to={transactionLink(loaded)}>Lihat transaksi</Link>
                    ) : (
                      <Link to={orderLink(loaded)}>Lihat pesanan</Link>
                    )}
                    {next && (
                      <>
                        {' · '}
                        <Link to={proofReviewLink(next.order_id)}>Periksa bukti berikutnya</Link>
                      </>
                    )}
                  </p>
                )}
                {decided && !afterDecision && (
                  <p className="admin-muted">Keputusan bisa diubah kapan saja dengan tombol di bawah.</p>
                )}
                <div className="admin-decision-buttons">
                  <div className="admin-decision-choice">
                    <button
                      type="button"
                      className="admin-button approve"
                      disabled={busy}
                      onClick={() => void save('approved', 'decision')}
                    >
                      Setujui pembayaran
                    </button>
                    <small>
                      Status bukti menjadi Disetujui: pembayaran dicatat lunas dan{' '}
                      <strong>pesanan dibuat</strong> untuk dikerjakan.
                    </small>
                  </div>
                  <div className="admin-decision-choice">
                    <button
                      type="button"
                      className="admin-button danger"
                      disabled={busy}
                      onClick={() => void save('rejected', 'decision')}
                    >
                      Tolak pembayaran
                    </button>
                    <small>
                      Status bukti menjadi Ditolak: pembayaran ditolak dan pesanan tidak dikerjakan.
                    </small>
                  </div>
                </div>
              </section>
            )}
          </div>
        </div>
      )}

      <form className="admin-form admin-proof-form" onSubmit={submit} aria-labelledby="proof-form-title">
        <h3 id="proof-form-title">Data bukti</h3>
        <InputField
          id="proof-name"
          label="Nama Pelanggan"
          value={fields.customerName}
          onValue={(customerName) => setFields({ ...fields, customerName })}
        />
        <InputField
          id="proof-phone"
          label="Nomor Telepon"
          type="tel"
          value={fields.customerPhone}
          onValue={(customerPhone) => setFields({ ...fields, customerPhone })}
        />
        <InputField
          id="proof-email"
          label="Email"
          type="email"
          value={fields.customerEmail}
          onValue={(customerEmail) => setFields({ ...fields, customerEmail })}
        />
        <SelectField
          id="proof-status"
          label="Status"
          placeholder="Pilih status"
          options={PROOF_STATUS_OPTIONS}
          value={fields.status}
          aria-describedby="proof-status-meaning"
          onValue={(status) => setFields({ ...fields, status })}
        />
        <small id="proof-status-meaning" className="admin-field-note">
          {proofStatusText(fields.status)?.meaning ??
            'Disetujui atau Lunas membuat pesanan; Ditolak menahannya.'}
        </small>
        <label htmlFor="proof-file">Bukti Pembayaran (.jpg, .jpeg, .png)</label>
        <input id="proof-file" ref={fileInput} type="file" accept=".jpg,.jpeg,.png" onChange={chooseFile} />
        <div className="admin-form-actions">
          <button type="submit" className="admin-button" disabled={busy}>
            Simpan Perubahan
          </button>
        </div>
        <Notice message={message} at="form" />
      </form>

      <section className="admin-danger-zone" aria-labelledby="proof-delete-title">
        <h3 id="proof-delete-title">Hapus bukti</h3>
        <p className="admin-muted">
          Data bukti dan gambarnya untuk Order ID di atas dihapus permanen. Pembayaran dan pesanan tidak
          berubah.
        </p>
        {confirmingDelete ? (
          <div className="admin-confirm" role="alertdialog" aria-labelledby="proof-delete-question">
            <p id="proof-delete-question">{TEXT.confirmDelete}</p>
            <div className="admin-inline">
              <button
                type="button"
                className="admin-button danger"
                disabled={busy}
                onClick={() => void remove()}
              >
                Ya, hapus permanen
              </button>
              <button
                type="button"
                className="admin-button secondary"
                disabled={busy}
                onClick={() => setConfirmingDelete(false)}
              >
                Batal
              </button>
            </div>
          </div>
        ) : (
          <button type="button" className="admin-button danger-outline" disabled={busy} onClick={askDelete}>
            <TrashIcon size={18} />
            Hapus data
          </button>
        )}
        <Notice message={message} at="delete" />
      </section>
    </section>
  );
}

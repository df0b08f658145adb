import { InputField, SelectField } from '@/admin/components/FormFields';
import { proofStatusText } from '@/admin/lib/labels';
import { ProofNotice } from './ProofNotice';
import { PROOF_STATUS_OPTIONS } from './proof-review-text';
import type { ProofReview } from './use-proof-review';

/** The proof's fields as stored, editable, with a new image: saved by the one update call. */
export function ProofForm({ review }: { review: ProofReview }) {
  const { fields, setFields, fileInputKey, chooseFile, busy, submit, message } = review;
  return (
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
      <input key={fileInputKey} id="proof-file" type="file" accept=".jpg,.jpeg,.png" onChange={chooseFile} />
      <div className="admin-form-actions">
        <button type="submit" className="admin-button" disabled={busy}>
          Simpan Perubahan
        </button>
      </div>
      <ProofNotice message={message} at="form" />
    </form>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { DESIGN_IMAGE_MAX_BYTES, DESIGN_IMAGE_UPLOAD_MESSAGES, type Package } from '@undangan/contracts';
import { serverMessage } from '@/shared/api/server-message';
import { ADMIN_LOGIN_PATH } from '@/shared/config/paths';
import { STORAGE_KEYS } from '@/shared/storage/storage-keys';
import { readText } from '@/shared/storage/storage';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { useUploadPackages } from './api/get-packages';
import { uploadDesign } from './api/upload-design';
import { ErrorText } from '@/shared/ui/ErrorText';
import './upload-image.css';

const UPLOAD_MESSAGES = {
  notImage: DESIGN_IMAGE_UPLOAD_MESSAGES.wrongType,
  tooLarge: DESIGN_IMAGE_UPLOAD_MESSAGES.tooBig,
  incomplete: 'Please fill in all fields and select a file.',
  packagesFailed: 'Gagal mengambil daftar paket.',
  failed: 'Upload gagal. Coba lagi nanti.',
  done: 'Upload berhasil.',
} as const;

type Message = { kind: 'error' | 'success'; text: string } | null;

export default function UploadImagePage() {
  useDocumentTitle('Unggah Desain');
  const token = readText(STORAGE_KEYS.adminToken);

  if (!token) {
    return (
      <div className="container page notice">
        <h1 className="page-title">Unggah Desain</h1>
        <p>Halaman ini khusus untuk admin. Silakan login sebagai admin terlebih dahulu.</p>
        <a href={ADMIN_LOGIN_PATH} className="button">
          Login Admin
        </a>
      </div>
    );
  }
  return <UploadForm token={token} />;
}

function UploadForm({ token }: { token: string }) {
  const packageList = useUploadPackages();
  const packages: Package[] = packageList.data ?? [];
  const packageError = packageList.isError;
  const [packageId, setPackageId] = useState('');
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const [uploadedUrl, setUploadedUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const dropFile = () => {
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const chooseFile = (chosen: File | undefined) => {
    setMessage(null);
    if (!chosen) {
      setFile(null);
      return;
    }
    if (!chosen.type.startsWith('image/')) {
      setMessage({ kind: 'error', text: UPLOAD_MESSAGES.notImage });
      dropFile();
      return;
    }
    if (chosen.size > DESIGN_IMAGE_MAX_BYTES) {
      setMessage({ kind: 'error', text: UPLOAD_MESSAGES.tooLarge });
      dropFile();
      return;
    }
    setFile(chosen);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!packageId || name.trim() === '' || !file) {
      setMessage({ kind: 'error', text: UPLOAD_MESSAGES.incomplete });
      return;
    }
    setBusy(true);
    setMessage(null);
    setUploadedUrl(null);
    try {
      const url = await uploadDesign({ image: file, name: name.trim(), packageId, token });
      setMessage({ kind: 'success', text: UPLOAD_MESSAGES.done });
      setUploadedUrl(url);
      setName('');
      setPackageId('');
      dropFile();
    } catch (error) {
      console.error('Design upload failed', error);
      setMessage({ kind: 'error', text: serverMessage(error) ?? UPLOAD_MESSAGES.failed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container page upload-page">
      <h1 className="page-title">Unggah Desain</h1>
      <form className="card" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="upload-package">Paket</label>
          <select
            id="upload-package"
            className="input"
            value={packageId}
            onChange={(e) => setPackageId(e.target.value)}
          >
            <option value="">-- Pilih Paket --</option>
            {packages.map((pkg) => (
              <option key={pkg.id} value={pkg.id}>
                {pkg.name}
              </option>
            ))}
          </select>
          {packageError && <ErrorText>{UPLOAD_MESSAGES.packagesFailed}</ErrorText>}
        </div>
        <div className="field">
          <label htmlFor="upload-name">Nama desain</label>
          <input id="upload-name" className="input" value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="upload-file">Gambar desain (maks. 2MB)</label>
          <input
            id="upload-file"
            ref={fileInput}
            className="input"
            type="file"
            accept="image/*"
            onChange={(e) => chooseFile(e.target.files?.[0])}
          />
        </div>
        {message && (
          <p
            className={message.kind === 'error' ? 'error-text' : 'success-text'}
            role={message.kind === 'error' ? 'alert' : 'status'}
          >
            {message.text}
          </p>
        )}
        <button type="submit" className="button button--block" disabled={busy}>
          {busy ? 'Memproses...' : 'Upload'}
        </button>
      </form>
      {uploadedUrl && (
        <figure className="upload-result">
          <img src={uploadedUrl} alt="Desain yang baru diunggah" width={300} height={450} loading="lazy" />
        </figure>
      )}
    </div>
  );
}

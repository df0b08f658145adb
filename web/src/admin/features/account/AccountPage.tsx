import { useState, type FormEvent } from 'react';
import { ADMIN_PASSWORD_MIN_LENGTH, type AdminAccountView } from '@undangan/contracts';
import { useAuditLog } from '@/admin/api/get-audit-log';
import { useMe } from '@/admin/api/get-me';
import { useConfirm } from '@/admin/components/ConfirmDialog';
import { ErrorNotice } from '@/admin/components/ErrorNotice';
import { FormMessage, InputField, type FormMessageValue } from '@/admin/components/FormFields';
import { Pagination } from '@/admin/components/Pagination';
import { auditStateText, describeAudit } from '@/admin/lib/audit-sentence';
import { dateTimeOrNa } from '@/admin/lib/format';
import { endSession, saveToken } from '@/admin/lib/session';
import { serverMessage } from '@/shared/api/server-message';
import { LoadingText } from '@/shared/ui/LoadingText';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { AccountAccessActions } from './AccountAccessActions';
import { useAddAdmin } from './api/add-admin';
import { changePassword } from './api/change-password';
import { useAccounts } from './api/get-accounts';
import { revokeAllSessions } from './api/revoke-all-sessions';

const MISMATCH = 'Konfirmasi password baru tidak sama.';
const TOO_SHORT = `Password baru minimal ${ADMIN_PASSWORD_MIN_LENGTH} karakter.`;
const ADMIN_ADDED = 'Admin berhasil ditambahkan.';
const FAILED = 'Terjadi kesalahan. Silakan coba lagi.';
const CONFIRM_END_ALL =
  'Apakah Anda yakin ingin mengakhiri semua sesi? Anda dan setiap perangkat lain yang memakai akun ini harus login kembali.';

function PasswordForm() {
  const [form, setForm] = useState({ oldPassword: '', newPassword: '', repeat: '' });
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.newPassword.length < ADMIN_PASSWORD_MIN_LENGTH)
      return setMessage({ kind: 'error', text: TOO_SHORT });
    if (form.newPassword !== form.repeat) return setMessage({ kind: 'error', text: MISMATCH });
    setBusy(true);
    try {
      const data = await changePassword({ oldPassword: form.oldPassword, newPassword: form.newPassword });
      saveToken(data.token);
      setForm({ oldPassword: '', newPassword: '', repeat: '' });
      setMessage({ kind: 'success', text: data.message });
    } catch (err) {
      setMessage({ kind: 'error', text: serverMessage(err) ?? FAILED });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-form" onSubmit={submit} aria-labelledby="password-title">
      <h3 id="password-title">Ubah Password</h3>
      <InputField
        id="old-password"
        label="Password lama"
        type="password"
        autoComplete="current-password"
        required
        value={form.oldPassword}
        onValue={(oldPassword) => setForm({ ...form, oldPassword })}
      />
      <InputField
        id="new-password"
        label={`Password baru (minimal ${ADMIN_PASSWORD_MIN_LENGTH} karakter)`}
        type="password"
        autoComplete="new-password"
        required
        value={form.newPassword}
        onValue={(newPassword) => setForm({ ...form, newPassword })}
      />
      <InputField
        id="repeat-password"
        label="Ulangi password baru"
        type="password"
        autoComplete="new-password"
        required
        value={form.repeat}
        onValue={(repeat) => setForm({ ...form, repeat })}
      />
      <FormMessage message={message} />
      <div className="admin-form-actions">
        <button type="submit" className="admin-button" disabled={busy}>
          Ubah Password
        </button>
      </div>
    </form>
  );
}

/** Ends every session of this admin (a lost phone, a shared computer): every device logs in again. */
function SessionsSection() {
  const confirm = useConfirm();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const endAll = async () => {
    if (!(await confirm({ question: CONFIRM_END_ALL, confirmText: 'Ya, akhiri semua sesi' }))) return;
    setBusy(true);
    setError('');
    try {
      const { message } = await revokeAllSessions();
      endSession(message);
    } catch (err) {
      setError(serverMessage(err) ?? FAILED);
      setBusy(false);
    }
  };

  return (
    <section className="admin-panel" aria-labelledby="sessions-title">
      <h3 id="sessions-title">Sesi Login</h3>
      <p className="admin-muted">
        Akhiri sesi akun ini di semua perangkat, termasuk perangkat ini, misalnya bila sebuah perangkat hilang
        atau Anda lupa logout di komputer lain.
      </p>
      {error && <ErrorNotice>{error}</ErrorNotice>}
      <div className="admin-form-actions">
        <button type="button" className="admin-button danger" disabled={busy} onClick={() => void endAll()}>
          Akhiri Semua Sesi
        </button>
      </div>
    </section>
  );
}

function AdminsSection({ me }: { me: AdminAccountView }) {
  const accounts = useAccounts().data;
  const add = useAddAdmin();
  const [form, setForm] = useState({ username: '', password: '' });
  const [message, setMessage] = useState<FormMessageValue | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await add.mutateAsync({ username: form.username.trim(), password: form.password });
      setForm({ username: '', password: '' });
      setMessage({ kind: 'success', text: ADMIN_ADDED });
    } catch (err) {
      setMessage({ kind: 'error', text: serverMessage(err) ?? FAILED });
    }
  };

  return (
    <section className="admin-panel" aria-labelledby="admins-title">
      <h3 id="admins-title">Admin</h3>
      {!accounts ? (
        <LoadingText />
      ) : (
        <ul className="admin-list">
          {accounts.map((a) => (
            <li key={a.id} data-testid="admin-account">
              <strong>{a.username}</strong>
              <span>{a.is_first_admin ? 'Admin pertama' : 'Admin'}</span>
              <span>sejak {dateTimeOrNa(a.created_at)}</span>
              <span data-testid="admin-account-state">
                {a.disabled_at ? `Nonaktif sejak ${dateTimeOrNa(a.disabled_at)}` : 'Aktif'}
              </span>
              {me.is_first_admin && a.id !== me.id && <AccountAccessActions account={a} />}
            </li>
          ))}
        </ul>
      )}
      {me.is_first_admin ? (
        <form className="admin-form" onSubmit={submit} aria-labelledby="add-admin-title">
          <h4 id="add-admin-title">Tambah Admin</h4>
          <InputField
            id="new-admin-username"
            label="Username"
            autoComplete="off"
            required
            value={form.username}
            onValue={(username) => setForm({ ...form, username })}
          />
          <InputField
            id="new-admin-password"
            label={`Password (minimal ${ADMIN_PASSWORD_MIN_LENGTH} karakter)`}
            type="password"
            autoComplete="new-password"
            required
            minLength={ADMIN_PASSWORD_MIN_LENGTH}
            value={form.password}
            onValue={(password) => setForm({ ...form, password })}
          />
          <FormMessage message={message} />
          <div className="admin-form-actions">
            <button type="submit" className="admin-button">
              Tambah Admin
            </button>
          </div>
        </form>
      ) : (
        <p className="admin-muted">
          Hanya admin pertama yang dapat menambah admin, menonaktifkan atau mengaktifkan akun admin lain, dan
          mengakhiri sesinya.
        </p>
      )}
    </section>
  );
}

function AuditLogSection() {
  const [page, setPage] = useState(1);
  const audit = useAuditLog(page, 20);
  const log = audit.data;
  const error = audit.failed ? 'Gagal memuat log perubahan.' : '';

  return (
    <section className="admin-panel" aria-labelledby="audit-title">
      <h3 id="audit-title">Log Perubahan</h3>
      {error ? (
        <ErrorNotice>{error}</ErrorNotice>
      ) : !log ? (
        <LoadingText />
      ) : (
        <>
          <div className="admin-table-wrap">
            <table className="admin-table" aria-label="Log perubahan admin">
              <thead>
                <tr>
                  <th scope="col">Waktu</th>
                  <th scope="col">Admin</th>
                  <th scope="col">Perubahan yang dibuat</th>
                  <th scope="col">Rincian</th>
                </tr>
              </thead>
              <tbody>
                {log.data.length === 0 && (
                  <tr>
                    <td colSpan={4}>Belum ada perubahan.</td>
                  </tr>
                )}
                {log.data.map((e) => (
                  <tr key={e.id}>
                    <td>{dateTimeOrNa(e.at)}</td>
                    <td>{e.admin_username}</td>
                    <td>{describeAudit(e)}</td>
                    <td>
                      <details>
                        <summary>Sebelum / sesudah</summary>
                        <div className="admin-diff">
                          <pre aria-label="Sebelum">{auditStateText(e.before)}</pre>
                          <pre aria-label="Sesudah">{auditStateText(e.after)}</pre>
                        </div>
                      </details>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            current={log.currentPage}
            total={log.totalPages}
            onChange={setPage}
            label="Halaman log"
          />
        </>
      )}
    </section>
  );
}

export default function AccountPage() {
  useDocumentTitle('Akun');
  const { data: me, error } = useMe();

  return (
    <section className="admin-page" aria-labelledby="account-title">
      <h2 id="account-title">Akun</h2>
      {error && <ErrorNotice>{error}</ErrorNotice>}
      {!me ? (
        !error && <LoadingText />
      ) : (
        <>
          <p>
            Masuk sebagai <strong data-testid="account-username">{me.username}</strong>
            {me.is_first_admin ? ' (admin pertama)' : ''}
          </p>
          <div className="admin-crud">
            <PasswordForm />
            <AdminsSection me={me} />
          </div>
          <SessionsSection />
          <AuditLogSection />
        </>
      )}
    </section>
  );
}

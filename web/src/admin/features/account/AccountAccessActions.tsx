import type { AdminAccountView } from '@undangan/contracts';
import { useConfirm } from '@/admin/components/ConfirmDialog';
import { useToast } from '@/admin/components/Toasts';
import { serverMessage } from '@/shared/api/server-message';
import { useChangeAccountAccess, type AccountAccessChange } from './api/change-account-access';

const FAILED = 'Terjadi kesalahan. Silakan coba lagi.';

/** Each action's button and the question asked before it is done. */
const ACTIONS: Record<
  AccountAccessChange,
  { label: string; className: string; question: (username: string) => string; confirmText: string }
> = {
  disable: {
    label: 'Nonaktifkan',
    className: 'admin-button small danger',
    question: (username) =>
      `Apakah Anda yakin ingin menonaktifkan akun admin ${username}? Semua sesinya segera diakhiri dan akun ini tidak dapat login sampai diaktifkan kembali.`,
    confirmText: 'Ya, nonaktifkan',
  },
  enable: {
    label: 'Aktifkan',
    className: 'admin-button small',
    question: (username) =>
      `Apakah Anda yakin ingin mengaktifkan kembali akun admin ${username}? Akun ini dapat login kembali.`,
    confirmText: 'Ya, aktifkan',
  },
  'sessions/revoke-all': {
    label: 'Akhiri semua sesi',
    className: 'admin-button small secondary',
    question: (username) =>
      `Apakah Anda yakin ingin mengakhiri semua sesi akun admin ${username}? Admin tersebut harus login kembali di setiap perangkat.`,
    confirmText: 'Ya, akhiri semua sesi',
  },
};

/**
 * The first admin's buttons beside another account: disable it or enable it again, and end its
 * sessions while it is enabled; each asks first and says the server's answer.
 */
export function AccountAccessActions({ account }: { account: AdminAccountView }) {
  const confirm = useConfirm();
  const toast = useToast();
  const change = useChangeAccountAccess();
  const offered: AccountAccessChange[] = account.disabled_at
    ? ['enable']
    : ['disable', 'sessions/revoke-all'];

  const run = async (kind: AccountAccessChange) => {
    const action = ACTIONS[kind];
    if (!(await confirm({ question: action.question(account.username), confirmText: action.confirmText })))
      return;
    try {
      toast.success((await change.mutateAsync({ id: account.id, change: kind })).message);
    } catch (err) {
      toast.error(serverMessage(err) ?? FAILED);
    }
  };

  return (
    <span className="admin-row-actions">
      {offered.map((kind) => (
        <button
          key={kind}
          type="button"
          className={ACTIONS[kind].className}
          disabled={change.isPending}
          onClick={() => void run(kind)}
        >
          {ACTIONS[kind].label}
        </button>
      ))}
    </span>
  );
}

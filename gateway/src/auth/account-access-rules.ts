import type { ErrorCode } from '@undangan/contracts';

/** What the first admin may do to an account besides adding it. */
export type AccountAccessChange = 'disable' | 'enable' | 'end-sessions';

/** The accounts as they stand, read under lock in the change's transaction. */
export interface AccountAccessFacts {
  actorId: string;
  /** The oldest account, the one that manages the others. */
  firstAdminId: string | undefined;
  target: { id: string; disabled: boolean } | undefined;
  /** Enabled accounts, the target included when it is enabled. */
  enabledCount: number;
}

export interface AccountAccessRefusal {
  code: ErrorCode;
  message: string;
}

export const ACCOUNT_ACCESS_MESSAGES = {
  onlyFirstAdmin:
    'Hanya admin pertama yang dapat menonaktifkan, mengaktifkan, atau mengakhiri sesi akun admin lain.',
  notFound: 'Akun admin tidak ditemukan.',
  notSelf: 'Anda tidak dapat menonaktifkan akun Anda sendiri.',
  lastEnabled: 'Akun ini adalah admin aktif terakhir dan tidak dapat dinonaktifkan.',
  alreadyDisabled: 'Akun admin ini sudah nonaktif.',
  alreadyEnabled: 'Akun admin ini sudah aktif.',
} as const;

const refusal = (code: ErrorCode, message: string): AccountAccessRefusal => ({ code, message });

/**
 * Why a change to an account is refused, or null when it may be made. Only the first admin
 * manages other accounts (as only it adds them); nobody disables their own account, nor the last
 * enabled one, so the shop always keeps an admin who can log in.
 */
export function accountAccessRefusal(
  change: AccountAccessChange,
  facts: AccountAccessFacts,
): AccountAccessRefusal | null {
  if (facts.actorId !== facts.firstAdminId)
    return refusal('forbidden', ACCOUNT_ACCESS_MESSAGES.onlyFirstAdmin);
  const { target } = facts;
  if (!target) return refusal('not_found', ACCOUNT_ACCESS_MESSAGES.notFound);
  switch (change) {
    case 'disable':
      if (target.id === facts.actorId) return refusal('bad_request', ACCOUNT_ACCESS_MESSAGES.notSelf);
      if (target.disabled) return refusal('conflict', ACCOUNT_ACCESS_MESSAGES.alreadyDisabled);
      if (facts.enabledCount <= 1) return refusal('conflict', ACCOUNT_ACCESS_MESSAGES.lastEnabled);
      return null;
    case 'enable':
      return target.disabled ? null : refusal('conflict', ACCOUNT_ACCESS_MESSAGES.alreadyEnabled);
    case 'end-sessions':
      return null;
  }
}

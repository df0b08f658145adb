import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAccountChange } from '@undangan/contracts';
import { auditLogKeys } from '@/admin/api/get-audit-log';
import { adminApi } from '@/admin/lib/admin-api';
import { accountsKey } from './get-accounts';

/** What the first admin may do to another account, as its route names it. */
export type AccountAccessChange = 'disable' | 'enable' | 'sessions/revoke-all';

export interface AccountAccessInput {
  id: string;
  change: AccountAccessChange;
}

/** Only the first admin may (the server refuses the others with its own message). */
export async function changeAccountAccess({ id, change }: AccountAccessInput): Promise<AdminAccountChange> {
  return (await adminApi.post<AdminAccountChange>(`/accounts/${encodeURIComponent(id)}/${change}`)).data;
}

/** A change made, then the admins and the log of changes read again. */
export function useChangeAccountAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAccountAccess,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: accountsKey });
      void queryClient.invalidateQueries({ queryKey: auditLogKeys.all });
    },
  });
}

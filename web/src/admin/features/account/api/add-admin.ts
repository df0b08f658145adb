import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/admin/lib/admin-api';
import { accountsKey } from './get-accounts';

export interface AddAdminInput {
  username: string;
  password: string;
}

/** Only the first admin may add one (the server refuses the others with its own message). */
export async function addAdmin(input: AddAdminInput): Promise<void> {
  await adminApi.post('/accounts', input);
}

/** An admin added, then the list of admins read again. */
export function useAddAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAdmin,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountsKey }),
  });
}

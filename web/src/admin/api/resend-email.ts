import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailRecord } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';
import { emailKeys } from './email-keys';

/** Sends an email again: the answer is the new email, queued beside the first. */
export async function resendEmail(id: string): Promise<EmailRecord> {
  const { data } = await adminApi.post<EmailRecord>(`/emails/${encodeURIComponent(id)}/resend`);
  return data;
}

/** A resend, then every email list read again: the copy shows beside its order and among the undelivered. */
export function useResendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailKeys.all }),
  });
}

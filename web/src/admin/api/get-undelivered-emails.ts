import { useQuery } from '@tanstack/react-query';
import type { EmailList, EmailRecord } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';
import { emailKeys } from './email-keys';

/** Emails that could not be delivered (failed, or refused for their address), newest first. */
export async function getUndeliveredEmails(signal?: AbortSignal): Promise<EmailRecord[]> {
  const { data } = await adminApi.get<EmailList>('/emails/undelivered', { signal });
  return data.data;
}

export const useUndeliveredEmails = () =>
  useQuery({
    queryKey: emailKeys.undelivered(),
    queryFn: ({ signal }) => getUndeliveredEmails(signal),
  });

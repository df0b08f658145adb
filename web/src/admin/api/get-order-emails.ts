import { useQuery } from '@tanstack/react-query';
import type { EmailList, EmailRecord } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';
import { emailKeys } from './email-keys';

/** The emails about one order, oldest first: what went out, to whom, and when. */
export async function getOrderEmails(orderId: string, signal?: AbortSignal): Promise<EmailRecord[]> {
  const { data } = await adminApi.get<EmailList>('/emails', { params: { order_id: orderId }, signal });
  return data.data;
}

/** While one waits in line (a copy just resent, say), the list is read again now and then to show how it went. */
const WHILE_QUEUED_MS = 10_000;

export const useOrderEmails = (orderId: string) =>
  useQuery({
    queryKey: emailKeys.order(orderId),
    queryFn: ({ signal }) => getOrderEmails(orderId, signal),
    refetchInterval: (query) =>
      query.state.data?.some((email) => email.status === 'queued') ? WHILE_QUEUED_MS : false,
  });

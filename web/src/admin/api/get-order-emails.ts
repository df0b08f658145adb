import { useQuery } from '@tanstack/react-query';
import type { EmailList, EmailRecord } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';
import { emailKeys } from './email-keys';

/** The emails about one order, oldest first: what went out, to whom, and when. */
export async function getOrderEmails(orderId: string, signal?: AbortSignal): Promise<EmailRecord[]> {
  const { data } = await adminApi.get<EmailList>('/emails', { params: { order_id: orderId }, signal });
  return data.data;
}

export const useOrderEmails = (orderId: string) =>
  useQuery({
    queryKey: emailKeys.order(orderId),
    queryFn: ({ signal }) => getOrderEmails(orderId, signal),
  });

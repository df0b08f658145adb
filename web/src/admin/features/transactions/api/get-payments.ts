import { useCallback } from 'react';
import { ADMIN_PAGE_SIZE, type AdminPaymentRow, type Page } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';
import { useRequest } from '@/admin/lib/use-request';
import { filterParams, type PaymentsFilter } from '@/admin/features/transactions/payments-filter';

export async function getPayments(f: PaymentsFilter, page: number): Promise<Page<AdminPaymentRow>> {
  const { data } = await adminApi.get<Page<AdminPaymentRow>>('/transactions/payments', {
    params: { ...filterParams(f), page, limit: ADMIN_PAGE_SIZE },
  });
  return data;
}

/** One page of payments, loaded again when the filter (kept by useMemo) or the page changes. */
export function usePayments(filter: PaymentsFilter, page: number) {
  return useRequest(useCallback(() => getPayments(filter, page), [filter, page]));
}

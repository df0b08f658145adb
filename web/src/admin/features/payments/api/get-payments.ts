import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, type AdminPaymentRow, type Page } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';
import { loadState } from '@/admin/lib/load-state';
import { filterParams, type PaymentsFilter } from '@/admin/features/payments/payments-filter';

export const paymentsKeys = {
  all: ['payments'] as const,
  page: (filter: PaymentsFilter, page: number) => [...paymentsKeys.all, filter, page] as const,
};

/** GET /api/admin/transactions/payments, answered by the gateway's PaymentsAdminController. */
export async function getPayments(
  f: PaymentsFilter,
  page: number,
  signal?: AbortSignal,
): Promise<Page<AdminPaymentRow>> {
  const { data } = await adminApi.get<Page<AdminPaymentRow>>('/transactions/payments', {
    params: { ...filterParams(f), page, limit: ADMIN_PAGE_SIZE },
    signal,
  });
  return data;
}

/** One page of payments, loaded again when the filter or the page changes; the last page stays meanwhile. */
export function usePayments(filter: PaymentsFilter, page: number) {
  return loadState(
    useQuery({
      queryKey: paymentsKeys.page(filter, page),
      queryFn: ({ signal }) => getPayments(filter, page, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

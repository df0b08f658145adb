import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, type AdminOrderRow, type OrderStage, type Page } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';
import { dayRangeBounds, type DayRange } from '@/admin/lib/days';
import { loadState } from '@/admin/lib/load-state';

export interface OrdersFilter {
  showCompleted: boolean;
  /** An order id, a customer's name or a phone, found by the server across every page. */
  query?: string;
  /** Where the work stands (waiting for data, data complete, in progress). */
  stage?: OrderStage;
  range?: DayRange;
}

export const ordersKeys = {
  all: ['orders'] as const,
  page: (filter: OrdersFilter, page: number) => [...ordersKeys.all, filter, page] as const,
};

export async function getOrders(
  f: OrdersFilter,
  page: number,
  signal?: AbortSignal,
): Promise<Page<AdminOrderRow>> {
  const bounds = f.range && dayRangeBounds(f.range);
  const { data } = await adminApi.get<Page<AdminOrderRow>>('/orders', {
    params: {
      showCompleted: String(f.showCompleted),
      page,
      limit: ADMIN_PAGE_SIZE,
      ...(f.query ? { query: f.query } : {}),
      ...(f.stage ? { stage: f.stage } : {}),
      ...(bounds ? { startDate: bounds.start.toISOString(), endDate: bounds.end.toISOString() } : {}),
    },
    signal,
  });
  return data;
}

/** One page of orders, loaded again when the filter or the page changes; the last page stays meanwhile. */
export function useOrders(filter: OrdersFilter, page: number) {
  return loadState(
    useQuery({
      queryKey: ordersKeys.page(filter, page),
      queryFn: ({ signal }) => getOrders(filter, page, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

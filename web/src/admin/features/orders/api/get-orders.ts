import { useCallback } from 'react';
import { ADMIN_PAGE_SIZE, type AdminOrderRow, type OrderStatus, type Page } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';
import { dayRangeBounds, type DayRange } from '@/admin/lib/days';
import { useRequest } from '@/admin/lib/use-request';

export interface OrdersFilter {
  showCompleted: boolean;
  /** An order id, a customer's name or a phone, found by the server across every page. */
  query?: string;
  status?: OrderStatus;
  range?: DayRange;
}

export async function getOrders(f: OrdersFilter, page: number): Promise<Page<AdminOrderRow>> {
  const bounds = f.range && dayRangeBounds(f.range);
  const { data } = await adminApi.get<Page<AdminOrderRow>>('/orders', {
    params: {
      showCompleted: String(f.showCompleted),
      page,
      limit: ADMIN_PAGE_SIZE,
      ...(f.query ? { query: f.query } : {}),
      ...(f.status ? { status: f.status } : {}),
      ...(bounds ? { startDate: bounds.start.toISOString(), endDate: bounds.end.toISOString() } : {}),
    },
  });
  return data;
}

/** One page of orders, loaded again when the filter (kept by useMemo) or the page changes. */
export function useOrders(filter: OrdersFilter, page: number) {
  return useRequest(useCallback(() => getOrders(filter, page), [filter, page]));
}

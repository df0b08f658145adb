import { ADMIN_PAGE_SIZE, type AdminOrderRow, type OrderStatus, type Page } from '@undangan/contracts';
import { adminApi } from '../../lib/admin-api';
import { dayRangeBounds, type DayRange } from '../../lib/days';

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

export interface OrderChange {
  status: OrderStatus;
  admin_notes: string;
  /** URL-encoded (SPEC section 7). */
  client_id: string;
  client_url: string;
}

export async function updateOrder(id: string, change: OrderChange): Promise<{ order: AdminOrderRow }> {
  const { data } = await adminApi.put<{ order: AdminOrderRow }>(`/orders/${encodeURIComponent(id)}`, change);
  return data;
}

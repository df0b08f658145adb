import type { AdminOrderRow, OrderStatus } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';

/** The fields orderUpdateSchema reads. */
export interface OrderChange {
  status: OrderStatus;
  admin_notes: string;
  /** URL-encoded (PRODUCT.md section 7). */
  client_id: string;
  client_url: string;
}

export async function updateOrder(id: string, change: OrderChange): Promise<{ order: AdminOrderRow }> {
  const { data } = await adminApi.put<{ order: AdminOrderRow }>(`/orders/${encodeURIComponent(id)}`, change);
  return data;
}

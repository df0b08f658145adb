import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderRow, OrderStatus } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';
import { ordersKeys } from './get-orders';

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

/** An order saved, then every loaded page of orders read again (not waited for: the alert comes first). */
export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: OrderChange }) => updateOrder(id, change),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}

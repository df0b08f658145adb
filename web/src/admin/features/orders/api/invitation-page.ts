import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PagePreview, PublishedAnswer } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';
import { ordersKeys } from './get-orders';

const pageKeys = { preview: (id: string) => ['orders', id, 'invitation', 'preview'] as const };

/** The order's page drawn from the couple's data, read when the admin asks for it. */
export function useOrderPagePreview(id: string, enabled: boolean) {
  return useQuery({
    queryKey: pageKeys.preview(id),
    enabled,
    queryFn: async ({ signal }) =>
      (await adminApi.get<PagePreview>(`/orders/${encodeURIComponent(id)}/pratinjau`, { signal })).data,
  });
}

/** "Terbitkan": the page published at the client id; the orders are read again (now completed). */
export function usePublishOrderPage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await adminApi.post<PublishedAnswer>(`/orders/${encodeURIComponent(id)}/terbitkan`)).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}

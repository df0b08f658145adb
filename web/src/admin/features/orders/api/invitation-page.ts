import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderPages, PagePreview, PublishedAnswer, PublishOptions } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';
import { ordersKeys } from './get-orders';

const pageKeys = {
  preview: (id: string) => ['orders', id, 'invitation', 'preview'] as const,
  published: (id: string) => ['orders', id, 'invitation', 'pages'] as const,
};

/** The order's page drawn from the couple's data, read when the admin asks for it. */
export function useOrderPagePreview(id: string, enabled: boolean) {
  return useQuery({
    queryKey: pageKeys.preview(id),
    enabled,
    queryFn: async ({ signal }) =>
      (await adminApi.get<PagePreview>(`/orders/${encodeURIComponent(id)}/pratinjau`, { signal })).data,
  });
}

/** The order's published pages (both addresses with Split Link), to show them and choose again. */
export function useOrderPages(id: string) {
  return useQuery({
    queryKey: pageKeys.published(id),
    queryFn: async ({ signal }) =>
      (await adminApi.get<OrderPages>(`/orders/${encodeURIComponent(id)}/halaman`, { signal })).data,
  });
}

/** "Terbitkan": the page published at the client id; the orders are read again (now completed). */
export function usePublishOrderPage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (options: PublishOptions = { split: null }) =>
      (await adminApi.post<PublishedAnswer>(`/orders/${encodeURIComponent(id)}/terbitkan`, options)).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}

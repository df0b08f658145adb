import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminGuestList } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';

/**
 * A page of the couple's guest list, asked only once the admin opens it (each look is recorded in
 * the audit log by the gateway), and kept for no later look.
 */
export function useAdminGuestList(orderRowId: string, search: string, page: number, open: boolean) {
  return useQuery({
    queryKey: ['orders', orderRowId, 'guests', search, page],
    queryFn: async ({ signal }) =>
      (
        await adminApi.get<AdminGuestList>(`/orders/${encodeURIComponent(orderRowId)}/tamu`, {
          params: { search, page },
          signal,
        })
      ).data,
    enabled: open,
    gcTime: 0,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}

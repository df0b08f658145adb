import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomDomainAnswer } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';
import { ordersKeys } from './get-orders';

const domainKeys = { of: (id: string) => [...ordersKeys.all, id, 'domain'] as const };

const domainPath = (id: string) => `/orders/${encodeURIComponent(id)}/domain`;

/** The order's own domain (Exclusive), if one is recorded. */
export function useOrderDomain(id: string) {
  return useQuery({
    queryKey: domainKeys.of(id),
    queryFn: async ({ signal }) => (await adminApi.get<CustomDomainAnswer>(domainPath(id), { signal })).data,
  });
}

/** Records the domain as typed, or removes it with an empty one; then it is read again. */
export function useSetOrderDomain(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (domain: string) =>
      (await adminApi.put<CustomDomainAnswer>(domainPath(id), { domain })).data,
    onSuccess: (answer) => queryClient.setQueryData(domainKeys.of(id), answer),
  });
}

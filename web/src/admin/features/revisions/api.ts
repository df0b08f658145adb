import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminRevisionRow, RevisionStatus, RevisionUpdate } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';

export const revisionKeys = {
  all: ['revisions'] as const,
  list: (status: RevisionStatus | undefined) => [...revisionKeys.all, status ?? 'all'] as const,
};

/** The revision queue, newest first, of one status or all. */
export function useRevisions(status: RevisionStatus | undefined) {
  return useQuery({
    queryKey: revisionKeys.list(status),
    queryFn: async ({ signal }) =>
      (await adminApi.get<AdminRevisionRow[]>('/revisions', { params: status ? { status } : {}, signal }))
        .data,
  });
}

/** Moves a revision on (done), back (queued) or out (cancelled); the lists load again. */
export function useUpdateRevision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, change }: { id: string; change: RevisionUpdate }) =>
      (await adminApi.put<AdminRevisionRow>(`/revisions/${encodeURIComponent(id)}`, change)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: revisionKeys.all }),
  });
}

import { useQuery } from '@tanstack/react-query';
import type { Holiday } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';
import { loadState } from '@/admin/lib/load-state';

/** The holidays' reads; an add or a removal reads them again. */
export const holidaysKeys = { all: ['holidays'] as const };

/** Every holiday the admin keeps, by day. */
export async function getHolidays(signal?: AbortSignal): Promise<Holiday[]> {
  return (await adminApi.get<Holiday[]>('/holidays', { signal })).data;
}

export const useHolidays = () =>
  loadState(useQuery({ queryKey: holidaysKeys.all, queryFn: ({ signal }) => getHolidays(signal) }));

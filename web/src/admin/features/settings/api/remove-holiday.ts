import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/admin/lib/admin-api';
import { holidaysKeys } from './get-holidays';

/** Removes the holiday of a day (YYYY-MM-DD); an unknown day answers 404. */
export async function removeHoliday(day: string): Promise<void> {
  await adminApi.delete(`/holidays/${encodeURIComponent(day)}`);
}

/** A holiday removed, then the list read again, whatever the answer. */
export function useRemoveHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeHoliday,
    // Read again after a refusal too: a 404 may mean another admin removed the day meanwhile.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: holidaysKeys.all }),
  });
}

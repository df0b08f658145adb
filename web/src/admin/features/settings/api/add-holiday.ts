import { useMutation, useQueryClient } from '@tanstack/react-query';
import { holidayInputSchema, type Holiday, type HolidayInput } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';
import { holidaysKeys } from './get-holidays';

/** The form's check is the server's own: the contracts' schema. */
export { holidayInputSchema };

/** Adds a holiday; a day that already is one answers 409 with the server's message. */
export async function addHoliday(input: HolidayInput): Promise<Holiday> {
  return (await adminApi.post<Holiday>('/holidays', input)).data;
}

/** A holiday added, then the list read again, whatever the answer. */
export function useAddHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addHoliday,
    // Read again after a refusal too: a 409 may mean another admin added the day meanwhile.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: holidaysKeys.all }),
  });
}

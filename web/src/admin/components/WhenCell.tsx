import { dateAndTime, orNa } from '@/admin/lib/format';

/** The day and the time of a row: on one line when there is room, on two when the table is narrow. */
export function WhenCell({ value }: { value: string }) {
  const parts = dateAndTime(value);
  return (
    <td className="admin-when">
      {parts ? (
        <>
          <span>{parts.date},</span> <span>{parts.time}</span>
        </>
      ) : (
        orNa(value)
      )}
    </td>
  );
}

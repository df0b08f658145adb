import { dateAndTime, orNa } from '@/admin/lib/format';

/** The day and the time of a row, on one line: a table that is short of room drops other columns. */
export function WhenCell({ value, className }: { value: string; className?: string }) {
  const parts = dateAndTime(value);
  return (
    <td className={className ? `admin-when ${className}` : 'admin-when'}>
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

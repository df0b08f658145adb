import { useState } from 'react';
import { DateRangePicker, type RangeKeyDict } from 'react-date-range';
import { id as indonesian } from 'date-fns/locale';
import 'react-date-range/dist/styles.css';
import 'react-date-range/dist/theme/default.css';

export interface DayRange {
  startDate: Date;
  endDate: Date;
}

/**
 * react-date-range's picker with its own defaults, which are SPEC section 9's: dates from 100
 * years back to 20 years ahead, 'MMM d, yyyy', the presets Today ... Last Month and the two
 * 'days up to today' / 'days starting today' inputs (clamped to 0-99999 by the library).
 */
export function DateRangeFilter({
  onApply,
  busy = false,
}: {
  onApply: (range: DayRange) => void;
  busy?: boolean;
}) {
  const [range, setRange] = useState<DayRange>(() => ({ startDate: new Date(), endDate: new Date() }));

  const change = (ranges: RangeKeyDict) => {
    const selected = ranges.selection;
    if (selected?.startDate && selected.endDate) {
      setRange({ startDate: selected.startDate, endDate: selected.endDate });
    }
  };

  return (
    <div className="admin-date-range" data-testid="date-range">
      <DateRangePicker
        ranges={[{ ...range, key: 'selection' }]}
        onChange={change}
        locale={indonesian}
        moveRangeOnFirstSelection={false}
      />
      <button type="button" className="admin-button" disabled={busy} onClick={() => onApply(range)}>
        Filter by Date
      </button>
    </div>
  );
}

/** The instants a range of calendar days covers, in the browser's time zone. */
export function dayRangeBounds(range: DayRange): { start: Date; end: Date } {
  const start = new Date(range.startDate);
  start.setHours(0, 0, 0, 0);
  const end = new Date(range.endDate);
  end.setHours(23, 59, 59, 999);
  return { start, end };
}

import { useState } from 'react';
import { DateRangePicker, type RangeKeyDict } from 'react-date-range';
import { id as indonesian } from 'date-fns/locale';
import 'react-date-range/dist/styles.css';
import 'react-date-range/dist/theme/default.css';
import { rangeText, type DayRange } from '@/admin/lib/days';

export type { DayRange } from '@/admin/lib/days';
export { dayRangeBounds } from '@/admin/lib/days';

/** The toolbar button that opens and closes the date range picker. */
export function DateRangeToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className="admin-button secondary"
      aria-pressed={open}
      aria-expanded={open}
      onClick={onToggle}
    >
      Date Range
    </button>
  );
}

/**
 * react-date-range's picker with its own defaults, which are PRODUCT.md section 9's: dates from 100
 * years back to 20 years ahead, 'MMM d, yyyy', the presets Today ... Last Month and the two
 * 'days up to today' / 'days starting today' inputs (clamped to 0-99999 by the library). The
 * calendar itself speaks Indonesian; the range chosen is repeated in Indonesian by the button.
 */
export function DateRangeFilter({
  onApply,
  initial,
  busy = false,
}: {
  onApply: (range: DayRange) => void;
  initial?: DayRange;
  busy?: boolean;
}) {
  const [range, setRange] = useState<DayRange>(
    () => initial ?? { startDate: new Date(), endDate: new Date() },
  );

  const change = (ranges: RangeKeyDict) => {
    const selected = ranges.selection;
    if (selected?.startDate && selected.endDate) {
      setRange({ startDate: selected.startDate, endDate: selected.endDate });
    }
  };

  return (
    <div className="admin-date-range" data-testid="date-range">
      <div className="admin-date-range-scroll">
        <DateRangePicker
          ranges={[{ ...range, key: 'selection' }]}
          onChange={change}
          locale={indonesian}
          moveRangeOnFirstSelection={false}
        />
      </div>
      <div className="admin-date-range-apply">
        <span className="admin-muted" aria-live="polite">
          Dipilih: <strong data-testid="date-range-chosen">{rangeText(range)}</strong>
        </span>
        <button type="button" className="admin-button" disabled={busy} onClick={() => onApply(range)}>
          Filter by Date
        </button>
      </div>
    </div>
  );
}

import { rangeText, type DayRange } from '@/admin/lib/days';

export interface FilterChip {
  key: string;
  text: string;
  onRemove: () => void;
}

/** The chips of the filters in force: each one whose text is given (its filter is set). */
export function activeChips(
  candidates: { key: string; text: string | false | null | undefined; onRemove: () => void }[],
): FilterChip[] {
  return candidates.flatMap(({ key, text, onRemove }) => (text ? [{ key, text, onRemove }] : []));
}

/** The text of a date range's chip, when a range is chosen. */
export const dateChipText = (range: DayRange | undefined) => range && `Tanggal: ${rangeText(range)}`;

/** The filters in force, each with its own remove button, and one to remove them all. */
export function FilterChips({ chips, onClearAll }: { chips: FilterChip[]; onClearAll: () => void }) {
  if (chips.length === 0) return null;
  return (
    <div className="admin-chips" aria-label="Filter aktif" role="group">
      {chips.map((chip) => (
        <span key={chip.key} className="admin-chip" data-testid={`chip-${chip.key}`}>
          {chip.text}
          <button type="button" aria-label={`Hapus filter ${chip.text}`} onClick={chip.onRemove}>
            ×
          </button>
        </span>
      ))}
      {chips.length > 1 && (
        <button type="button" className="admin-link-button" onClick={onClearAll}>
          Hapus semua filter
        </button>
      )}
    </div>
  );
}

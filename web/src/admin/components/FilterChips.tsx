export interface FilterChip {
  key: string;
  text: string;
  onRemove: () => void;
}

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

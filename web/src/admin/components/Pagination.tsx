/** The page numbers to show: the first, the last, and two either side of the current one. */
export function pageWindow(current: number, total: number): (number | 'gap')[] {
  const pages = new Set([1, total]);
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= total) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  sorted.forEach((page, i) => {
    if (i > 0 && page - sorted[i - 1] > 1) result.push('gap');
    result.push(page);
  });
  return result;
}

interface PaginationProps {
  current: number;
  total: number;
  onChange: (page: number) => void;
  /** Numbered buttons between previous and next (payments); without them, 'Page x of y' (orders). */
  numbered?: boolean;
  label?: string;
}

export function Pagination({
  current,
  total,
  onChange,
  numbered = false,
  label = 'Halaman',
}: PaginationProps) {
  return (
    <nav className="admin-pagination" aria-label={label}>
      <button type="button" disabled={current <= 1} onClick={() => onChange(current - 1)}>
        Previous
      </button>
      {numbered ? (
        pageWindow(current, Math.max(total, 1)).map((page, i) =>
          page === 'gap' ? (
            <span key={`gap-${i}`} className="admin-pagination-gap" aria-hidden="true">
              …
            </span>
          ) : (
            <button
              type="button"
              key={page}
              className={page === current ? 'is-current' : undefined}
              aria-current={page === current ? 'page' : undefined}
              onClick={() => onChange(page)}
            >
              {page}
            </button>
          ),
        )
      ) : (
        <span className="admin-pagination-status">
          Page {current} of {Math.max(total, 1)}
        </span>
      )}
      <button type="button" disabled={current >= total} onClick={() => onChange(current + 1)}>
        Next
      </button>
    </nav>
  );
}

import './pager.css';

/**
 * A list's pages in Indonesian: previous, "Halaman x dari y", next. The class names its look
 * (`pager` in the storefront, the admin's own `admin-pagination`), the status being `<class>-status`.
 */
export function Pager({
  current,
  total,
  onChange,
  label,
  className = 'pager',
}: {
  current: number;
  total: number;
  onChange: (page: number) => void;
  /** What the pages are of, for a screen reader ("Halaman daftar tamu"). */
  label: string;
  className?: string;
}) {
  const last = Math.max(total, 1);
  return (
    <nav className={className} aria-label={label}>
      <button type="button" disabled={current <= 1} onClick={() => onChange(current - 1)}>
        Sebelumnya
      </button>
      <span className={`${className}-status`}>
        Halaman {current} dari {last}
      </span>
      <button type="button" disabled={current >= last} onClick={() => onChange(current + 1)}>
        Berikutnya
      </button>
    </nav>
  );
}

import { formatRupiah, monthName } from '../../lib/format';

interface MonthFigures {
  month: string;
  /** Net: what the month's payments kept. */
  monthly_revenue: number;
  /** What went back of them. */
  refunds: number;
}

/**
 * Monthly revenue as bars, plain SVG: one bar per month, scaled to the best month. The net revenue
 * is the solid bar; the refunds sit on top of it, lighter, so the bar's height is what came in.
 */
export function RevenueChart({ months }: { months: MonthFigures[] }) {
  if (months.length === 0) return <p className="admin-muted">Belum ada pendapatan.</p>;
  const shown = months.slice(-12);
  const max = Math.max(...shown.map((m) => m.monthly_revenue + m.refunds), 1);
  const anyRefunds = shown.some((m) => m.refunds > 0);
  const barWidth = 40;
  const gap = 16;
  const height = 180;
  const width = shown.length * (barWidth + gap) + gap;
  const scaled = (amount: number) => Math.round((Math.max(amount, 0) / max) * (height - 10));
  return (
    <figure className="admin-chart">
      <svg
        viewBox={`0 0 ${width} ${height + 40}`}
        width={width}
        height={height + 40}
        role="img"
        aria-label="Grafik pendapatan bulanan"
        preserveAspectRatio="xMinYMin meet"
      >
        <line x1={0} y1={height} x2={width} y2={height} className="admin-chart-axis" />
        {shown.map((m, i) => {
          const net = scaled(m.monthly_revenue);
          const back = scaled(m.refunds);
          const x = gap + i * (barWidth + gap);
          const label = monthName(m.month);
          return (
            <g key={m.month}>
              <rect x={x} y={height - net} width={barWidth} height={net} rx={4} className="admin-chart-bar">
                <title>{`${label}: pendapatan bersih ${formatRupiah(m.monthly_revenue)}`}</title>
              </rect>
              {back > 0 && (
                <rect
                  x={x}
                  y={height - net - back}
                  width={barWidth}
                  height={back}
                  rx={4}
                  className="admin-chart-bar-refund"
                >
                  <title>{`${label}: dikembalikan ${formatRupiah(m.refunds)}`}</title>
                </rect>
              )}
              <text x={x + barWidth / 2} y={height + 16} textAnchor="middle" className="admin-chart-label">
                {label.slice(0, 3)}
              </text>
              <text x={x + barWidth / 2} y={height + 32} textAnchor="middle" className="admin-chart-label">
                {m.month.slice(0, 4)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className={anyRefunds ? 'admin-chart-legend' : 'visually-hidden'}>
        <span className="admin-chart-key net">Pendapatan bersih</span>
        {anyRefunds && <span className="admin-chart-key refund">Dana dikembalikan</span>}
        <span className="visually-hidden">, per bulan, 12 bulan terakhir</span>
      </figcaption>
    </figure>
  );
}

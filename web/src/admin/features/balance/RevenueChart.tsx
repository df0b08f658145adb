import { formatRupiah, monthName } from '../../lib/format';

/** Monthly revenue as bars, plain SVG: one bar per month, scaled to the best month. */
export function RevenueChart({ months }: { months: { month: string; monthly_revenue: number }[] }) {
  if (months.length === 0) return <p className="admin-muted">Belum ada pendapatan.</p>;
  const shown = months.slice(-12);
  const max = Math.max(...shown.map((m) => m.monthly_revenue), 1);
  const barWidth = 40;
  const gap = 16;
  const height = 180;
  const width = shown.length * (barWidth + gap) + gap;
  return (
    <figure className="admin-chart">
      <svg
        viewBox={`0 0 ${width} ${height + 40}`}
        role="img"
        aria-label="Grafik pendapatan bulanan"
        preserveAspectRatio="xMinYMin meet"
      >
        <line x1={0} y1={height} x2={width} y2={height} className="admin-chart-axis" />
        {shown.map((m, i) => {
          const h = Math.round((m.monthly_revenue / max) * (height - 10));
          const x = gap + i * (barWidth + gap);
          const label = monthName(m.month);
          return (
            <g key={m.month}>
              <rect x={x} y={height - h} width={barWidth} height={h} rx={4} className="admin-chart-bar">
                <title>{`${label}: ${formatRupiah(m.monthly_revenue)}`}</title>
              </rect>
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
      <figcaption className="visually-hidden">Pendapatan per bulan, 12 bulan terakhir</figcaption>
    </figure>
  );
}

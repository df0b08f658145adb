import { useLayoutEffect, useRef, useState } from 'react';
import { formatRupiah, monthName } from '@/admin/lib/format';
import { axisTicks, barWidth, compactRupiah, labelEvery } from './chart-scale';

interface MonthFigures {
  month: string;
  /** Net: what the month's payments kept. */
  monthly_revenue: number;
  /** What went back of them. */
  refunds: number;
}

/** The most months drawn: two years. */
export const CHART_MONTHS = 24;
const HEIGHT = 210;
const TOP = 16;
const BOTTOM = 40;
const LEFT = 76;
const RIGHT = 8;

/** The chart's width follows its container (measured), so bars and text keep their pixel sizes. */
function useWidth<T extends HTMLElement>(fallback: number, drawn: boolean) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    setWidth(element.clientWidth || fallback);
    const observer = new ResizeObserver(([entry]) =>
      setWidth(Math.floor(entry.contentRect.width) || fallback),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [fallback, drawn]);
  return [ref, width] as const;
}

/**
 * Monthly revenue as bars (plain SVG, drawn in pixels at the container's width): an axis of
 * rupiah values with grid lines, one bar per month for up to two years, scaled to the best month.
 * The net revenue is the solid bar; the refunds sit on top of it, lighter, so the bar's height is
 * what came in.
 */
export function RevenueChart({ months }: { months: MonthFigures[] }) {
  const [box, width] = useWidth<HTMLDivElement>(640, months.length > 0);
  if (months.length === 0) return <p className="admin-muted">Belum ada pendapatan.</p>;

  const shown = months.slice(-CHART_MONTHS);
  const ticks = axisTicks(Math.max(...shown.map((m) => m.monthly_revenue + Math.max(m.refunds, 0)), 0));
  const top = ticks[ticks.length - 1];
  const plotWidth = Math.max(width - LEFT - RIGHT, 60);
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const baseline = TOP + plotHeight;
  const slot = plotWidth / Math.max(shown.length, 1);
  const bar = barWidth(slot);
  const every = labelEvery(slot);
  // Counted from the newest month, so this month is always named.
  const isLabelled = (i: number) => (shown.length - 1 - i) % every === 0;
  const y = (amount: number) => baseline - (Math.max(amount, 0) / top) * plotHeight;
  const anyRefunds = shown.some((m) => m.refunds > 0);
  const valuesOnBars = slot >= 72;

  return (
    <figure className="admin-chart">
      <div ref={box} className="admin-chart-box">
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-label="Grafik pendapatan bulanan"
          data-months={shown.length}
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={LEFT} x2={LEFT + plotWidth} y1={y(tick)} y2={y(tick)} className="admin-chart-grid" />
              <text x={LEFT - 8} y={y(tick) + 4} textAnchor="end" className="admin-chart-tick">
                {compactRupiah(tick)}
              </text>
            </g>
          ))}
          <line x1={LEFT} x2={LEFT + plotWidth} y1={baseline} y2={baseline} className="admin-chart-axis" />
          {shown.map((m, i) => {
            const centre = LEFT + slot * i + slot / 2;
            const x = centre - bar / 2;
            const netTop = y(m.monthly_revenue);
            const backTop = y(m.monthly_revenue + Math.max(m.refunds, 0));
            const label = monthName(m.month);
            const labelled = isLabelled(i);
            const [year] = m.month.split('-');
            // The year under the first labelled month of each year.
            const previous = i - every;
            const showYear = labelled && (previous < 0 || shown[previous].month.slice(0, 4) !== year);
            return (
              <g key={m.month} data-month={m.month}>
                <rect
                  x={x}
                  y={netTop}
                  width={bar}
                  height={Math.max(baseline - netTop, 0)}
                  rx={Math.min(3, bar / 4)}
                  className="admin-chart-bar"
                >
                  <title>{`${label}: pendapatan bersih ${formatRupiah(m.monthly_revenue)}`}</title>
                </rect>
                {m.refunds > 0 && (
                  <rect
                    x={x}
                    y={backTop}
                    width={bar}
                    height={Math.max(netTop - backTop, 0)}
                    rx={Math.min(3, bar / 4)}
                    className="admin-chart-bar-refund"
                  >
                    <title>{`${label}: dikembalikan ${formatRupiah(m.refunds)}`}</title>
                  </rect>
                )}
                {valuesOnBars && (
                  <text x={centre} y={backTop - 4} textAnchor="middle" className="admin-chart-value">
                    {compactRupiah(m.monthly_revenue)}
                  </text>
                )}
                {labelled && (
                  <text x={centre} y={baseline + 16} textAnchor="middle" className="admin-chart-label">
                    {label.slice(0, 3)}
                  </text>
                )}
                {showYear && (
                  <text x={centre} y={baseline + 31} textAnchor="middle" className="admin-chart-label">
                    {year}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className="admin-chart-legend">
        <span className="admin-chart-key net">Pendapatan bersih</span>
        {anyRefunds && <span className="admin-chart-key refund">Dana dikembalikan</span>}
        <span>
          {shown.length} bulan{months.length > shown.length ? ` terakhir dari ${months.length}` : ''}
        </span>
      </figcaption>
    </figure>
  );
}

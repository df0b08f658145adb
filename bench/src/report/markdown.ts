import type { LoadResult, Section } from '../results';

// What every section's markdown is written with.

export const fmt = (value: number | null | undefined, digits = 1): string =>
  value === null || value === undefined || !Number.isFinite(value)
    ? 'n/a'
    : value.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
export const sum = (values: Record<string, number>) =>
  Object.values(values).reduce((total, v) => total + v, 0);

export function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.map(String).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

export function sectionState(section: Section<unknown>): string | undefined {
  if (section.error) return `Not measured: ${section.error}`;
  if (section.skipped) return `Skipped: ${section.skipped}`;
  return undefined;
}

export const loadRow = (label: string, r: LoadResult) => [
  label,
  fmt(r.requestsPerSecond, 0),
  fmt(r.p50, 2),
  fmt(r.p99, 2),
  fmt(r.max, 1),
  r.errors + r.non2xx,
];

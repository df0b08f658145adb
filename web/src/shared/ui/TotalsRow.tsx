import type { ReactNode } from 'react';

/** One line of a `dl.totals` summary (subtotal, discount, total): the label and its amount. */
export function TotalsRow({
  label,
  total = false,
  testId,
  children,
}: {
  label: ReactNode;
  /** The bottom line, set larger. */
  total?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className={total ? 'totals__row totals__row--total' : 'totals__row'}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

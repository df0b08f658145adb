import type { ReactNode } from 'react';
import type { StateWords } from '@/storefront/features/order-tracking/tracking-words';

/** One side of an order (its payment, its invitation): the state, what it means, and what comes next. */
export function StatePanel({
  heading,
  words,
  next,
  testId,
  details,
  children,
}: {
  heading: string;
  words: StateWords;
  next?: string;
  testId: string;
  /** Facts about this side of the order, between what it means and what can be done. */
  details?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={`state-panel state-panel--${words.tone}`} data-testid={testId}>
      <h3 className="state-panel__heading">
        {heading}:{' '}
        <span className="state-panel__label" data-testid={`${testId}-label`}>
          {words.label}
        </span>
      </h3>
      <p className="state-panel__text">{words.text}</p>
      {next && <p className="state-panel__next">{next}</p>}
      {details}
      {children && <div className="state-panel__actions">{children}</div>}
    </div>
  );
}

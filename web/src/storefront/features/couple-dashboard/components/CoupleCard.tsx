import type { ReactNode } from 'react';

/**
 * One card of the dashboard: a section named by its own heading (h2 for a part's main card, h3 for
 * the cards under it), found by tests under `testId`.
 */
export function CoupleCard({
  id,
  title,
  heading = 'h2',
  testId,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  heading?: 'h2' | 'h3';
  testId?: string;
  className?: string;
  children: ReactNode;
}) {
  const Heading = heading;
  return (
    <section
      className={`card couple-section ${className ?? ''}`.trim()}
      aria-labelledby={`${id}-title`}
      data-testid={testId}
    >
      <Heading id={`${id}-title`} className="couple-section__title">
        {title}
      </Heading>
      {children}
    </section>
  );
}

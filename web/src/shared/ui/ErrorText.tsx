import type { ReactNode } from 'react';

/** A failure the visitor must see, read out by screen readers as it appears. */
export function ErrorText({
  children,
  className = 'error-text',
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <p className={className} role="alert">
      {children}
    </p>
  );
}

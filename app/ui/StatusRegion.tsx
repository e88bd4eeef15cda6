import type { ReactNode } from 'react';

/**
 * A confirmation's live region (role=status), on the page before its text arrives and kept there: a screen
 * reader announces a region's text changing, and may miss a region inserted together with its text. Put the
 * message inside (an `Alert` with `announce={false}`, or plain text) only when there is one. Empty, it
 * takes no room in a spaced stack (its margin goes).
 */
export function StatusRegion({
  children,
  className = '',
  testId,
}: {
  children?: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div role="status" data-testid={testId} className={`empty:!m-0 ${className}`}>
      {children}
    </div>
  );
}

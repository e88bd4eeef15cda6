import type { ReactNode } from 'react';

/**
 * The box around a table that may be wider than a phone's screen: the table scrolls sideways inside it
 * instead of widening the page, and the box is a named region in the Tab order, so a keyboard user can
 * reach it and scroll it with the arrow keys and a screen reader says what it holds (axe
 * `scrollable-region-focusable`). Every table of the app sits in one.
 */
export function TableScroll({
  label,
  className = '',
  children,
}: {
  /** What the table holds, usually its heading's text. */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`overflow-x-auto ${className}`}>
      {children}
    </div>
  );
}

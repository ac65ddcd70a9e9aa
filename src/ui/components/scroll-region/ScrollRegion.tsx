import type { ReactNode } from 'react';

/**
 * A box that scrolls sideways when the table in it is wider than the screen (a phone), so the page itself never
 * does. It is a named region that takes the keyboard's focus, so it can be scrolled with the arrow keys too.
 */
export function ScrollRegion({
  className,
  labelledBy,
  label,
  children,
}: {
  className?: string;
  /** The id of the heading that names it, or `label`. */
  labelledBy?: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    // A focusable region is what lets a keyboard scroll it (axe-core: scrollable-region-focusable).
    <div className={className} role="region" tabIndex={0} aria-labelledby={labelledBy} aria-label={label}>
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';

/**
 * A wide table's horizontal scroller. It takes focus so a keyboard can scroll it (WCAG 2.1.1,
 * axe's scrollable-region-focusable), and is named after its table for the screen reader that
 * lands on it.
 */
export function TableScroll(props: { label: string; children: ReactNode }) {
  return (
    <div className="cr-table-scroll" tabIndex={0} role="group" aria-label={props.label}>
      {props.children}
    </div>
  );
}

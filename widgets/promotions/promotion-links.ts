import type { ComponentType, ReactNode } from 'react';

/** What a promotion link is given: where it goes, and the card's own attributes. */
export interface PromotionLinkProps {
  href: string;
  className?: string;
  'aria-describedby'?: string;
  children: ReactNode;
}

/**
 * How the promotions' list and detail link to each other: on the host, the router's links and
 * shareable URLs (`/promoDetail?id=N`); embedded, the widget's own links, which change its view and
 * leave the partner's URL alone.
 */
export interface PromotionLinks {
  /** Where a promotion's detail is, or the list when no id is given. */
  href(id?: number): string;
  Link: ComponentType<PromotionLinkProps>;
}

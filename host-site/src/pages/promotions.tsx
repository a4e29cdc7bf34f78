import { Link } from 'wouter';
import { PromotionList, type PromotionLinks } from '@widgets/promotions';
import type { PageProps } from '../app/page-props';
import '@widgets/promotions/promotions.css';

/** The portal's promotion links: the router's, to shareable URLs. */
export const ROUTED_PROMOTION_LINKS: PromotionLinks = {
  href: (id) => (id === undefined ? '/promotions' : `/promoDetail?id=${id}`),
  Link,
};

/** SPEC §2 /promotions: the promotions widget's list, linking to /promoDetail?id=N. */
export default function PromotionsPage(props: PageProps) {
  return <PromotionList title={props.title} links={ROUTED_PROMOTION_LINKS} />;
}

import { useSearch } from 'wouter';
import { PromotionDetailView } from '@widgets/promotions';
import type { PageProps } from '../app/page-props';
import { ROUTED_PROMOTION_LINKS } from './promotions';
import '@widgets/promotions/promotions.css';

/** The id of `?id=N`, or undefined when there is none a promotion could have. */
function idOf(search: string): number | undefined {
  const id = Number(new URLSearchParams(search).get('id'));
  return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/** SPEC §2 /promoDetail?id=N: the promotions widget's detail of one promotion. */
export default function PromotionDetailPage(props: PageProps) {
  return <PromotionDetailView title={props.title} id={idOf(useSearch())} links={ROUTED_PROMOTION_LINKS} />;
}

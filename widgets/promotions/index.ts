export { PromotionList } from './promotion-list';
export { PromotionDetailView } from './promotion-detail';
export type { PromotionLinks, PromotionLinkProps } from './promotion-links';

import type { ComponentType } from 'react';
import type { MemberCentrePage } from '@sdk/rules/centres';

/** What a page of the personal centre gets: a way to open another page (deposit → records, say). */
export interface MemberPageProps {
  readonly openPage: (page: MemberCentrePage) => void;
}

type PageModule = Promise<{ default: ComponentType<MemberPageProps> }>;

/**
 * The built pages of the personal centre, each its own chunk, loaded when it opens. A page not
 * listed here shows its heading only (docs/spec-coverage.md says which).
 */
export const PAGE_LOADERS: Partial<Record<MemberCentrePage, () => PageModule>> = {
  securityCenter: () => import('./security/security-page'),
  depositv2: () => import('./deposit/deposit-page'),
  personalHistoryCopy: () => import('./records/betting-records-page'),
  transactionHistory: () => import('./records/account-records-page'),
  personalProfit: () => import('./records/personal-profit-page'),
};

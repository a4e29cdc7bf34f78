import type { ComponentType } from 'react';
import type { MemberCentrePage } from '@sdk/rules/centres';
import type { MemberPageProps } from './page-props';

export type { MemberPageProps };

type PageModule = Promise<{ default: ComponentType<MemberPageProps> }>;

/**
 * The built pages of the personal centre, each its own chunk, loaded when it opens. A page not
 * listed here shows its heading only (docs/spec-coverage.md says which).
 */
export const PAGE_LOADERS: Partial<Record<MemberCentrePage, () => PageModule>> = {
  securityCenter: () => import('./security/security-page'),
  depositv2: () => import('./deposit/deposit-page'),
  transferFund: () => import('./transfer/wallet-page'),
  withdraw: () => import('./withdraw/withdraw-page'),
  transferUpline: () => import('./transfer/upline-page'),
  personalHistoryCopy: () => import('./records/betting-records-page'),
  transactionHistory: () => import('./records/account-records-page'),
  personalProfit: () => import('./records/personal-profit-page'),
  rewardCenter: () => import('./reward-centre/reward-centre-page'),
  saferGambling: () => import('./safer-gambling/safer-gambling-page'),
  messageV2: () => import('./messages/messages-page'),
  missionLeaderboard: () => import('./missions/missions-page'),
  referral: () => import('./referral/referral-page'),
  manualRebate: () => import('./rebate/rebate-page'),
  bonusDetails: () => import('./bonuses/bonus-details-page'),
};

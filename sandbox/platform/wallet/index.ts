/**
 * The member's wallets as the page reads them: which wallet an account type plays from, and the
 * balance answer.
 */
export { walletOfAccountType } from './account-types';
export { balanceView } from './balance-view';

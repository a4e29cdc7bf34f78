/**
 * The reference partner (issue 11): a partner's wallet server that implements Croupier's seamless
 * wallet callbacks correctly. Read it as an example of what a partner's server must do; the
 * contract tests and the bench start it on their own port.
 */
export { startPartnerWallet, type PartnerWallet, type PartnerWalletOptions } from './server';
export { seededRandom, type Misbehaviour } from './switches';
export type { CreditRequest, DebitRequest, RollbackRequest, WalletAnswer } from './callbacks';

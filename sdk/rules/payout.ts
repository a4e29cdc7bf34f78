/** Payout address rules for forms; they live in the contract, which the platform checks with too. */
export { base58Decode, isTrc20Address } from '../contract/trc20-address';

/** One reading of a TRC20 address for the form and the platform: the contract's rule. */
export { isTrc20Address } from '@sdk/shared-rules/trc20-address';

import type { DeepText } from '../deep-text';

/** Spanish (wallet): the default and fallback language; every language has exactly these keys. */
export const wallet = {
  title: '',
};

/** Error codes of the platform that only these pages meet (core holds the shared ones). */
export const walletErrors = {};

export type WalletTexts = DeepText<typeof wallet>;
export type WalletErrorTexts = DeepText<typeof walletErrors>;

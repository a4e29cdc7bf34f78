import type { DeepText } from '../deep-text';

/** Spanish (withdraw): the default and fallback language; every language has exactly these keys. */
export const withdraw = {
  title: '',
};

/** Error codes of the platform that only these pages meet (core holds the shared ones). */
export const withdrawErrors = {};

export type WithdrawTexts = DeepText<typeof withdraw>;
export type WithdrawErrorTexts = DeepText<typeof withdrawErrors>;

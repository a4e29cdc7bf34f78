import type { DeepText } from '../deep-text';

/** Spanish (records): the default and fallback language; every language has exactly these keys. */
export const records = {
  title: '',
};

/** Error codes of the platform that only these pages meet (core holds the shared ones). */
export const recordsErrors = {};

export type RecordsTexts = DeepText<typeof records>;
export type RecordsErrorTexts = DeepText<typeof recordsErrors>;

import type { RecordsTexts, RecordsErrorTexts } from '../es/records';

export const records: RecordsTexts = {
  title: '',
};

export const recordsErrors: RecordsErrorTexts = {};

import { withdraw, withdrawErrors } from './withdraw';
import { records, recordsErrors } from './records';
import { wallet, walletErrors } from './wallet';

export const money = {
  withdraw,
  records,
  wallet,
  errors: { ...withdrawErrors, ...recordsErrors, ...walletErrors },
};

import { withdraw, withdrawErrors } from './withdraw';
import { records, recordsErrors } from './records';
import { wallet, walletErrors } from './wallet';

/**
 * Spanish (money): the member centre's withdraw, wallet and transfer pages and its records, one
 * file per concept. Each concept's error codes merge over core's `errors`.
 */
export const money = {
  withdraw,
  records,
  wallet,
  errors: { ...withdrawErrors, ...recordsErrors, ...walletErrors },
};

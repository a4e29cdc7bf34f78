import type { WithdrawSettings } from '../../platform/withdrawals';

/** The seeded brand's withdrawal rules (SPEC shows none of these numbers, so they are ours). */
export const WITHDRAW_SETTINGS: WithdrawSettings = {
  minMinor: 100_00,
  maxMinor: 50_000_00,
  feeBps: 100,
  minFeeMinor: 2_00,
  dailyMax: 5,
};

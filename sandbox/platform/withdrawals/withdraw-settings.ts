/**
 * The brand's withdrawal rules (brand setting `withdraw`). SPEC shows none of these numbers, so
 * they are ours. Amounts are minor units and the fee basis points, so that no sum passes through
 * a float.
 */
export interface WithdrawSettings {
  minMinor: number;
  maxMinor: number;
  /** The fee in basis points of the amount (100: 1%), taken from the amount. */
  feeBps: number;
  /** The least fee a withdrawal pays. */
  minFeeMinor: number;
  /** Withdrawals a member may make a day (GMT+8); rejected ones do not count. */
  dailyMax: number;
}

declare module '../brand/settings' {
  interface BrandSettings {
    /** Withdrawal limits and fee (sandbox/platform/withdrawals). */
    withdraw: WithdrawSettings;
  }
}

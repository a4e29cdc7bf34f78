/**
 * The brand's deposit methods and bonuses (brand settings `deposit` and `depositAutoSettleMs`).
 * Amounts are minor units and rates whole numbers, so that no sum passes through a float.
 */

export interface DepositMethodSetting {
  id: string;
  kind: 'bank' | 'ewallet' | 'usdt';
  name: string;
  minMinor: number;
  maxMinor: number;
  presetsMinor: number[];
  expiresInMinutes: number;
  /** Where the player pays: the brand's account, wallet or address for this method. */
  payee: {
    bankName?: string;
    accountName?: string;
    accountNumber?: string;
    walletId?: string;
    address?: string;
    /** USDT: minor units of the brand currency one USDT buys. */
    usdtRateMinor?: number;
  };
}

export interface DepositBonusSetting {
  id: string;
  /** `first`: only on the member's first paid deposit; `daily`: one reload a day, after a first deposit. */
  rule: 'first' | 'daily';
  name: string;
  /** Whole percent of the deposit. */
  percent: number;
  maxMinor: number;
  turnoverMultiple: number;
}

export interface DepositSettings {
  methods: DepositMethodSetting[];
  bonuses: DepositBonusSetting[];
}

declare module '../brand/settings' {
  interface BrandSettings {
    /** Deposit methods and bonuses (sandbox/platform/cashier). */
    deposit: DepositSettings;
    /** When the payment simulator pays a new deposit order by itself; null waits for the switch. */
    depositAutoSettleMs: number | null;
  }
}

import { trc20Address } from './trc20';

import type { DepositSettings } from '../../platform/cashier';

/** The seeded brand's deposit methods and bonuses. */
export const DEPOSIT_SETTINGS: DepositSettings = {
  methods: [
    {
      id: 'bank',
      kind: 'bank',
      name: 'Bank transfer',
      minMinor: 100_00,
      maxMinor: 50_000_00,
      presetsMinor: [100_00, 500_00, 1_000_00, 5_000_00],
      expiresInMinutes: 30,
      payee: {
        bankName: 'BDO Unibank',
        accountName: 'Croupier Gaming Inc.',
        accountNumber: '0012 3456 7890',
      },
    },
    {
      id: 'ewallet',
      kind: 'ewallet',
      name: 'GCash e-wallet',
      minMinor: 50_00,
      maxMinor: 20_000_00,
      presetsMinor: [50_00, 200_00, 500_00, 2_000_00],
      expiresInMinutes: 15,
      payee: { accountName: 'Croupier Gaming', walletId: '0917 123 4567' },
    },
    {
      id: 'usdt',
      kind: 'usdt',
      name: 'USDT (TRC20)',
      minMinor: 100_00,
      maxMinor: 100_000_00,
      presetsMinor: [500_00, 1_000_00, 5_000_00, 10_000_00],
      expiresInMinutes: 60,
      // 1 USDT = 58.00 PHP.
      payee: { address: trc20Address('croupier:deposit:usdt'), usdtRateMinor: 58_00 },
    },
  ],
  bonuses: [
    {
      id: 'first-deposit',
      rule: 'first',
      name: 'First deposit bonus: 10% up to 500',
      percent: 10,
      maxMinor: 500_00,
      turnoverMultiple: 5,
    },
    {
      id: 'daily-reload',
      rule: 'daily',
      name: 'Daily reload: 5% up to 200',
      percent: 5,
      maxMinor: 200_00,
      turnoverMultiple: 3,
    },
  ],
};

/** The payment simulator pays a new order this long after it is made; null waits for the switch. */
export const DEFAULT_DEPOSIT_AUTO_SETTLE_MS: number | null = 4_000;

import { defineEndpoint } from '../endpoint';
import { Type, Empty, Money } from '../schema';
import { Balance } from '../entities';

export const balance = defineEndpoint({
  name: 'balance',
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  auth: 'required',
  tag: 'wallet',
  summary: 'Sum of the member wallets',
  request: Empty,
  response: Balance,
});

export const walletTransfer = defineEndpoint({
  name: 'walletTransfer',
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  auth: 'required',
  tag: 'wallet',
  summary: 'Move money between the main wallet and a vendor wallet, or to an upline or downline',
  request: Type.Object({
    requestId: Type.String({ minLength: 8, maxLength: 64, description: 'Idempotency id' }),
    from: Type.String({ minLength: 1 }),
    to: Type.String({ minLength: 1 }),
    amount: Type.Number({ exclusiveMinimum: 0 }),
  }),
  response: Balance,
});

export const fundsConsolidated = defineEndpoint({
  name: 'fundsConsolidated',
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  auth: 'required',
  tag: 'wallet',
  summary: 'Deposits, withdrawals and bets totals of the member',
  request: Empty,
  response: Type.Object({
    totalDeposit: Money,
    totalWithdraw: Money,
    totalBet: Money,
    totalPayout: Money,
  }),
});

export const merchantWallet = defineEndpoint({
  name: 'merchantWallet',
  method: 'GET',
  path: '/wps/relay/GCS_merchantWallet',
  auth: 'required',
  tag: 'wallet',
  summary: 'Whether the brand runs a single (seamless) wallet, and its wallets',
  request: Type.Object({ isSingle: Type.Optional(Type.Boolean()) }),
  response: Type.Object({ isSingle: Type.Boolean(), wallets: Type.Array(Type.String()) }),
});

import type { DepositPay } from '@sdk/contract';
import type { DepositMethodSetting } from './methods';

const USDT_DECIMALS = 6;
const USDT_SCALE = 10n ** BigInt(USDT_DECIMALS);

/**
 * The USDT to send for an amount in the brand currency, as an exact six-decimal text. Whole
 * numbers only: minor units times 10^6 over the rate's minor units, rounded up so that the
 * brand always receives at least the amount ordered.
 */
export function usdtFor(amountMinor: number, rateMinor: number): string {
  const numerator = BigInt(amountMinor) * USDT_SCALE;
  const rate = BigInt(rateMinor);
  const micro = (numerator + rate - 1n) / rate;
  const whole = micro / USDT_SCALE;
  const fraction = (micro % USDT_SCALE).toString().padStart(USDT_DECIMALS, '0');
  return `${whole}.${fraction}`;
}

const amountText = (minor: number) => `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/** Where and how to pay an order of `method`: the brand's payee, the amount, the memo to write. */
export function payDetails(method: DepositMethodSetting, amountMinor: number, reference: string): DepositPay {
  const { payee } = method;
  const amount = amountText(amountMinor);
  switch (method.kind) {
    case 'bank':
      return {
        reference,
        bankName: payee.bankName,
        accountName: payee.accountName,
        accountNumber: payee.accountNumber,
        qrText: [
          `Bank: ${payee.bankName}`,
          `Account name: ${payee.accountName}`,
          `Account number: ${payee.accountNumber}`,
          `Amount: ${amount}`,
          `Reference: ${reference}`,
        ].join('\n'),
      };
    case 'ewallet':
      return {
        reference,
        accountName: payee.accountName,
        walletId: payee.walletId,
        qrText: [
          `Wallet: ${payee.walletId}`,
          `Name: ${payee.accountName}`,
          `Amount: ${amount}`,
          `Reference: ${reference}`,
        ].join('\n'),
      };
    case 'usdt': {
      const amountUsdt = usdtFor(amountMinor, payee.usdtRateMinor!);
      return {
        reference,
        address: payee.address,
        network: 'TRC20',
        amountUsdt,
        qrText: `tron:${payee.address}?amount=${amountUsdt}`,
      };
    }
  }
}

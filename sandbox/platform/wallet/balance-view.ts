import type { Sandbox } from '../../core/context';
import { MAIN_WALLET, toAmount, walletNameOf, walletsOf } from '../ledger';
import { partnerBalance, seamlessPlayerOf } from '../partners';
import { MAIN_WALLET_ACCOUNT_TYPE_ID } from '@sdk/contract';
import { accountTypeIds } from './account-types';

/** One wallet's entry: ours (`wallet`, `amount`) and the platform's (`accountTypeId`, `availBalance`). */
const walletEntry = (wallet: string, accountTypeId: number, minor: number) => ({
  wallet,
  accountTypeId,
  amount: toAmount(minor),
  availBalance: toAmount(minor),
});

/**
 * A member's wallets as the balance call shows them: the sum, the currency and each wallet by
 * name (`main`, or a transfer-mode vendor's code) and by the platform's account type id. Read
 * through the balance cache, which every money movement invalidates. A seamless partner's player has one wallet, `main`: the partner's,
 * asked by a balance callback each time (the partner's own games move it too).
 */
export async function balanceView(sandbox: Sandbox, accountId: number, partnerId: string | null = null) {
  // A seamless partner's player: the money is at the partner, and so is the balance shown.
  const seamless = partnerId ? await seamlessPlayerOf(sandbox.db, accountId) : undefined;
  if (seamless) {
    const [amount, currency, symbol] = await Promise.all([
      partnerBalance(sandbox, seamless),
      sandbox.settings.get('currency'),
      sandbox.settings.get('currencySymbol'),
    ]);
    return {
      sumBalance: toAmount(amount),
      currency,
      currencySymbol: symbol,
      balance: [walletEntry(MAIN_WALLET, MAIN_WALLET_ACCOUNT_TYPE_ID, amount)],
    };
  }
  const [wallets, symbol, ids] = await Promise.all([
    sandbox.balances.read(accountId, () => walletsOf(sandbox.db, accountId)),
    sandbox.settings.get('currencySymbol'),
    accountTypeIds(sandbox),
  ]);
  const sum = wallets.reduce((total, w) => total + w.balance, 0);
  return {
    sumBalance: toAmount(sum),
    currency: wallets[0]?.currency ?? (await sandbox.settings.get('currency')),
    currencySymbol: symbol,
    balance: wallets.map((w) => {
      const wallet = walletNameOf(w.kind);
      return walletEntry(wallet, ids.get(wallet)!, w.balance);
    }),
  };
}

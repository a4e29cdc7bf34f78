import type { Sandbox } from '../context';
import { toAmount, walletNameOf, walletsOf } from '../ledger';

/**
 * A member's wallets as the balance call shows them: the sum, the currency and each wallet by
 * name (`main`, or a transfer-mode vendor's code). Read through the balance cache, which every
 * money movement invalidates.
 */
export async function balanceView(sandbox: Sandbox, accountId: number) {
  const [wallets, symbol] = await Promise.all([
    sandbox.balances.read(accountId, () => walletsOf(sandbox.db, accountId)),
    sandbox.settings.get('currencySymbol'),
  ]);
  const sum = wallets.reduce((total, w) => total + w.balance, 0);
  return {
    sumBalance: toAmount(sum),
    currency: wallets[0]?.currency ?? (await sandbox.settings.get('currency')),
    currencySymbol: symbol,
    balance: wallets.map((w) => ({ wallet: walletNameOf(w.kind), amount: toAmount(w.balance) })),
  };
}

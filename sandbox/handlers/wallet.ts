import type { HandlerTable } from '../http/handler';
import { memberOf } from '../context';
import type { WalletRow } from '../ledger/balance-cache';
import { toAmount } from '../ledger/ledger';

export const walletHandlers: HandlerTable = {
  async balance(_input, ctx) {
    const member = memberOf(ctx);
    const { db } = ctx.sandbox;
    const [wallets, symbol] = await Promise.all([
      ctx.sandbox.balances.read(member.accountId, () =>
        db.query<WalletRow>(
          'select kind, currency, balance from ledger_accounts where owner_id = $1 order by id',
          [member.accountId],
        ),
      ),
      ctx.sandbox.settings.get('currencySymbol'),
    ]);
    const sum = wallets.reduce((total, w) => total + w.balance, 0);
    return {
      sumBalance: toAmount(sum),
      currency: wallets[0]?.currency ?? 'PHP',
      currencySymbol: symbol,
      balance: wallets.map((w) => ({ wallet: w.kind, amount: toAmount(w.balance) })),
    };
  },
};

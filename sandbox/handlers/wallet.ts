import type { HandlerTable } from '../http/handler';
import { memberOf } from '../context';
import { getSetting } from '../store/brand';
import { toAmount } from '../ledger/ledger';

export const walletHandlers: HandlerTable = {
  async balance(_input, ctx) {
    const member = memberOf(ctx);
    const { db } = ctx.sandbox;
    const [wallets, symbol] = await Promise.all([
      db.query<{ kind: string; currency: string; balance: number }>(
        'select kind, currency, balance from ledger_accounts where owner_id = $1 order by id',
        [member.accountId],
      ),
      getSetting(db, 'currencySymbol'),
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

import type { HandlerTable } from '../http/handler';
import { memberOf } from '../context';
import { toAmount, walletsOf } from '../ledger';

export const balanceHandlers: HandlerTable = {
  async balance(_input, ctx) {
    const member = memberOf(ctx);
    const { db } = ctx.sandbox;
    const [wallets, symbol] = await Promise.all([
      ctx.sandbox.balances.read(member.accountId, () => walletsOf(db, member.accountId)),
      ctx.sandbox.settings.get('currencySymbol'),
    ]);
    const sum = wallets.reduce((total, w) => total + w.balance, 0);
    return {
      sumBalance: toAmount(sum),
      currency: wallets[0]?.currency ?? (await ctx.sandbox.settings.get('currency')),
      currencySymbol: symbol,
      balance: wallets.map((w) => ({ wallet: w.kind, amount: toAmount(w.balance) })),
    };
  },
};

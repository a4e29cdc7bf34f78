import type { HandlerTable } from '../../core/http/handler';
import { memberOf } from '../../core/context';
import { toAmount, totalsByKind } from '../ledger';
import { pendingOffers } from '../agent-contracts';

export const fundsHandlers: HandlerTable = {
  /**
   * SPEC §3's consolidated info: the contract offers waiting for the member's answer, and its
   * totals read from the ledger: deposits paid in (not the bonuses they carried), withdrawals paid
   * out, stakes net of refunded rounds, and winnings.
   */
  async fundsConsolidated(_input, ctx) {
    const { accountId } = memberOf(ctx);
    const [offers, total] = await Promise.all([
      pendingOffers(ctx.sandbox.db, accountId),
      totalsByKind(ctx.sandbox.db, accountId),
    ]);
    return {
      ...offers,
      totalDeposit: toAmount(total('deposit').credits),
      // A rejected withdrawal's amount came back: it was never taken out.
      totalWithdraw: toAmount(total('withdrawal').debits - total('withdrawal_return').credits),
      totalBet: toAmount(total('bet').debits - total('rollback').credits),
      totalPayout: toAmount(total('win').credits),
    };
  },
};

import type { AccountRecord } from '@sdk/contract';
import type { HandlerTable } from '../../core/http/handler';
import { toAmount, walletRecords } from '../ledger';
import { bettingRecords } from './bets';
import { personalProfit } from './profit';
import { checkedRange } from './range';
import { realMemberOf } from '../accounts';

/** The personal centre's records: betting records, account records, personal profit and loss. */
export const recordsHandlers: HandlerTable = {
  async bettingRecords({ from, to, category, vendor, pageNo = 1, pageSize = 20 }, ctx) {
    const accountId = realMemberOf(ctx).accountId;
    const range = checkedRange({ from, to }, ctx.sandbox.now());
    return bettingRecords(ctx.sandbox.db, accountId, range, { category, vendor, pageNo, pageSize });
  },

  async accountRecords({ from, to, kind, pageNo = 1, pageSize = 20 }, ctx) {
    const accountId = realMemberOf(ctx).accountId;
    const range = checkedRange({ from, to }, ctx.sandbox.now());
    const { rows, total } = await walletRecords(ctx.sandbox.db, accountId, {
      startMs: range.start.getTime(),
      endMs: range.end.getTime(),
      kind,
      limit: pageSize,
      offset: (pageNo - 1) * pageSize,
    });
    return {
      list: rows.map((r): AccountRecord => ({
        id: r.id,
        at: r.at.getTime(),
        kind: r.kind,
        amount: toAmount(r.amountMinor),
        balanceAfter: toAmount(r.balanceAfterMinor),
        reference: r.reference,
      })),
      total,
    };
  },

  async personalProfit({ from, to }, ctx) {
    const accountId = realMemberOf(ctx).accountId;
    const range = checkedRange({ from, to }, ctx.sandbox.now());
    return personalProfit(ctx.sandbox.db, accountId, range);
  },
};

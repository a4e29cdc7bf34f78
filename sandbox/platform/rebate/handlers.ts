import type { RequestContext } from '../../core/context';
import { flagEnabled } from '../brand';
import type { HandlerTable } from '../../core/http/handler';
import { toAmount } from '../ledger';
import type { RebateShare } from '@sdk/shared-rules/rebate-rules';
import { realMemberOf } from '../accounts';
import { claimRebate } from './claim';
import { rebateDisabled } from './faults';
import { quoteOf } from './quote';
import { claimsPage, countClaims, type ClaimRow } from './repository';

/** The member of a rebate call, once the brand's flag MANPLAYREB3 is known to be on. */
async function rebateMember(ctx: RequestContext) {
  if (!(await flagEnabled(ctx.sandbox.db, 'MANPLAYREB3'))) throw rebateDisabled();
  return realMemberOf(ctx).accountId;
}

const lineView = (line: RebateShare) => ({
  category: line.category,
  validBet: toAmount(line.validBet),
  rateBps: line.rateBps,
  amount: toAmount(line.amount),
});

const claimView = (row: ClaimRow) => ({
  claimId: row.id,
  amount: toAmount(row.amount),
  since: row.since ? row.since.getTime() : null,
  until: row.until.getTime(),
  lines: row.lines.map(lineView),
  createdAt: row.created_at.getTime(),
});

/** The personal centre's manualRebate calls (sdk/contract/endpoints/rebate.ts). */
export const rebateHandlers: HandlerTable = {
  async rebateQuote(_input, ctx) {
    const accountId = await rebateMember(ctx);
    const quote = await quoteOf(ctx.sandbox.db, accountId, ctx.sandbox.now());
    return {
      since: quote.since ? quote.since.getTime() : null,
      lines: quote.lines.map(lineView),
      total: toAmount(quote.total),
      vipLevel: quote.vipLevel,
      vipBonusBps: quote.vipBonusBps,
    };
  },

  async rebateClaim(input, ctx) {
    const accountId = await rebateMember(ctx);
    return claimView(await claimRebate(ctx.sandbox, accountId, input));
  },

  async rebateHistory({ pageNo = 1, pageSize = 10 }, ctx) {
    const accountId = await rebateMember(ctx);
    const { db } = ctx.sandbox;
    const [rows, total] = await Promise.all([
      claimsPage(db, accountId, pageSize, (pageNo - 1) * pageSize),
      countClaims(db, accountId),
    ]);
    return { list: rows.map(claimView), total };
  },
};

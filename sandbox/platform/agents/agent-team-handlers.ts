import type { TeamTransaction } from '@sdk/contract';
import type { HandlerTable } from '../../core/http/handler';
import { teamWalletRecords, toAmount } from '../ledger';
import { checkedRange } from '../records';
import { memberOf } from '../../core/context';
import { agentInvite } from './invite';
import { teamBets } from './team-bets';
import { teamMembers } from './team-members';
import { teamOverview } from './team-overview';
import { teamPnl } from './team-pnl';
import { registerDownline } from './team-register';
import { accountOrTeam, teamScope } from './team-scope';
import { accountNames } from './repository';

/**
 * The agent centre's team calls (SPEC §2 Agent centre). The contract declares them `caller: 'agent'`,
 * so the route has let only an agent in; each narrows to the caller's own team: a filter naming
 * anyone outside it answers 404 like nobody.
 */
export const agentTeamHandlers: HandlerTable = {
  async teamOverview(_input, ctx) {
    const agent = memberOf(ctx);
    const { db } = ctx.sandbox;
    return teamOverview(db, agent.accountId, await teamScope(db, agent.accountId), ctx.sandbox.now());
  },

  async agentInvite(_input, ctx) {
    const agent = memberOf(ctx);
    return agentInvite(ctx.sandbox.db, agent.accountId);
  },

  async teamRegister(input, ctx) {
    const agent = memberOf(ctx);
    return registerDownline(ctx, agent, input);
  },

  async teamMembers({ parent, search, pageNo = 1, pageSize = 20 }, ctx) {
    const agent = memberOf(ctx);
    return teamMembers(ctx.sandbox.db, agent, { parent, search, pageNo, pageSize });
  },

  async teamBets({ from, to, username, category, vendor, pageNo = 1, pageSize = 20 }, ctx) {
    const agent = memberOf(ctx);
    const range = checkedRange({ from, to }, ctx.sandbox.now());
    const scope = await teamScope(ctx.sandbox.db, agent.accountId, username);
    return teamBets(ctx.sandbox.db, [...scope.keys()], range, { category, vendor, pageNo, pageSize });
  },

  async teamPnl({ from, to, username, pageNo = 1, pageSize = 20 }, ctx) {
    const agent = memberOf(ctx);
    const range = checkedRange({ from, to }, ctx.sandbox.now());
    const scope = await teamScope(ctx.sandbox.db, agent.accountId, username);
    return teamPnl(ctx.sandbox.db, scope, range, { pageNo, pageSize });
  },

  async teamTransactions({ from, to, username, kind, pageNo = 1, pageSize = 20 }, ctx) {
    const agent = memberOf(ctx);
    const { db } = ctx.sandbox;
    const range = checkedRange({ from, to }, ctx.sandbox.now());
    const scope = await accountOrTeam(db, agent.accountId, username);
    const { rows, total } = await teamWalletRecords(db, [...scope.keys()], {
      startMs: range.start.getTime(),
      endMs: range.end.getTime(),
      kind,
      limit: pageSize,
      offset: (pageNo - 1) * pageSize,
    });
    const names = new Map(
      (await accountNames(db, [...new Set(rows.map((r) => r.ownerId))])).map((a) => [a.id, a.username]),
    );
    return {
      list: rows.map((r): TeamTransaction => ({
        id: r.id,
        username: names.get(r.ownerId)!,
        at: r.at.getTime(),
        kind: r.kind,
        amount: toAmount(r.amountMinor),
        balanceAfter: toAmount(r.balanceAfterMinor),
        reference: r.reference,
      })),
      total,
    };
  },
};

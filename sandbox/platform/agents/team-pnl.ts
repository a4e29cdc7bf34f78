import type { PnlRow, TeamPnl } from '@sdk/contract';
import type { Queryable } from '../../core/db/database';
import { kindSumsOf, toAmount } from '../ledger';
import type { CheckedRange } from '../records';
import { accountNames } from './repository';
import { roundSumsByAccount } from '../rounds';
import type { TeamScope } from './team-scope';

/** Ledger kinds that are money the platform gave, not won: part of an account's result, on no game. */
const GIFT_KINDS = ['bonus', 'rebate'] as const;

interface Sums {
  stake: number;
  validBet: number;
  payout: number;
  bonus: number;
  rebate: number;
}

const zero = (): Sums => ({ stake: 0, validBet: 0, payout: 0, bonus: 0, rebate: 0 });
const KEYS = ['stake', 'validBet', 'payout', 'bonus', 'rebate'] as const;

/** Minor-unit sums as the contract shows them, with net = payout + bonus + rebate - valid bet. */
const view = (s: Sums) => ({
  stake: toAmount(s.stake),
  validBet: toAmount(s.validBet),
  payout: toAmount(s.payout),
  bonus: toAmount(s.bonus),
  rebate: toAmount(s.rebate),
  net: toAmount(s.payout + s.bonus + s.rebate - s.validBet),
});

/**
 * Profit and loss of each account of the scope that played or was given money in the range,
 * largest valid bet first (then username, so pages are stable), a page of them, and the totals of
 * all. Sums stay in minor units until shown; the per-day round sums and the ledger's gifts are
 * read once for the whole scope, a row per active account.
 */
export async function teamPnl(
  db: Queryable,
  scope: TeamScope,
  range: CheckedRange,
  page: { pageNo: number; pageSize: number },
): Promise<TeamPnl> {
  const ids = [...scope.keys()];
  const [rounds, gifts] = await Promise.all([
    ids.length ? roundSumsByAccount(db, ids, range.from, range.to) : [],
    kindSumsOf(db, ids, GIFT_KINDS, { startMs: range.start.getTime(), endMs: range.end.getTime() }),
  ]);
  const byAccount = new Map<number, Sums>();
  const sumsOf = (id: number) => byAccount.get(id) ?? byAccount.set(id, zero()).get(id)!;
  for (const r of rounds)
    Object.assign(sumsOf(r.account_id), { stake: r.stake, validBet: r.valid_bet, payout: r.payout });
  for (const g of gifts) sumsOf(g.ownerId)[g.kind as (typeof GIFT_KINDS)[number]] += g.amountMinor;

  const totals = zero();
  for (const sums of byAccount.values()) for (const key of KEYS) totals[key] += sums[key];
  const names = new Map((await accountNames(db, [...byAccount.keys()])).map((a) => [a.id, a]));
  const ranked = [...byAccount.entries()]
    .map(([id, sums]) => ({ id, sums, name: names.get(id)! }))
    .sort((a, b) => b.sums.validBet - a.sums.validBet || a.name.username.localeCompare(b.name.username));
  const start = (page.pageNo - 1) * page.pageSize;
  return {
    list: ranked.slice(start, start + page.pageSize).map((r): PnlRow => ({
      username: r.name.username,
      accountType: r.name.type,
      depth: scope.get(r.id)!,
      ...view(r.sums),
    })),
    total: ranked.length,
    totals: view(totals),
  };
}

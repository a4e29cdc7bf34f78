import type { Queryable } from '../../../sandbox/core/db/database';
import { wageringOf } from '../../../sandbox/platform/wagering';
import type { Actor } from './population';

/** Ledger kinds of money that comes from outside a member's wallets or leaves them (not play, not rewards). */
const OUTSIDE = [
  'deposit',
  'withdrawal',
  'withdrawal_return',
  'transfer',
  'adjustment',
  'opening',
  'trial_credit',
];
const PLAY = ['bet', 'win', 'rollback'];

export interface Extraction {
  readonly username: string;
  readonly strategy: string;
  /** Minor units taken out beyond what deposits, play and earned rewards allow (must be 0). */
  readonly extractedMinor: number;
  readonly cashInMinor: number;
  readonly cashOutMinor: number;
  readonly playMinor: number;
  readonly earnedMinor: number;
}

/**
 * What each member took out of the platform beyond what it could have taken with no reward at
 * all, read from the ledger: withdrawals and transfers out, less deposits and transfers in, less
 * its net play (wins and refunds less stakes), less the rewards it earned by wagering them in
 * settled rounds, less reward money it lost in play (never more than its net losses). Reward money
 * locked until wagered can leave only through bets, so anything above 0 is money taken.
 */
export async function extractionOf(db: Queryable, actor: Actor, now: Date): Promise<Extraction> {
  const rows = await db.query<{ kind: string; amount: number }>(
    `select e.kind, sum(e.amount)::float8 as amount
       from ledger_accounts a join ledger_entries e on e.ledger_account_id = a.id
      where a.owner_id = $1 group by e.kind`,
    [actor.accountId],
  );
  const sum = (kinds: string[]) =>
    rows.filter((r) => kinds.includes(r.kind)).reduce((s, r) => s + r.amount, 0);
  const inflow = rows
    .filter((r) => OUTSIDE.includes(r.kind) && r.amount > 0)
    .reduce((s, r) => s + r.amount, 0);
  const outside = sum(OUTSIDE);
  const play = sum(PLAY);
  const [wallets] = await db.query<{ total: number }>(
    'select coalesce(sum(balance), 0)::float8 as total from ledger_accounts where owner_id = $1',
    [actor.accountId],
  );
  const standings = await wageringOf(db, actor.accountId, now);
  const earned = standings
    .filter((s) => s.state === 'completed')
    .reduce((total, s) => total + s.row.amount_minor, 0);
  const unmet = standings.reduce((total, s) => total + s.lockingMinor, 0);
  const lostInPlay = Math.min(Math.max(0, unmet - wallets!.total), Math.max(0, -play));
  const cashOut = inflow - outside;
  return {
    username: actor.username,
    strategy: actor.strategy,
    extractedMinor: Math.max(0, cashOut - inflow - play - earned - lostInPlay),
    cashInMinor: inflow,
    cashOutMinor: cashOut,
    playMinor: play,
    earnedMinor: earned,
  };
}

/**
 * Whether an honest player kept every reward it wagered: every requirement met, nothing of it
 * forfeited or still locked. Answers what is wrong, or nothing.
 */
export async function honestKept(db: Queryable, actor: Actor, now: Date): Promise<string | undefined> {
  const standings = await wageringOf(db, actor.accountId, now);
  const wrong = standings.filter((s) => s.state !== 'completed' || s.lockingMinor > 0);
  if (wrong.length)
    return `${actor.username}: ${wrong.map((s) => `${s.row.kind} ${s.state}, ${s.doneMinor}/${s.row.required_minor} done, ${s.lockingMinor} locked`).join('; ')}`;
  return undefined;
}

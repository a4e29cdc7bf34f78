import type { Queryable } from '../../core/db/database';

/**
 * The ledger's SQL for safer gambling (sandbox/platform/safer-gambling): a member's game movements and money in
 * and out, summed over time windows. Every wallet of the member counts (the main one and a
 * transfer-mode vendor's), read through the legs' own time and kind (migration 015's index).
 */

const WALLETS = '(select id from ledger_accounts where owner_id = $1)';

/**
 * The member's legs of `kinds` from $2 to $3, each with whether it is the stake of a refunded
 * round: a rollback carries its bet's reference, and a refunded bet is no stake on the day it was
 * placed, whenever the refund came (the window may not hold the refund at all).
 */
const LEGS = (kinds: string) => `refunds as (
       select t.reference
         from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
        where e.ledger_account_id in ${WALLETS} and e.kind = 'rollback'
     ), legs as (
       select e.kind, e.amount, e.created_at, t.reference,
              e.kind = 'bet' and exists (select 1 from refunds r where r.reference = t.reference) as refunded
         from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
        where e.ledger_account_id in ${WALLETS} and e.kind in (${kinds})
          and e.created_at >= $2 and e.created_at < $3
     )`;

const STAKED = `coalesce(-sum(l.amount) filter (where l.kind = 'bet' and not l.refunded), 0)::float8`;
const WON = `coalesce(sum(l.amount) filter (where l.kind = 'win'), 0)::float8`;

/**
 * Stakes (less refunded ones) and wins per window, in the windows' order. A window is
 * [start, end); windows may overlap (a day inside its week).
 */
export const gameSumsIn = (db: Queryable, ownerId: number, starts: Date[], ends: Date[]) =>
  db.query<{ i: number; staked: number; won: number }>(
    `with ${LEGS("'bet', 'win'")}
     select w.i::int as i, ${STAKED} as staked, ${WON} as won
       from unnest($4::timestamptz[], $5::timestamptz[]) with ordinality as w(start_at, end_at, i)
       left join legs l on l.created_at >= w.start_at and l.created_at < w.end_at
      group by w.i
      order by w.i`,
    [
      ownerId,
      new Date(Math.min(...starts.map((d) => d.getTime()))),
      new Date(Math.max(...ends.map((d) => d.getTime()))),
      starts,
      ends,
    ],
  );

/**
 * Per calendar day of `timeZone`: deposits credited, withdrawals asked for (less those refused,
 * whose money came back: a `withdrawal_return` carries its withdrawal's reference), stakes (less
 * refunded ones) and wins.
 */
export const activityDays = (db: Queryable, ownerId: number, start: Date, end: Date, timeZone: string) =>
  db.query<{ day: string; deposits: number; withdrawals: number; staked: number; won: number }>(
    `with ${LEGS("'deposit', 'withdrawal', 'bet', 'win'")}, returned as (
       select t.reference
         from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
        where e.ledger_account_id in ${WALLETS} and e.kind = 'withdrawal_return'
     )
     select to_char(l.created_at at time zone $4, 'YYYY-MM-DD') as day,
            coalesce(sum(l.amount) filter (where l.kind = 'deposit'), 0)::float8 as deposits,
            coalesce(-sum(l.amount) filter (
              where l.kind = 'withdrawal' and not exists (select 1 from returned r where r.reference = l.reference)
            ), 0)::float8 as withdrawals,
            ${STAKED} as staked,
            ${WON} as won
       from legs l
      group by 1
      having count(*) filter (where not l.refunded) > 0
      order by 1 desc`,
    [ownerId, start, end, timeZone],
  );

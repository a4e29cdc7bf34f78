import type { Queryable } from '../../core/db/database';

/**
 * The ledger's SQL over many members at once, for an agent's team: the main wallets of a list of
 * accounts (the agent's downlines), read like one member's records (records-repository.ts), by
 * the same (wallet, kind, time) indexes.
 */

/** The main wallets of the owners in $1, the only wallets a member's records read. */
const WALLETS =
  "select id, owner_id, balance from ledger_accounts where owner_id = any($1::int[]) and kind = 'main'";

/** Main-wallet balances of the owners; an owner without a wallet is absent. */
export const mainBalances = (db: Queryable, ownerIds: readonly number[]) =>
  db.query<{ owner_id: number; balance: number }>(
    `select owner_id, balance::int8 as balance from (${WALLETS}) w`,
    [ownerIds],
  );

/** Net amount each kind of movement moved in or out of each owner's main wallet in a time range. */
export const kindSumsByOwner = (
  db: Queryable,
  ownerIds: readonly number[],
  kinds: readonly string[],
  start: Date,
  end: Date,
) =>
  db.query<{ owner_id: number; kind: string; amount: number }>(
    `select w.owner_id, e.kind, sum(e.amount)::int8 as amount
       from (${WALLETS}) w
       join ledger_entries e on e.ledger_account_id = w.id
      where e.kind = any($2::text[]) and e.created_at >= $3 and e.created_at < $4
      group by 1, 2`,
    [ownerIds, kinds, start, end],
  );

export interface TeamLegFilter {
  readonly ownerIds: readonly number[];
  readonly start: Date;
  readonly end: Date;
  readonly kind: string | null;
}

const LEGS = `from ledger_entries e
      where e.ledger_account_id in (select id from (${WALLETS}) w)
        and e.created_at >= $2 and e.created_at < $3
        and ($4::text is null or e.kind = $4)`;

const params = (f: TeamLegFilter) => [f.ownerIds, f.start, f.end, f.kind];

export interface TeamLegRow {
  id: number;
  owner_id: number;
  amount: number;
  created_at: Date;
  kind: string;
  reference: string | null;
  balance_after: number;
}

/**
 * A page of the legs of the owners' main wallets, newest first, each with its own wallet's
 * balance right after it: that balance now less every leg of the same wallet ranked above it (by
 * time, then id, the order one member's records use, so both pages agree on every row). The sum
 * runs per row of the page, over one wallet's newer legs only, so recent pages stay cheap; one
 * statement, so balances and legs come from one snapshot.
 */
export const teamLegsPage = (db: Queryable, filter: TeamLegFilter, limit: number, offset: number) =>
  db.query<TeamLegRow>(
    `with page as (
       select e.id, e.ledger_account_id, e.transaction_id, e.amount, e.created_at, e.kind
         ${LEGS}
        order by e.created_at desc, e.id desc
        limit $5 offset $6
     )
     select p.id, a.owner_id, p.amount, p.created_at, p.kind, t.reference,
            (a.balance - coalesce((
               select sum(n.amount) from ledger_entries n
                where n.ledger_account_id = p.ledger_account_id and n.created_at >= p.created_at
                  and (n.created_at > p.created_at or n.id > p.id)), 0))::int8 as balance_after
       from page p
       join ledger_accounts a on a.id = p.ledger_account_id
       join ledger_transactions t on t.id = p.transaction_id
      order by p.created_at desc, p.id desc`,
    [...params(filter), limit, offset],
  );

export const countTeamLegs = async (db: Queryable, filter: TeamLegFilter) =>
  (await db.query<{ n: number }>(`select count(*)::int as n ${LEGS}`, params(filter)))[0]!.n;

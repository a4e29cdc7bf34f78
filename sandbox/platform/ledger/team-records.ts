import type { Queryable } from '../../core/db/database';
import { countTeamLegs, kindSumsByOwner, mainBalances, teamLegsPage } from './team-repository';
import type { WalletRecord, WalletRecordsQuery } from './wallet-records';

/** A movement of one of several members' wallets: a WalletRecord with whose wallet it is. */
export interface TeamWalletRecord extends WalletRecord {
  readonly ownerId: number;
}

/**
 * A page of the movements of several accounts' main wallets (an agent's team) in a time range,
 * newest first, each with its own wallet's balance after it, and how many there are.
 */
export async function teamWalletRecords(
  db: Queryable,
  ownerIds: readonly number[],
  query: WalletRecordsQuery,
): Promise<{ rows: TeamWalletRecord[]; total: number }> {
  if (ownerIds.length === 0) return { rows: [], total: 0 };
  const filter = {
    ownerIds,
    start: new Date(query.startMs),
    end: new Date(query.endMs),
    kind: query.kind ?? null,
  };
  const [rows, total] = await Promise.all([
    teamLegsPage(db, filter, query.limit, query.offset),
    countTeamLegs(db, filter),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      ownerId: r.owner_id,
      at: new Date(r.created_at),
      kind: r.kind,
      amountMinor: r.amount,
      balanceAfterMinor: r.balance_after,
      reference: r.reference,
    })),
    total,
  };
}

/**
 * Net money the given kinds of movement brought each owner's main wallet within a time range
 * (+ credited, - debited), minor units; owners and kinds without movements are absent.
 */
export async function kindSumsOf(
  db: Queryable,
  ownerIds: readonly number[],
  kinds: readonly string[],
  bounds: { startMs: number; endMs: number },
): Promise<{ ownerId: number; kind: string; amountMinor: number }[]> {
  if (ownerIds.length === 0) return [];
  const rows = await kindSumsByOwner(db, ownerIds, kinds, new Date(bounds.startMs), new Date(bounds.endMs));
  return rows.map((r) => ({ ownerId: r.owner_id, kind: r.kind, amountMinor: r.amount }));
}

/** Main-wallet balances of several accounts in minor units, by owner (0 before a wallet exists). */
export async function mainBalancesOf(
  db: Queryable,
  ownerIds: readonly number[],
): Promise<Map<number, number>> {
  const balances = new Map(ownerIds.map((id) => [id, 0]));
  if (ownerIds.length === 0) return balances;
  for (const row of await mainBalances(db, ownerIds)) balances.set(row.owner_id, row.balance);
  return balances;
}

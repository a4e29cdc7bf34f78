import type { Queryable } from '../../sandbox/core/db/database';
import { SIM_REQUEST } from './invariants';

/**
 * Rounds still live (pending or open) at the end of a run, which none may be: every round the
 * run's requests opened was drawn, cancelled or decided by its answer, and a crash or baccarat
 * bet left open by a process that died is refunded by the next one's first sweep (table-settlement.ts).
 * A round left live holds a player's stake with no way back but the stale-round refund.
 */
export async function roundsLeftLive(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ id: number; kind: string; status: string; request_id: string }>(
    `select id, kind, status, request_id from game_rounds
      where status in ('pending', 'open') and (request_id like $1 or kind in ('crash', 'baccarat'))
      order by id limit 10`,
    [SIM_REQUEST],
  );
  return rows.length
    ? [`rounds left live at the end of the run: ${rows.map((r) => JSON.stringify(r)).join(', ')}`]
    : [];
}

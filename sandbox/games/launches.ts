import type { Queryable } from '../db/database';
import { one } from '../db/database';
import { newToken, tokenHash } from '../security/tokens';

export interface Launch {
  account_id: number | null;
  node_id: number | null;
  lotto_game_code: string | null;
  mode: 'real' | 'fun';
  portal_origin: string;
  expires_at: Date;
}

/** A launch lasts two hours: the game page's token for its own API calls. */
const LAUNCH_TTL_MS = 2 * 60 * 60 * 1000;

export async function createLaunch(
  db: Queryable,
  launch: Omit<Launch, 'expires_at'>,
  now: Date,
): Promise<string> {
  const token = newToken();
  await db.query(
    `insert into game_launches (token_hash, account_id, node_id, lotto_game_code, mode, portal_origin, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      tokenHash(token),
      launch.account_id,
      launch.node_id,
      launch.lotto_game_code,
      launch.mode,
      launch.portal_origin,
      now,
      new Date(now.getTime() + LAUNCH_TTL_MS),
    ],
  );
  return token;
}

export const resolveLaunch = (db: Queryable, token: string, now: Date) =>
  one<Launch>(db, 'select * from game_launches where token_hash = $1 and expires_at > $2', [
    tokenHash(token),
    now,
  ]);

/** Logging out closes the member's open game pages too: their launch tokens stop working. */
export async function endLaunches(db: Queryable, accountId: number, now: Date): Promise<void> {
  await db.query('update game_launches set expires_at = $2 where account_id = $1 and expires_at > $2', [
    accountId,
    now,
  ]);
}

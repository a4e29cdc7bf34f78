import type { Queryable } from '../../core/db/database';

/**
 * The vendor's secret `id` as stored (vendor_secrets), drawn with `draw` the first time only. Two
 * processes starting together on a fresh database each draw one, but the insert keeps the first
 * and both read it back: they end with one key. Only read at start: a secret changed under a
 * running process is seen by the next one.
 */
export async function vendorSecret(db: Queryable, id: string, draw: () => string): Promise<string> {
  const stored = () => db.query<{ secret: string }>('select secret from vendor_secrets where id = $1', [id]);
  let [row] = await stored();
  if (!row) {
    // Drawn only when missing: a start that finds the key takes nothing from SandboxConfig.gameSeeds.
    await db.query('insert into vendor_secrets (id, secret) values ($1, $2) on conflict do nothing', [
      id,
      draw(),
    ]);
    [row] = await stored();
  }
  return row!.secret;
}

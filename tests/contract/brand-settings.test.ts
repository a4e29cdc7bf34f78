import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../sandbox/core/db/database';
import { prepareSeedSecrets, seedIfEmpty } from '../../sandbox/tools/seed';
import { BRAND_SETTINGS } from '../../sandbox/tools/seed/brand';
import { allSettings, setSetting } from '../../sandbox/platform/brand/repository';
import { openTestDatabase } from '../setup/test-database';

/**
 * BrandSettings is declared once (sandbox/platform/brand/settings.ts) and every domain reads it
 * without a fallback of its own: a data folder seeded before a setting existed gets the seed's
 * value when the sandbox starts, and keeps every value the operator set.
 */
let db: Database | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

const start = (database: Database) =>
  seedIfEmpty(database, { secrets: () => prepareSeedSecrets(12), now: new Date() });

describe('the brand settings of an existing data folder', () => {
  it('gain the settings they lack, with the seed’s values, and keep the ones the operator set', async () => {
    db = await openTestDatabase('seeded');
    await db.query(
      "delete from brand_settings where key in ('withdraw', 'walletAutoTransfer', 'depositAutoSettleMs')",
    );
    await setSetting(db, 'brandName', 'Operator Casino');
    await setSetting(db, 'maxOpenRounds', 3);

    expect(await start(db)).toBe(false);

    const settings = await allSettings(db);
    expect(settings.withdraw).toEqual(BRAND_SETTINGS.withdraw);
    expect(settings.walletAutoTransfer).toBe(true);
    expect(settings.depositAutoSettleMs).toBe(BRAND_SETTINGS.depositAutoSettleMs);
    expect(settings.brandName).toBe('Operator Casino');
    expect(settings.maxOpenRounds).toBe(3);
    for (const key of Object.keys(BRAND_SETTINGS)) expect(settings, key).toHaveProperty(key);
  });

  it('keep a setting switched to null (the simulator that pays no deposit by itself)', async () => {
    db = await openTestDatabase('seeded');
    await setSetting(db, 'depositAutoSettleMs', null);
    await start(db);
    expect((await allSettings(db)).depositAutoSettleMs).toBeNull();
  });
});

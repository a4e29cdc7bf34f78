import type { Database } from '../../core/db/database';
import { addMissingSettings, isSeeded } from './seed-repository';
import { BRAND_SETTINGS, seedBrand } from './brand';
import { generateKeyPem } from '../../core/ciphers/hybrid-cipher';
import { seedVendors } from './vendors';
import { seedGames } from './games';
import { hashDemoPasswords, seedAccounts } from './accounts';
import { seedHelp } from './help';
import { seedNotices } from './notices';
import { seedPlayHistory } from './play-history';
import { seedPointsMall } from './points-mall';
import { seedMessages } from './messages';

/** The slow, CPU-bound part of a seed: password hashes and the RSA key pair. */
export interface SeedSecrets {
  hashes: string[];
  rsaKeys: { publicKey: string; privateKey: string };
}

/**
 * Starts making the seed's secrets on the thread pool. Called before the database opens when the
 * data folder is new, so the hashing overlaps PGlite's start-up instead of following it.
 */
export async function prepareSeedSecrets(scryptLogN: number): Promise<SeedSecrets> {
  const [hashes, rsaKeys] = await Promise.all([hashDemoPasswords(scryptLogN), generateKeyPem()]);
  return { hashes, rsaKeys };
}

/**
 * Seeds an empty database. When the brand is already there, only the settings it lacks are added.
 * Returns whether it seeded.
 */
export async function seedIfEmpty(
  db: Database,
  options: { secrets: () => Promise<SeedSecrets>; now: Date },
): Promise<boolean> {
  if (await isSeeded(db)) {
    await addMissingSettings(db, { ...BRAND_SETTINGS });
    return false;
  }
  const secrets = options.secrets();
  await db.transaction(async (tx) => {
    await seedVendors(tx);
    await seedGames(tx);
    await seedHelp(tx);
    await seedNotices(tx, options.now);
    const { hashes, rsaKeys } = await secrets;
    await seedBrand(tx, rsaKeys);
    await seedAccounts(tx, hashes, options.now);
    await seedPointsMall(tx);
    await seedPlayHistory(tx, options.now);
    await seedMessages(tx, options.now);
  });
  return true;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/setup/test-database';
import type { Database } from '../../core/db/database';
import { vendorSecret } from './secret-repository';

/** The vendor's secrets: drawn once, by whichever start comes first, and read by every start after. */
let db: Database;

beforeAll(async () => {
  db = await openTestDatabase('migrated');
});
afterAll(async () => {
  await db?.close();
});

describe('vendorSecret', () => {
  it('leaves two processes starting together with one key, and later starts draw none', async () => {
    const drawn: string[] = [];
    const draw = (key: string) => () => (drawn.push(key), key);
    const [first, second] = await Promise.all([
      vendorSecret(db, 'sport', draw('key-of-one')),
      vendorSecret(db, 'sport', draw('key-of-other')),
    ]);
    expect(first).toBe(second);
    expect(['key-of-one', 'key-of-other']).toContain(first);
    drawn.length = 0;
    expect(await vendorSecret(db, 'sport', draw('key-of-a-later-start'))).toBe(first);
    expect(drawn).toEqual([]);
  });

  it('keeps each secret under its own name', async () => {
    expect(await vendorSecret(db, 'another', () => 'another-key')).toBe('another-key');
    expect(await vendorSecret(db, 'sport', () => 'unused')).not.toBe('another-key');
  });
});

import type { Queryable } from '../db/database';
import { one } from '../db/database';
import { hashPassword } from '../security/password';
import { houseAccountId, mainWalletId, post, toMinor } from '../ledger/ledger';
import { WEAK_DEFAULT_PASSWORD } from './brand';
import { ADMIN_ACCOUNT_TYPE } from '../store/accounts';

/** The password of every demo account in the README. */
export const DEMO_PASSWORD = 'Demo2026';

export interface AccountSeed {
  username: string;
  /** undefined: no password is set; the account cannot log in until one is (downlines made by agents). */
  password?: string;
  type: number;
  parent?: string;
  balance: number;
  nickname: string;
  email?: string;
  mobile?: [dialing: string, number: string];
  passwordAgeDays?: number;
  language?: string;
  /** Agents hand this code to the players they bring in. */
  affiliateCode?: string;
}

/** Demo accounts: a member, a trial account, agents of types 1, 2, 41 and 42 with downlines. */
export const ACCOUNTS: AccountSeed[] = [
  {
    username: 'demomember',
    password: DEMO_PASSWORD,
    type: 0,
    balance: 10_000,
    nickname: 'Demo Member',
    email: 'member@croupier.example',
    mobile: ['63', '9171234567'],
  },
  { username: 'demotrial', password: DEMO_PASSWORD, type: 4, balance: 2_000, nickname: 'Trial Player' },
  { username: 'demoweak', password: WEAK_DEFAULT_PASSWORD, type: 0, balance: 500, nickname: 'New Player' },
  {
    username: 'demoexpired',
    password: DEMO_PASSWORD,
    type: 0,
    balance: 500,
    nickname: 'Returning Player',
    passwordAgeDays: 200,
  },
  {
    username: 'agentone',
    password: DEMO_PASSWORD,
    type: 1,
    balance: 50_000,
    nickname: 'Agent One',
    email: 'agent1@croupier.example',
    affiliateCode: 'AGENT1',
  },
  {
    username: 'agenttwo',
    password: DEMO_PASSWORD,
    type: 2,
    balance: 30_000,
    nickname: 'Agent Two',
    affiliateCode: 'AGENT2',
  },
  {
    username: 'agent41',
    password: DEMO_PASSWORD,
    type: 41,
    balance: 80_000,
    nickname: 'Master Agent',
    affiliateCode: 'MASTER41',
  },
  {
    username: 'agent42',
    password: DEMO_PASSWORD,
    type: 42,
    parent: 'agent41',
    balance: 20_000,
    nickname: 'Sub Agent',
    affiliateCode: 'SUB42',
  },
  // A back-office account: not a member, so the member portal refuses it (SPEC §6).
  {
    username: 'opsadmin',
    password: DEMO_PASSWORD,
    type: ADMIN_ACCOUNT_TYPE,
    balance: 0,
    nickname: 'Operations',
  },
  { username: 'downlinea', type: 0, parent: 'agentone', balance: 1_200, nickname: 'Downline A' },
  { username: 'downlineb', type: 0, parent: 'agentone', balance: 800, nickname: 'Downline B' },
  { username: 'downlinec', type: 0, parent: 'agentone', balance: 0, nickname: 'Downline C' },
  { username: 'downlined', type: 0, parent: 'agenttwo', balance: 300, nickname: 'Downline D' },
  { username: 'downlinee', type: 0, parent: 'agent42', balance: 650, nickname: 'Downline E' },
  { username: 'downlinef', type: 0, parent: 'agent42', balance: 150, nickname: 'Downline F' },
];

/** A hash nobody can log in with: scrypt hashes never start with '!'. */
export const NO_PASSWORD = '!';

/**
 * Hashes the demo passwords, one hash per distinct password. The demo accounts' passwords are
 * published in the README, so sharing a salt among them hides nothing, and it keeps a fresh seed
 * under its 10-second budget (each OWASP-cost hash takes ~0.6 s here). Every account created
 * afterwards gets its own salt.
 */
export async function hashDemoPasswords(logN: number): Promise<string[]> {
  const distinct = [...new Set(ACCOUNTS.flatMap((a) => (a.password ? [a.password] : [])))];
  const hashes = new Map(
    await Promise.all(distinct.map(async (p) => [p, await hashPassword(p, logN)] as const)),
  );
  return ACCOUNTS.map((a) => (a.password ? hashes.get(a.password)! : NO_PASSWORD));
}

export async function seedAccounts(db: Queryable, hashes: string[], now: Date) {
  await db.query("insert into ledger_accounts (owner_id, kind, currency) values (null, 'house', 'PHP')");
  const house = await houseAccountId(db);
  for (const [i, seed] of ACCOUNTS.entries()) {
    const parent = seed.parent
      ? (await one<{ id: number }>(db, 'select id from accounts where username = $1', [seed.parent]))!.id
      : null;
    const changed = new Date(now.getTime() - (seed.passwordAgeDays ?? 1) * 86_400_000);
    const row = await one<{ id: number }>(
      db,
      `insert into accounts (username, password_hash, type, parent_id, nickname, email, dialing_code, mobile,
         language, password_changed_at, first_login_at, club_label, labels, affiliate_code, must_change_password)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) returning id`,
      [
        seed.username,
        hashes[i],
        seed.type,
        parent,
        seed.nickname,
        seed.email ?? null,
        seed.mobile?.[0] ?? null,
        seed.mobile?.[1] ?? null,
        seed.language ?? 'ES',
        changed,
        seed.username === 'demoweak' ? null : changed,
        seed.type === 0 ? 'Silver' : 'Gold',
        seed.type === 4 ? ['Trial'] : ['Verified'],
        seed.affiliateCode ?? null,
        seed.password === WEAK_DEFAULT_PASSWORD,
      ],
    );
    await db.query(
      'insert into seed_accounts (username, password_hash, password_changed_at, must_change_password) values ($1, $2, $3, $4)',
      [seed.username, hashes[i], changed, seed.password === WEAK_DEFAULT_PASSWORD],
    );
    const wallet = await mainWalletId(db, row!.id, 'PHP');
    if (seed.balance > 0) {
      await post(db, {
        idempotencyKey: `seed:deposit:${seed.username}`,
        kind: 'deposit',
        reference: 'Opening balance',
        entries: [
          { ledgerAccountId: house, amount: -toMinor(seed.balance) },
          { ledgerAccountId: wallet, amount: toMinor(seed.balance) },
        ],
      });
    }
  }
}

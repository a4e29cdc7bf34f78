import type { Queryable } from '../../core/db/database';
import { hashPassword } from '../../core/ciphers/password';
import { openHouse, openWallet, toMinor, transfer } from '../../platform/ledger';
import { getSetting } from '../../platform/brand';
import { ADMIN_ACCOUNT_TYPE } from '../../platform/accounts';
import { WEAK_DEFAULT_PASSWORD } from './brand';
import { accountIdOf, insertDemoAccount } from './seed-repository';

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
  await openHouse(db);
  const currency = await getSetting(db, 'currency');
  for (const [i, seed] of ACCOUNTS.entries()) {
    const changed = new Date(now.getTime() - (seed.passwordAgeDays ?? 1) * 86_400_000);
    const id = await insertDemoAccount(db, {
      username: seed.username,
      passwordHash: hashes[i]!,
      type: seed.type,
      parentId: seed.parent ? await accountIdOf(db, seed.parent) : null,
      nickname: seed.nickname,
      email: seed.email ?? null,
      dialing: seed.mobile?.[0] ?? null,
      mobile: seed.mobile?.[1] ?? null,
      language: seed.language ?? 'ES',
      currency,
      passwordChangedAt: changed,
      firstLoginAt: seed.username === 'demoweak' ? null : changed,
      clubLabel: seed.type === 0 ? 'Silver' : 'Gold',
      labels: seed.type === 4 ? ['Trial'] : ['Verified'],
      affiliateCode: seed.affiliateCode ?? null,
      mustChangePassword: seed.password === WEAK_DEFAULT_PASSWORD,
    });
    await openWallet(db, id);
    if (seed.balance > 0) {
      await transfer(db, {
        from: 'house',
        to: { walletOf: id },
        amountMinor: toMinor(seed.balance),
        key: `seed:deposit:${seed.username}`,
        kind: 'deposit',
        reference: 'Opening balance',
      });
    }
  }
}

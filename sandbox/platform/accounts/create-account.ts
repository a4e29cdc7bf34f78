import type { Queryable } from '../../core/db/database';
import { Fault } from '../../core/http/fault';
import { openWallet, toMinor, transfer } from '../ledger';
import { getSetting } from '../brand';
import { insertAccount } from './repository';

export interface NewAccount {
  username: string;
  /**
   * The password's hash, made before the transaction opens (a hash takes ~0.4 s and must not hold
   * a transaction, and with it every balance and bet, that long); null: no password (free-play
   * guests, SMS-only accounts).
   */
  passwordHash: string | null;
  type: number;
  parentId?: number | null;
  nickname: string;
  email?: string | null;
  dialing?: string | null;
  mobile?: string | null;
  language: string;
  isGuest?: boolean;
  /** Credited from the house through the ledger (a trial's play money). */
  openingBalance?: number;
  /** A partner's player, created on its first sign-on (sandbox/platform/partners/sign-on.ts). */
  partner?: { id: string; playerId: string };
  /** The agent who registered it from the team centre (sandbox/platform/agents/team-register.ts). */
  registeredBy?: number;
}

const UNIQUE_VIOLATION = '23505';

/** Creates an account with its main wallet; the caller runs it in a transaction. */
export async function createAccount(tx: Queryable, account: NewAccount, now: Date): Promise<number> {
  const row = await insertOrRefuse(tx, account, now);
  await openWallet(tx, row.id);
  if (account.openingBalance) {
    await transfer(tx, {
      from: 'house',
      to: { walletOf: row.id },
      amountMinor: toMinor(account.openingBalance),
      key: `opening:${row.id}`,
      kind: account.isGuest ? 'trial_credit' : 'opening',
      reference: account.username,
    });
  }
  return row.id;
}

/** The insert, with a username or number taken by a racing registration reported as taken. */
async function insertOrRefuse(tx: Queryable, account: NewAccount, now: Date) {
  const { openingBalance: _, passwordHash, ...fields } = account;
  const currency = await getSetting(tx, 'currency');
  try {
    return (await insertAccount(tx, { ...fields, passwordHash: passwordHash ?? '!', currency }, now))!;
  } catch (error) {
    if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
    const mobile = /mobile/.test((error as { constraint?: string }).constraint ?? '');
    throw mobile
      ? new Fault(409, 'mobile_taken', 'That mobile number is already registered', { field: 'mobileNum' })
      : new Fault(409, 'username_taken', 'That username is already taken', { field: 'username' });
  }
}

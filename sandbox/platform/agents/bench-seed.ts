import { PLATFORM_TIME_ZONE } from '@sdk/shared-rules/platform-time';
import type { Database } from '../../core/db/database';
import { createAccount } from '../accounts';
import { hashPassword } from '../../core/ciphers/password';
import { benchSumsCheck, insertBenchTeamRounds, skipRoundSumsTrigger, vacuumBenchTeam } from '../rounds';
import { teamBelow } from './repository';

export interface TeamBenchOptions {
  /** The master agent's username and password (it logs in); its downlines have no password. */
  readonly username?: string;
  readonly password: string;
  readonly scryptLogN: number;
  /** Sub-agents (type 42) under the master, members under each, and members right under the master. */
  readonly subAgents?: number;
  readonly membersPerSubAgent?: number;
  readonly directMembers?: number;
  readonly rounds?: number;
  /** Rounds are spread evenly over the `days` × 24 hours before `now`. */
  readonly days?: number;
  readonly now?: Date;
  /** Each account plays one game of this many vendors of its own. */
  readonly vendorsPerAccount?: number;
}

export interface SeededTeam {
  readonly masterId: number;
  readonly username: string;
  /** Accounts below the master (its team), and how many of them are sub-agents. */
  readonly downlines: number;
  readonly subAgents: number;
  readonly rounds: number;
  /** round_day_totals rows of the team, what they sum to, and rows differing from the rounds regrouped. */
  readonly dayRows: number;
  readonly stakeMinor: number;
  readonly payoutMinor: number;
  readonly mismatchedDayRows: number;
  /** account_day_totals rows of the team, and rows differing from the rounds regrouped by account and day. */
  readonly accountDayRows: number;
  readonly mismatchedAccountDayRows: number;
  readonly accountsMs: number;
  readonly roundsMs: number;
  readonly checkMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MASTER_TYPE = 41;
const SUB_AGENT_TYPE = 42;
const MEMBER_TYPE = 0;
/** Rounds per statement and transaction: large enough to be cheap, small enough to keep each one's memory modest. */
const CHUNK = 100_000;

/**
 * A master agent (type 41) with a two-level team, `subAgents` sub-agents (type 42) of
 * `membersPerSubAgent` members each plus `directMembers` members of its own (20 × 48 + 20 + 20:
 * 1,000 downlines by default), created as team registration creates them (with their wallets),
 * and `rounds` settled rounds (1,000,000 by default) shared evenly by the downlines over the last
 * `days` (30) days. Rounds and their per-day sums (both tables) are written in bulk, 100,000 a
 * transaction, with the sums' trigger skipped and its exact sums added in the same statement; the sums are then
 * checked against the rounds regrouped, and the tables vacuumed and analyzed. No money moves: the
 * ledger is untouched but for the accounts' empty wallets. For the bench; its usernames start with
 * `username` (default `benchmaster`).
 */
export async function seedTeamForBench(db: Database, options: TeamBenchOptions): Promise<SeededTeam> {
  const {
    username = 'benchmaster',
    subAgents = 20,
    membersPerSubAgent = 48,
    directMembers = 20,
    rounds = 1_000_000,
    days = 30,
    vendorsPerAccount = 4,
  } = options;
  if (!Number.isSafeInteger(rounds) || rounds < 1) throw new Error(`Cannot seed ${rounds} rounds`);
  const now = options.now ?? new Date();
  const started = performance.now();
  const passwordHash = await hashPassword(options.password, options.scryptLogN);
  const masterId = await db.transaction(async (tx) => {
    const account = (name: string, type: number, parentId: number | null, hash: string | null = null) =>
      createAccount(
        tx,
        { username: name, passwordHash: hash, type, parentId, nickname: name, language: 'ES' },
        now,
      );
    const pad = (n: number) => String(n).padStart(4, '0');
    const master = await account(username, MASTER_TYPE, null, passwordHash);
    for (let s = 1; s <= subAgents; s++) {
      const sub = await account(`${username}a${pad(s)}`, SUB_AGENT_TYPE, master);
      for (let m = 1; m <= membersPerSubAgent; m++)
        await account(`${username}a${pad(s)}m${pad(m)}`, MEMBER_TYPE, sub);
    }
    for (let m = 1; m <= directMembers; m++) await account(`${username}m${pad(m)}`, MEMBER_TYPE, master);
    return master;
  });
  const team = await teamBelow(db, masterId);
  const accountIds = team.map((t) => t.id).sort((a, b) => a - b);
  const accountsMs = performance.now() - started;

  const stepMs = Math.max(1, Math.floor((days * DAY_MS) / rounds));
  const firstAt = new Date(now.getTime() - stepMs * rounds);
  const requestPrefix = `bench-team:${masterId}:`;
  let written = 0;
  for (let from = 1; from <= rounds; from += CHUNK) {
    const count = Math.min(CHUNK, rounds - from + 1);
    const done = await db.transaction(async (tx) => {
      await skipRoundSumsTrigger(tx);
      return insertBenchTeamRounds(tx, {
        accountIds,
        from,
        count,
        requestPrefix,
        firstAt,
        stepMs,
        vendorsPerAccount,
        timeZone: PLATFORM_TIME_ZONE,
      });
    });
    written += done.rounds;
  }
  await vacuumBenchTeam(db);
  const roundsMs = performance.now() - started - accountsMs;

  const check = await benchSumsCheck(db, accountIds, PLATFORM_TIME_ZONE);
  if (check.mismatched !== 0 || check.account_mismatched !== 0 || check.rounds !== written)
    throw new Error(
      `bench team: ${check.mismatched} day-sum rows and ${check.account_mismatched} account day-sum rows differ ` +
        `from the rounds, ${check.rounds} of ${written} rounds summed`,
    );
  return {
    masterId,
    username,
    downlines: accountIds.length,
    subAgents,
    rounds: written,
    dayRows: check.day_rows,
    stakeMinor: check.stake,
    payoutMinor: check.payout,
    mismatchedDayRows: check.mismatched,
    accountDayRows: check.account_day_rows,
    mismatchedAccountDayRows: check.account_mismatched,
    accountsMs: Math.round(accountsMs),
    roundsMs: Math.round(roundsMs),
    checkMs: Math.round(performance.now() - started - accountsMs - roundsMs),
  };
}

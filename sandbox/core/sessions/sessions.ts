import type { Queryable } from '../db/database';
import { newToken, tokenHash } from '../ciphers/tokens';
import type { SessionCache } from './session-cache';
import type { SessionMember } from './session-member';
import {
  clearPasswordChangeRequired,
  insertSession,
  liveSession,
  revokeAccount,
  revokeByHash,
  touchSession,
} from './session-repository';

/** How often a busy session's last call is written to the database. */
const TOUCH_EVERY_MS = 60_000;

/** Starts a session and returns its token; only the token's hash is stored. */
export async function createSession(
  db: Queryable,
  session: { accountId: number; ip: string; ttlMs: number; passwordChangeRequired?: boolean },
  now: Date,
): Promise<string> {
  const token = newToken();
  await insertSession(db, {
    tokenHash: tokenHash(token),
    accountId: session.accountId,
    ip: session.ip,
    createdAt: now,
    expiresAt: new Date(now.getTime() + session.ttlMs),
    passwordChangeRequired: session.passwordChangeRequired ?? false,
  });
  return token;
}

/** A session that ran past the member's session limit (safer gambling): it is over. */
export interface SessionPastLimit {
  readonly tokenHash: string;
  readonly accountId: number;
  /** When the limit ended it: the session's start plus the limit. */
  readonly endedAt: number;
}

export type ResolvedSession = { member: SessionMember } | { pastLimit: SessionPastLimit };

/**
 * Hashing every call's token was about a twentieth of a balance call's work: the tokens seen last
 * keep their hash (a pure function of the token, so a revoked token's entry grants nothing). Only
 * token-sized strings are kept: a flood of 16 KB headers must not become 160 MB of memory.
 */
const recentHashes = new Map<string, string>();
function hashOf(token: string): string {
  if (token.length > 64) return tokenHash(token);
  let hash = recentHashes.get(token);
  if (hash === undefined) {
    if (recentHashes.size >= 10_000) recentHashes.clear();
    hash = tokenHash(token);
    recentHashes.set(token, hash);
  }
  return hash;
}

/**
 * The member behind a token, from memory when this process has seen it recently. A session idle
 * for longer than `idleMs` is over (a phone left on a table does not stay logged in all day). A
 * session older than the member's session limit is reported, for the caller to end it and say so
 * (sandbox/platform/safer-gambling/session-limit.ts); the check is a comparison on the cached entry, so the
 * balance's hot path pays nothing for it.
 */
export async function resolveSession(
  db: Queryable,
  cache: SessionCache,
  token: string,
  now: Date,
  idleMs: number,
): Promise<ResolvedSession | undefined> {
  const hash = hashOf(token);
  const at = now.getTime();
  let entry = cache.get(hash, at);
  if (!entry) {
    const row = await liveSession(db, hash, now);
    if (!row) return undefined;
    const { expiresAt, lastSeen, startedAt, sessionLimitMinutes, ...member } = row;
    const seen = new Date(lastSeen).getTime();
    entry = {
      member,
      expiresAt: new Date(expiresAt).getTime(),
      lastSeen: seen,
      lastWritten: seen,
      startedAt: new Date(startedAt).getTime(),
      sessionLimitMs: sessionLimitMinutes === null ? null : sessionLimitMinutes * 60_000,
    };
    cache.set(hash, entry);
  }
  // The limit is judged before idleness, so a player whose session hit its limit is told so.
  if (entry.sessionLimitMs !== null && at >= entry.startedAt + entry.sessionLimitMs) {
    cache.forget(hash);
    return {
      pastLimit: {
        tokenHash: hash,
        accountId: entry.member.accountId,
        endedAt: entry.startedAt + entry.sessionLimitMs,
      },
    };
  }
  if (at - entry.lastSeen > idleMs) {
    cache.forget(hash);
    await revokeByHash(db, hash, now);
    return undefined;
  }
  entry.lastSeen = at;
  if (at - entry.lastWritten > TOUCH_EVERY_MS) {
    entry.lastWritten = at;
    await touchSession(db, hash, now);
  }
  return { member: entry.member };
}

export async function revokeSession(
  db: Queryable,
  cache: SessionCache,
  token: string,
  now: Date,
): Promise<void> {
  cache.forget(tokenHash(token));
  await revokeByHash(db, tokenHash(token), now);
}

/** The password has been changed in this session: it may do everything again. */
export async function passwordChanged(db: Queryable, cache: SessionCache, token: string) {
  cache.forget(tokenHash(token));
  await clearPasswordChangeRequired(db, tokenHash(token));
}

/** Ends every session of an account (after a password change, for instance), but `except`. */
export async function revokeAccountSessions(
  db: Queryable,
  cache: SessionCache,
  accountId: number,
  now: Date,
  except?: string,
) {
  cache.forgetAccount(accountId);
  await revokeAccount(db, accountId, now, except ? tokenHash(except) : '');
}

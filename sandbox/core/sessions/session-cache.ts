import type { SessionMember } from './session-member';

interface Entry {
  member: SessionMember;
  expiresAt: number;
  /** The session's last call, kept here and written to the database at most once a minute. */
  lastSeen: number;
  lastWritten: number;
  /** When the session began, and the member's session limit then (safer gambling); null: none. */
  startedAt: number;
  sessionLimitMs: number | null;
}

/**
 * Valid sessions in memory, so authenticated calls skip a database round trip. Entries are
 * dropped at logout, whenever an account's sessions are revoked and when its session limit
 * changes (the limit rides in the entry, so the balance's hot path asks nothing more); they also
 * expire with the session. The sandbox is one process, so this process sees every revocation.
 */
export function createSessionCache(limit = 50_000) {
  const byHash = new Map<string, Entry>();
  return {
    get(hash: string, now: number): Entry | undefined {
      const entry = byHash.get(hash);
      if (!entry) return undefined;
      if (entry.expiresAt <= now) {
        byHash.delete(hash);
        return undefined;
      }
      return entry;
    },
    set(hash: string, entry: Entry) {
      if (byHash.size >= limit) byHash.delete(byHash.keys().next().value!);
      byHash.set(hash, entry);
    },
    forget(hash: string) {
      byHash.delete(hash);
    },
    forgetAccount(accountId: number) {
      for (const [hash, entry] of byHash) if (entry.member.accountId === accountId) byHash.delete(hash);
    },
    clear: () => byHash.clear(),
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;

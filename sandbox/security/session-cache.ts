import type { SessionMember } from './session-member';

/**
 * Valid sessions in memory, so authenticated calls skip a database round trip. Entries are
 * dropped at logout and whenever an account's sessions are revoked; they also expire with the
 * session. The sandbox is one process, so this process sees every revocation.
 */
export function createSessionCache(limit = 50_000) {
  const byHash = new Map<string, { member: SessionMember; expiresAt: number }>();
  return {
    get(hash: string, now: number): SessionMember | undefined {
      const entry = byHash.get(hash);
      if (!entry) return undefined;
      if (entry.expiresAt <= now) {
        byHash.delete(hash);
        return undefined;
      }
      return entry.member;
    },
    set(hash: string, member: SessionMember, expiresAt: number) {
      if (byHash.size >= limit) byHash.delete(byHash.keys().next().value!);
      byHash.set(hash, { member, expiresAt });
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

export interface WalletRow {
  kind: string;
  currency: string;
  balance: number;
}

/**
 * Balances by account, kept in memory between ledger movements. Each account has a version; a
 * movement bumps it after its transaction commits. A read caches what it loaded only if no bump
 * happened meanwhile, so a read racing a write never stores a stale balance.
 */
export function createBalanceCache() {
  const values = new Map<number, WalletRow[]>();
  const versions = new Map<number, number>();
  return {
    async read(owner: number, load: () => Promise<WalletRow[]>): Promise<WalletRow[]> {
      const cached = values.get(owner);
      if (cached) return cached;
      const version = versions.get(owner) ?? 0;
      const rows = await load();
      if ((versions.get(owner) ?? 0) === version) values.set(owner, rows);
      return rows;
    },
    /** Call after the transaction that moved money for these accounts has committed. */
    invalidate(owners: Iterable<number>) {
      for (const owner of owners) {
        versions.set(owner, (versions.get(owner) ?? 0) + 1);
        values.delete(owner);
      }
    },
    clear() {
      for (const owner of values.keys()) versions.set(owner, (versions.get(owner) ?? 0) + 1);
      values.clear();
    },
  };
}

export type BalanceCache = ReturnType<typeof createBalanceCache>;

declare module '../../core/context' {
  interface Sandbox {
    /** Members' wallets as last read, so a balance call seldom reaches the database. */
    readonly balances: BalanceCache;
  }
}

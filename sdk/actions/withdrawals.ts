import type { Core } from './core';

/** Withdrawals (SPEC §2 withdraw, §4 withdrawal confirmation). */
export function withdrawActions(_core: Core, _refreshBalance: () => Promise<void>) {
  return {};
}

import type { Core } from './core';

/** Money between the member's wallets, and to the upline (SPEC §2 transferFund, transferUpline). */
export function transferActions(_core: Core, _refreshBalance: () => Promise<void>) {
  return {};
}

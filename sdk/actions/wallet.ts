import { balance } from '../contract/endpoints/wallet';
import type { Core } from './core';

export function walletActions({ client, state, events }: Core) {
  let inFlight: Promise<void> | undefined;
  return {
    /** Fetches the balance; concurrent calls share one request. */
    refreshBalance(): Promise<void> {
      if (!state.isLoggedIn.value) return Promise.resolve();
      inFlight ??= (async () => {
        state.balanceLoading.value = true;
        try {
          const value = await client.call(balance, {});
          state.balance.value = value;
          events.emit('balance:changed', {
            sumBalance: value.sumBalance,
            currency: value.currency,
            currencySymbol: value.currencySymbol,
          });
        } finally {
          state.balanceLoading.value = false;
          inFlight = undefined;
        }
      })();
      return inFlight;
    },
    /** SPEC §2: clicking the balance hides it as ***. */
    toggleBalanceHidden() {
      state.balanceHidden.value = !state.balanceHidden.value;
    },
  };
}

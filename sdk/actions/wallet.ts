import { balance } from '../contract/endpoints/wallet';
import type { Core } from './core';

export function walletActions({ client, state, events }: Core) {
  let inFlight: Promise<void> | undefined;
  let again = false;
  return {
    /**
     * Fetches the balance. Calls while a request is in flight share it, plus one more request
     * after it: money may have moved after the first one was answered (a game's spins, say).
     *
     * @example
     * await croupier.wallet.refreshBalance();
     * console.log(croupier.state.balance.value?.sumBalance);
     */
    refreshBalance(): Promise<void> {
      if (!state.isLoggedIn.value) return Promise.resolve();
      if (inFlight) {
        again = true;
        return inFlight;
      }
      inFlight = (async () => {
        state.balanceLoading.value = true;
        try {
          do {
            again = false;
            const value = await client.call(balance, {});
            state.balance.value = value;
            events.emit('balance:changed', {
              sumBalance: value.sumBalance,
              currency: value.currency,
              currencySymbol: value.currencySymbol,
            });
          } while (again && state.isLoggedIn.value);
        } finally {
          state.balanceLoading.value = false;
          inFlight = undefined;
          again = false;
        }
      })();
      return inFlight;
    },
    /**
     * SPEC §2: clicking the balance hides it as ***.
     *
     * @example
     * croupier.wallet.toggleBalanceHidden(); // croupier.state.balanceHidden flips
     */
    toggleBalanceHidden() {
      state.balanceHidden.value = !state.balanceHidden.value;
    },
  };
}

import { systemStatus } from '../contract/endpoints/system';
import { PlatformError } from '../client/platform-error';
import type { Core } from './core';

/** Loads `/wps/system/status`, which decides the root screen (SPEC §4). */
export function systemActions({ client, state, env }: Core) {
  return {
    /**
     * Loads the system status into `state.status`; a failure lands in `state.statusError` rather than
     * throwing, since the root screen shows it.
     *
     * @example
     * await croupier.system.loadStatus();
     * if (croupier.state.statusError.value) console.error(croupier.state.statusError.value.code);
     */
    async loadStatus() {
      try {
        state.status.value = await client.call(systemStatus, { url: env.host() });
        state.statusError.value = undefined;
      } catch (error) {
        state.statusError.value =
          error instanceof PlatformError ? error : new PlatformError('network_error', String(error), 0);
      }
    },
  };
}

import { vendorList } from '../contract/endpoints/vendors';
import type { VendorLane } from '../contract/entities/game';
import { splitLanes } from '../rules/vendors';
import type { Core } from './core';

const CACHE_KEY = 'vendorLanes';

/**
 * The vendor list (SPEC §7): fetched once per tab and kept in session storage, keyed by
 * language because lane titles are translated.
 */
export function catalogueActions({ client, state }: Core, storage: Pick<Storage, 'getItem' | 'setItem'>) {
  let inFlight: Promise<VendorLane[]> | undefined;
  return {
    /**
     * The vendors by category lane, e-sports split out; fetched once per tab and language, then read from
     * session storage.
     *
     * @example
     * const lanes = await croupier.catalogue.loadVendors();
     * const live = lanes.find((lane) => lane.gameClassify === 'LIVE')?.cards ?? [];
     */
    loadVendors(): Promise<VendorLane[]> {
      const key = `${CACHE_KEY}:${state.language.value}`;
      const cached = storage.getItem(key);
      if (cached) {
        try {
          const lanes = JSON.parse(cached) as VendorLane[];
          state.vendorLanes.value = lanes;
          return Promise.resolve(lanes);
        } catch {
          // A damaged cache entry is simply fetched again.
        }
      }
      inFlight ??= client
        .call(vendorList, {})
        .then(({ data }) => {
          const lanes = splitLanes(data.lanes);
          storage.setItem(key, JSON.stringify(lanes));
          state.vendorLanes.value = lanes;
          return lanes;
        })
        .finally(() => (inFlight = undefined));
      return inFlight;
    },
  };
}

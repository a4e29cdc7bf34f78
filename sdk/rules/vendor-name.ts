import type { VendorLane } from '../contract/entities/game';

/**
 * The name a player knows a vendor by ("Habanero", not `HABA`): its display name in the vendor
 * list, or its code while the list has not loaded or does not name it.
 *
 * @example
 * const vendor = rules.vendorName(croupier.state.vendorLanes.value, game.vassalage);
 */
export function vendorName(lanes: readonly VendorLane[] | undefined, code: string): string {
  for (const lane of lanes ?? []) {
    const card = lane.cards.find((c) => c.vassalage === code);
    if (card?.displayName) return card.displayName;
  }
  return code;
}

import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { Croupier } from '@sdk/runtime';

/**
 * Whether the platform refused this page's domain (`domain:unavailable`), from the first call on:
 * the portal then keeps the dialog that moves the player to another domain open for good.
 */
export function watchDomain(croupier: Croupier): ReadonlySignal<boolean> {
  const refused = signal(false);
  croupier.events.on('domain:unavailable', () => (refused.value = true));
  return refused;
}

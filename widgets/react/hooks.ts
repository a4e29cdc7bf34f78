import { useEffect } from 'react';
import { useSignal } from '../ui/use-signal';
import type { Balance } from '../../sdk/contract/entities/member';
import type { StoredSession } from '../../sdk/session/session-store';
import type { CroupierEventName, CroupierEvents } from '../../sdk/state/events';
import { useCroupierRuntime } from './croupier-root';

/**
 * The player's balance (all wallets summed, with the currency), or undefined while logged out or
 * not read yet; re-renders when it changes.
 *
 * @example
 * const balance = useBalance();
 * return <span>{balance ? `${balance.currencySymbol} ${balance.sumBalance}` : '—'}</span>;
 */
export function useBalance(): Balance | undefined {
  return useSignal(useCroupierRuntime().state.balance);
}

/**
 * The player's session (account, account type, token holder), or undefined while logged out.
 *
 * @example
 * const session = useSession();
 * return session ? <p>Hello {session.account}</p> : <Auth />;
 */
export function useSession(): StoredSession | undefined {
  return useSignal(useCroupierRuntime().state.session);
}

/**
 * Calls `listener` on each portal event of that name while the component is mounted.
 *
 * @example
 * useCroupierEvent('balance:changed', ({ sumBalance }) => console.log(sumBalance));
 */
export function useCroupierEvent<K extends CroupierEventName>(
  event: K,
  listener: (detail: CroupierEvents[K]) => void,
): void {
  const croupier = useCroupierRuntime();
  useEffect(() => croupier.events.on(event, listener), [croupier, event, listener]);
}

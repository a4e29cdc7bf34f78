import {
  messageDelete,
  messageList,
  messageRead,
  messageReadAll,
  unreadCount,
} from '../contract/endpoints/messages';
import { UNREAD_REFRESH_MS, unreadRefreshDue } from '../rules/unread';
import type { LazyActions } from './lazy-actions';
import type { Core } from './core';

/**
 * Platform messages (SPEC §2 personal centre, page messageV2) and the unread count of the header
 * and the menu (SPEC §6, §7 CSP_unreadCount). The count is kept here, in the module the badges
 * load lazily: read on login, every UNREAD_REFRESH_MS while the page is visible (and on coming
 * back to it when that time has passed), and from every answer of the message calls, which carry
 * it, so reading or deleting on the page clears the badges at once without another call.
 */
export function messageActions({ client, state }: Core) {
  let count: number | undefined;
  let readAt = -Infinity;
  const listeners = new Set<(count: number) => void>();
  const publish = (next: number) => {
    count = next;
    readAt = Date.now();
    for (const listener of listeners) listener(next);
  };
  const seen = <T extends { unreadCount: number }>(answer: T): T => {
    publish(answer.unreadCount);
    return answer;
  };
  const refresh = async () => {
    if (!state.isLoggedIn.value) return;
    try {
      publish(await client.call(unreadCount, {}));
    } catch {
      // A dropped reading is read again at the next tick; the badge keeps its last count.
    }
  };
  const visible = () => globalThis.document?.visibilityState !== 'hidden';
  let stopWatching: (() => void) | undefined;

  /** The first watcher starts the readings, the last one stops them. */
  function startWatching() {
    const timer = setInterval(() => {
      if (unreadRefreshDue({ visible: visible(), readAt, now: Date.now() })) void refresh();
    }, UNREAD_REFRESH_MS);
    const onVisibility = () => {
      if (unreadRefreshDue({ visible: visible(), readAt, now: Date.now() })) void refresh();
    };
    globalThis.document?.addEventListener('visibilitychange', onVisibility);
    // Subscribing runs at once: a login reads the count, a logout forgets it.
    const stopLogin = state.isLoggedIn.subscribe((loggedIn) => {
      if (loggedIn) void refresh();
      else publish(0);
    });
    return () => {
      clearInterval(timer);
      globalThis.document?.removeEventListener('visibilitychange', onVisibility);
      stopLogin();
    };
  }

  return {
    /**
     * The number of unread messages, read now (the badges follow).
     *
     * @example
     * const count = await croupier.messages.unreadCount();
     */
    unreadCount: async () => {
      const count = await client.call(unreadCount, {});
      publish(count);
      return count;
    },

    /**
     * Calls `listener` with the unread count now (when known) and whenever it changes: on login,
     * on the periodic reading while the page is visible, and after the message calls. Resolves with
     * the function that stops it; the readings stop with the last listener.
     *
     * @example
     * const stop = await croupier.messages.watchUnread((count) => (badge.textContent = String(count)));
     * stop();
     */
    watchUnread: (listener: (count: number) => void): (() => void) => {
      listeners.add(listener);
      if (count !== undefined) listener(count);
      stopWatching ??= startWatching();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopWatching?.();
          stopWatching = undefined;
        }
      };
    },

    /**
     * A page of the member's messages, unread first, then newest first.
     *
     * @example
     * const { list, totalPages, unreadCount } = await croupier.messages.list(1, 10);
     */
    list: (pageNo = 1, pageSize = 10) => client.call(messageList, { pageNo, pageSize }).then(seen),

    /**
     * Opens a message: its whole text, marked read.
     *
     * @example
     * const { message } = await croupier.messages.read(42);
     */
    read: (id: number) => client.call(messageRead, { id }).then(seen),

    /**
     * Deletes messages, all or none.
     *
     * @example
     * await croupier.messages.remove([42, 43]);
     */
    remove: (ids: readonly number[]) => client.call(messageDelete, { ids: ids.join(',') }).then(seen),

    /**
     * Marks every unread message read.
     *
     * @example
     * const { marked } = await croupier.messages.readAll();
     */
    readAll: () => client.call(messageReadAll, {}).then(seen),
  };
}

/**
 * `croupier.messages`: platform messages and the unread count, each loading the module on first use.
 *
 * @example
 * const stop = await croupier.messages.watchUnread((count) => console.log(count));
 */
export interface MessageActions extends LazyActions<ReturnType<typeof messageActions>> {}

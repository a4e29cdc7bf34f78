import type { LazyActions } from './lazy-actions';
import {
  activityStatement,
  playSession,
  protectionConfirmLimit,
  protectionExclude,
  protectionHistory,
  protectionRealityCheck,
  protectionSetLimit,
  protectionState,
} from '../contract/endpoints/safer-gambling';
import type {
  ExclusionDuration,
  LimitKind,
  LimitPeriod,
  ProtectionState,
  RealityCheckMinutes,
} from '../contract/entities/safer-gambling';
import { exclusionKindOf } from '../shared-rules/safer-gambling';
import { requestIds } from '../rules/request-ids';
import type { Core } from './core';
import { sendOnce } from './idempotent';

/**
 * A limit to set: a deposit or loss limit of a period (money), or the session limit (minutes);
 * `value` null removes it.
 *
 * @example
 * const input: LimitInput = { kind: 'deposit', period: 'day', value: 100 };
 * await croupier.saferGambling.setLimit(input);
 */
export interface LimitInput {
  kind: LimitKind;
  /** Required for deposit and loss limits; absent for the session limit. */
  period?: LimitPeriod;
  value: number | null;
}

/**
 * Safer gambling (the personal centre's page of that name, and the reality check over every
 * page): limits, reminders, time-out and self-exclusion, and what the player did. The platform
 * enforces all of it; these calls read and change it.
 */
export function saferGamblingActions(core: Core, auth: { logout(): Promise<void> }) {
  const { client } = core;
  const limitIds = requestIds();
  const listeners = new Set<() => void>();
  /** A change made from this page: the reality check and the page read the settings again. */
  const changed = <T>(answer: T): T => {
    for (const listener of listeners) listener();
    return answer;
  };
  const decide = (kind: LimitKind, period: LimitPeriod | undefined, action: 'confirm' | 'cancel') =>
    client
      .call(protectionConfirmLimit, { kind, ...(period ? { period } : {}), action })
      .then(changed<ProtectionState>);

  return {
    /**
     * The member's seven limits (deposit and loss by day, week and month, and the session limit)
     * with what the current period used, any raise waiting out its 24 hours, the reality-check
     * interval and the brand's minimum age.
     *
     * @example
     * const { limits, realityCheckMinutes } = await croupier.saferGambling.state();
     * const daily = limits.find((l) => l.kind === 'deposit' && l.period === 'day');
     */
    state: () => client.call(protectionState, {}),

    /**
     * Sets a limit. A first or lower one holds at once; a higher one, or none, waits 24 hours
     * and then needs `confirmLimit`. A retry of the same change carries the same idempotency id.
     *
     * @example
     * await croupier.saferGambling.setLimit({ kind: 'loss', period: 'week', value: 250 });
     * await croupier.saferGambling.setLimit({ kind: 'session', value: 90 }); // minutes
     */
    setLimit: (input: LimitInput) =>
      sendOnce(limitIds, input, (requestId) =>
        client.call(protectionSetLimit, { ...input, requestId }).then(changed<ProtectionState>),
      ),

    /**
     * Confirms a raise or removal once its 24 hours are over (`limit_confirm_too_early` before).
     *
     * @example
     * await croupier.saferGambling.confirmLimit('deposit', 'day');
     */
    confirmLimit: (kind: LimitKind, period?: LimitPeriod) => decide(kind, period, 'confirm'),

    /**
     * Cancels a raise or removal that is waiting: the current limit stays.
     *
     * @example
     * await croupier.saferGambling.cancelLimit('session');
     */
    cancelLimit: (kind: LimitKind, period?: LimitPeriod) => decide(kind, period, 'cancel'),

    /**
     * How often the reality check reminds the player: 15, 30 or 60 minutes, or never (null).
     *
     * @example
     * await croupier.saferGambling.setRealityCheck(30);
     */
    setRealityCheck: (minutes: RealityCheckMinutes | null) =>
      client.call(protectionRealityCheck, { minutes }).then(changed<ProtectionState>),

    /**
     * This login so far, from the ledger: start, stakes, wins, net position, the platform's clock
     * (`now`), the next reminder and the session limit's end.
     *
     * @example
     * const { net, nextCheckAt, now } = await croupier.saferGambling.playSession();
     * if (nextCheckAt !== null) setTimeout(remind, nextCheckAt - now);
     */
    playSession: () => client.call(playSession, {}),

    /**
     * Takes a time-out (`24h`, `7d`, `6w`) or self-excludes (`6m`, `1y`, `2y`, `5y`), confirmed
     * with the login password. The platform ends every session of the member at once, so this
     * page's session ends too (`session:ended`); resolves with when it ends. Nothing shortens it.
     *
     * @example
     * const { kind, until } = await croupier.saferGambling.exclude('7d', 'Secret2026');
     * alert(`Time-out until ${new Date(until).toLocaleString()}`);
     */
    exclude: async (duration: ExclusionDuration, password: string) => {
      const answer = await client.call(protectionExclude, {
        kind: exclusionKindOf(duration),
        duration,
        password,
      });
      changed(answer);
      await auth.logout();
      return answer;
    },

    /**
     * Deposits, withdrawals, stakes, wins and net position over GMT+8 days `from`–`to` (at most
     * 366), with a row per day that had any, newest first.
     *
     * @example
     * const { totals, days } = await croupier.saferGambling.statement({ from: '2026-05-01', to: '2026-05-31' });
     */
    statement: (range: { from: string; to: string }) => client.call(activityStatement, range),

    /**
     * Every change of the limits, reality checks and exclusions, newest first, with its time and
     * who made it (the player, the platform, the operator).
     *
     * @example
     * const { list, totalCount } = await croupier.saferGambling.history(1);
     */
    history: (pageNo = 1, pageSize = 20) => client.call(protectionHistory, { pageNo, pageSize }),

    /**
     * Calls `listener` after every change made through these actions on this page (a limit, the
     * reality check, an exclusion); resolves with the function that stops it.
     *
     * @example
     * const stop = await croupier.saferGambling.watch(() => console.log('settings changed'));
     * stop();
     */
    watch: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * `croupier.saferGambling`: safer gambling (limits, reality checks, time-out and self-exclusion, the
 * activity statement and the history of changes), each loading the module on first use.
 *
 * @example
 * const { limits } = await croupier.saferGambling.state();
 */
export interface SaferGamblingActions extends LazyActions<ReturnType<typeof saferGamblingActions>> {}

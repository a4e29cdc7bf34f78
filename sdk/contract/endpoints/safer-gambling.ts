import { defineEndpoint } from '../endpoint';
import { Type, Empty, MAX_PAGE_NO, literalUnion } from '../schema';
import { CalendarDay } from '../entities/records';
import {
  ActivityStatement,
  EXCLUSION_DURATIONS,
  Exclusion,
  LimitKindName,
  LimitPeriodName,
  PlaySession,
  ProtectionHistory,
  ProtectionState,
  REALITY_CHECK_MINUTES,
} from '../entities/safer-gambling';

/*
 * Safer gambling (beyond SPEC), the personal centre's page of that name. SPEC has no player
 * protection, so the paths are ours, in the platform's style. The platform enforces every rule
 * (a deposit over the limit, a bet past the loss limit, a login during an exclusion are refused
 * by the server, whatever the page does). Trial accounts are refused with `in_need_true_account`.
 * Every change is recorded with its time and source (`protectionHistory`).
 */

/**
 * @example
 * const { limits, realityCheckMinutes } = await client.call(contract.protectionState, {});
 */
export const protectionState = defineEndpoint({
  name: 'protectionState',
  method: 'GET',
  path: '/wps/member/protection',
  auth: 'required',
  caller: 'real-member',
  tag: 'account',
  summary:
    "The member's deposit, loss and session limits with what the current period has used of them and any " +
    'raise waiting out its 24 hours, the reality-check interval and the brand’s minimum age',
  request: Empty,
  response: ProtectionState,
});

/**
 * @example
 * // A daily deposit limit of 100.00: lowering (or a first limit) holds at once.
 * await client.call(contract.protectionSetLimit, { requestId: crypto.randomUUID(), kind: 'deposit', period: 'day', value: 100 });
 */
export const protectionSetLimit = defineEndpoint({
  name: 'protectionSetLimit',
  method: 'POST',
  path: '/wps/member/protection/limits',
  auth: 'required',
  caller: 'real-member',
  tag: 'account',
  summary:
    'Sets a deposit or loss limit (money, `period` required) or the session limit (whole minutes, 15 to ' +
    '1,440). A first limit or a lower one holds at once; a higher one or none (`value` null) waits 24 hours ' +
    'and then needs `protectionConfirmLimit`. Refusals: field_invalid (value.field), idempotency_conflict',
  request: Type.Object({
    requestId: Type.String({ minLength: 8, maxLength: 64, description: 'Idempotency id' }),
    kind: LimitKindName,
    period: Type.Optional(LimitPeriodName),
    value: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
  }),
  response: ProtectionState,
});

/**
 * @example
 * await client.call(contract.protectionConfirmLimit, { kind: 'deposit', period: 'day', action: 'confirm' });
 */
export const protectionConfirmLimit = defineEndpoint({
  name: 'protectionConfirmLimit',
  method: 'POST',
  path: '/wps/member/protection/limits/confirm',
  auth: 'required',
  caller: 'real-member',
  tag: 'account',
  summary:
    'Confirms a raise or removal once its 24 hours are over, or cancels it at any time. Refusals: ' +
    'not_found (nothing waits), limit_confirm_too_early (value.effectiveAt)',
  request: Type.Object({
    kind: LimitKindName,
    period: Type.Optional(LimitPeriodName),
    action: Type.Union([Type.Literal('confirm'), Type.Literal('cancel')]),
  }),
  response: ProtectionState,
});

/**
 * @example
 * await client.call(contract.protectionRealityCheck, { minutes: 30 });
 */
export const protectionRealityCheck = defineEndpoint({
  name: 'protectionRealityCheck',
  method: 'POST',
  path: '/wps/member/protection/reality-check',
  auth: 'required',
  caller: 'real-member',
  tag: 'account',
  summary:
    'How often the reality check reminds the member (15, 30 or 60 minutes; null: never); holds at once',
  request: Type.Object({
    minutes: Type.Union([literalUnion(REALITY_CHECK_MINUTES), Type.Null()]),
  }),
  response: ProtectionState,
});

/**
 * @example
 * const { net, startedAt, nextCheckAt } = await client.call(contract.playSession, {});
 */
export const playSession = defineEndpoint({
  name: 'playSession',
  method: 'GET',
  path: '/wps/member/protection/session',
  auth: 'required',
  caller: 'real-member',
  tag: 'account',
  summary:
    'This login so far, from the ledger: when it started, stakes, wins and net position, when the next ' +
    'reality check is due and when the session limit ends it',
  request: Empty,
  response: PlaySession,
});

/**
 * @example
 * // Sealed: it carries the login password.
 * const { until } = await client.call(contract.protectionExclude, { kind: 'timeOut', duration: '7d', password });
 */
export const protectionExclude = defineEndpoint({
  name: 'protectionExclude',
  method: 'POST',
  path: '/wps/member/protection/exclusion',
  auth: 'required',
  caller: 'real-member',
  encrypted: true,
  tag: 'account',
  summary:
    'Takes a time-out (24h, 7d, 6w) or self-excludes (6m, 1y, 2y, 5y) at once, with the login password. ' +
    'Every session of the member ends; until the end, login, game launches and deposits are refused with ' +
    'account_excluded (value.until) and nothing can shorten it; withdrawals already asked for still pay out. ' +
    'Refusals: password_incorrect, field_invalid (a time-out duration for a self-exclusion or the other way)',
  request: Type.Object({
    kind: Exclusion.properties.kind,
    duration: literalUnion(EXCLUSION_DURATIONS),
    password: Type.String({ minLength: 1, maxLength: 128 }),
  }),
  response: Exclusion,
});

/**
 * @example
 * const statement = await client.call(contract.activityStatement, { from: '2026-11-01', to: '2026-11-30' });
 */
export const activityStatement = defineEndpoint({
  name: 'activityStatement',
  method: 'GET',
  path: '/wps/member/protection/statement',
  auth: 'required',
  caller: 'real-member',
  tag: 'account',
  summary:
    'Deposits, withdrawals, stakes, wins and net position for GMT+8 days `from`–`to` (at most 366), from the ' +
    'ledger, with a row per day that had any. Refusal: date_range_invalid (value.reason)',
  request: Type.Object({ from: CalendarDay, to: CalendarDay }),
  response: ActivityStatement,
});

/**
 * @example
 * const { list } = await client.call(contract.protectionHistory, { pageNo: 1 });
 */
export const protectionHistory = defineEndpoint({
  name: 'protectionHistory',
  method: 'GET',
  path: '/wps/member/protection/history',
  auth: 'required',
  caller: 'real-member',
  tag: 'account',
  summary:
    'Every change of the member’s limits, reality checks and exclusions, newest first, with time and source',
  request: Type.Object({
    pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NO, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
  }),
  response: ProtectionHistory,
});

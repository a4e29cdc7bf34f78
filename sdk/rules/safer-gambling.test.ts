import { describe, expect, it } from 'vitest';
import type { LimitState } from '../contract/entities/safer-gambling';
import {
  EXCLUSION_CHOICES,
  LIMIT_SLOTS,
  exclusionErrors,
  exclusionPreview,
  limitOf,
  limitView,
  parseLimitInput,
} from './safer-gambling';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 4, 20, 4, 0); // 12:00 GMT+8

describe('the limits the page edits', () => {
  it('lists deposits, losses (day, week, month) and the session, in that order', () => {
    expect(LIMIT_SLOTS.map((s) => `${s.kind}${s.period ? `:${s.period}` : ''}`)).toEqual([
      'deposit:day',
      'deposit:week',
      'deposit:month',
      'loss:day',
      'loss:week',
      'loss:month',
      'session',
    ]);
  });

  it('finds a slot in the answer, and reads a missing one as no limit', () => {
    const limits: LimitState[] = [
      { kind: 'deposit', period: 'week', value: 500, used: 0, remaining: 500, pending: null },
      { kind: 'session', value: 60, pending: null },
    ];
    expect(limitOf(limits, { kind: 'deposit', period: 'week' }).value).toBe(500);
    expect(limitOf(limits, { kind: 'session' }).value).toBe(60);
    expect(limitOf(limits, { kind: 'loss', period: 'day' })).toEqual({
      kind: 'loss',
      period: 'day',
      value: null,
      pending: null,
    });
  });
});

describe('parseLimitInput: what the player typed', () => {
  it.each([
    ['deposit', '100', { value: 100 }],
    ['deposit', ' 100,50 ', { value: 100.5 }],
    ['loss', '0.01', { value: 0.01 }],
    ['deposit', '', { error: { key: 'validation.required' } }],
    ['deposit', '12.345', { error: { key: 'saferGambling.limits.errors.moneyFormat' } }],
    ['deposit', '-5', { error: { key: 'saferGambling.limits.errors.moneyFormat' } }],
    ['deposit', '1e3', { error: { key: 'saferGambling.limits.errors.moneyFormat' } }],
    ['deposit', '0', { error: { key: 'saferGambling.limits.errors.moneyRange' } }],
    ['loss', '100000000.01', { error: { key: 'saferGambling.limits.errors.moneyRange' } }],
    ['session', '90', { value: 90 }],
    ['session', '15', { value: 15 }],
    ['session', '1440', { value: 1440 }],
    ['session', '14', { error: { key: 'saferGambling.limits.errors.minutesRange' } }],
    ['session', '1441', { error: { key: 'saferGambling.limits.errors.minutesRange' } }],
    ['session', '30.5', { error: { key: 'saferGambling.limits.errors.minutesFormat' } }],
    ['session', 'an hour', { error: { key: 'saferGambling.limits.errors.minutesFormat' } }],
  ] as const)('%s "%s" → %o', (kind, text, expected) => {
    const read = parseLimitInput(kind, text);
    if ('value' in expected) expect(read).toEqual(expected);
    else expect('error' in read && read.error.key).toBe(expected.error.key);
  });

  it('names the bounds in its messages', () => {
    expect(parseLimitInput('session', '5')).toEqual({
      error: { key: 'saferGambling.limits.errors.minutesRange', values: { min: 15, max: 1440 } },
    });
    expect(parseLimitInput('deposit', '0')).toEqual({
      error: { key: 'saferGambling.limits.errors.moneyRange', values: { min: 0.01, max: 100_000_000 } },
    });
  });
});

describe('limitView: what a limit card shows', () => {
  const daily = (extra: Partial<LimitState>): LimitState => ({
    kind: 'deposit',
    period: 'day',
    value: 100,
    used: 30,
    remaining: 70,
    periodEndsAt: NOW + 12 * HOUR,
    pending: null,
    ...extra,
  });

  it.each([
    ['a limit partly used', daily({}), { used: 30, remaining: 70, usedShare: 0.3 }],
    [
      'a limit used up (a loss can pass it)',
      daily({ used: 130, remaining: 0 }),
      { remaining: 0, usedShare: 1 },
    ],
    ['no remaining in the answer: value − used', daily({ remaining: undefined }), { remaining: 70 }],
  ])('%s', (_case, limit, expected) => {
    expect(limitView(limit, NOW)).toMatchObject({ value: 100, periodEndsAt: NOW + 12 * HOUR, ...expected });
  });

  it('shows no usage without a value, and none for the session limit', () => {
    expect(limitView(daily({ value: null, remaining: undefined }), NOW)).not.toHaveProperty('usedShare');
    expect(limitView({ kind: 'session', value: 60, pending: null }, NOW)).toEqual({
      value: 60,
      pending: null,
    });
  });

  it.each([
    ['an hour before it is due', NOW - HOUR, false, 0],
    ['the moment it is due', NOW, true, 0],
    ['after it is due', NOW + HOUR, true, 0],
  ])('a raise %s: Confirm enabled %s', (_case, now, due) => {
    const limit = daily({ pending: { value: 200, requestedAt: NOW - 24 * HOUR, effectiveAt: NOW } });
    expect(limitView(limit, now).pending).toEqual({
      value: 200,
      effectiveAt: NOW,
      due,
      dueInMs: Math.max(0, NOW - now),
    });
  });
});

describe('exclusion', () => {
  it('offers the three time-outs, then the four self-exclusions', () => {
    expect(EXCLUSION_CHOICES).toEqual({
      timeOut: ['24h', '7d', '6w'],
      selfExclusion: ['6m', '1y', '2y', '5y'],
    });
  });

  it.each([
    ['24h', 'timeOut', NOW + 24 * HOUR],
    ['6w', 'timeOut', NOW + 42 * 24 * HOUR],
    ['6m', 'selfExclusion', Date.UTC(2026, 10, 20, 4, 0)],
    ['5y', 'selfExclusion', Date.UTC(2031, 4, 20, 4, 0)],
  ] as const)('%s taken now is a %s until the date shown before confirming', (duration, kind, until) => {
    expect(exclusionPreview(duration, NOW)).toEqual({ kind, until });
  });

  it.each([
    [{ duration: undefined }, { duration: { key: 'saferGambling.exclusion.chooseDuration' } }],
    [{ duration: '7d' as const }, {}],
    [{ duration: '7d' as const, password: '' }, { password: { key: 'validation.required' } }],
    [{ duration: '7d' as const, password: 'Demo2026' }, {}],
  ])('%o → %o', (input, errors) => {
    expect(exclusionErrors(input)).toEqual(errors);
  });
});

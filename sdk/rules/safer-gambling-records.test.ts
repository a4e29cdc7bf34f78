import { describe, expect, it } from 'vitest';
import type { ProtectionEvent } from '../contract/entities/safer-gambling';
import { defaultStatementRange, describeChange, statementRangeErrors } from './safer-gambling-records';

const NOW = Date.UTC(2026, 4, 20, 4, 0); // 2026-05-20 12:00 GMT+8

describe('the statement range', () => {
  it('starts on the last 30 days, today included', () => {
    expect(defaultStatementRange(NOW)).toEqual({ from: '2026-04-21', to: '2026-05-20' });
  });

  it.each([
    ['a month', { from: '2026-04-20', to: '2026-05-20' }, {}],
    ['a whole year of 366 days', { from: '2025-05-20', to: '2026-05-20' }, {}],
    [
      'more than 366 days',
      { from: '2025-05-19', to: '2026-05-20' },
      { to: { key: 'saferGambling.statement.range.too_long', values: { max: 366 } } },
    ],
    [
      'the end before the start',
      { from: '2026-05-10', to: '2026-05-01' },
      { to: { key: 'saferGambling.statement.range.order', values: { max: 366 } } },
    ],
    [
      'a day ahead of today',
      { from: '2026-05-01', to: '2026-05-21' },
      { to: { key: 'saferGambling.statement.range.future' } },
    ],
    ['no start', { from: '', to: '2026-05-20' }, { from: { key: 'saferGambling.statement.range.format' } }],
  ])('%s', (_case, range, errors) => {
    expect(statementRangeErrors(range, NOW)).toEqual(errors);
  });
});

describe('describeChange: one line of the history', () => {
  const format = {
    money: (n: number) => `P${n.toFixed(2)}`,
    minutes: (n: number) => `${n} min`,
    time: (ms: number) => new Date(ms).toISOString(),
  };
  const at = NOW;
  it.each<[string, ProtectionEvent, ReturnType<typeof describeChange>]>([
    [
      'a first deposit limit',
      { at, source: 'player', change: 'limit_set', kind: 'deposit', period: 'day', from: null, to: 100 },
      {
        key: 'saferGambling.history.changes.limit_set',
        values: { from: 'no limit', to: 'P100.00' },
        limitKey: 'saferGambling.limitNames.deposit_day',
      },
    ],
    [
      'a raise waiting for its 24 hours',
      {
        at,
        source: 'player',
        change: 'limit_raise_requested',
        kind: 'loss',
        period: 'month',
        from: 50,
        to: null,
        effectiveAt: at + 86_400_000,
      },
      {
        key: 'saferGambling.history.changes.limit_raise_requested',
        values: { from: 'P50.00', to: 'no limit', effectiveAt: '2026-05-21T04:00:00.000Z' },
        limitKey: 'saferGambling.limitNames.loss_month',
      },
    ],
    [
      'a session limit in minutes',
      { at, source: 'player', change: 'limit_lowered', kind: 'session', from: 120, to: 60 },
      {
        key: 'saferGambling.history.changes.limit_lowered',
        values: { from: '120 min', to: '60 min' },
        limitKey: 'saferGambling.limitNames.session',
      },
    ],
    [
      'a reality check interval',
      { at, source: 'player', change: 'reality_check_set', from: null, to: 30 },
      { key: 'saferGambling.history.changes.reality_check_set', values: { from: 'off', to: '30 min' } },
    ],
    [
      'a self-exclusion with its end',
      { at, source: 'player', change: 'self_exclusion', until: Date.UTC(2026, 10, 20, 4) },
      {
        key: 'saferGambling.history.changes.self_exclusion',
        values: { from: 'no limit', to: 'no limit', until: '2026-11-20T04:00:00.000Z' },
      },
    ],
  ])('%s', (_case, event, expected) => {
    expect(describeChange(event, format, { limit: 'no limit', realityCheck: 'off' })).toEqual(expected);
  });
});

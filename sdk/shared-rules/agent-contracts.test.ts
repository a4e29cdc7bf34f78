import { describe, expect, it } from 'vitest';
import {
  contractsToTerminate,
  nextPeriod,
  offerTiers,
  payoutMinor,
  periodOf,
  periodsDue,
  rateFor,
  topRate,
  transition,
  validateTiers,
  type LineContract,
} from './agent-contracts';
import type { ContractPeriod } from '../contract/entities/agent';

/** An instant written as GMT+8 wall-clock time: '2026-03-04 10:07' (no daylight saving there). */
const at = (text: string) => Date.parse(`${text.replace(' ', 'T')}:00+08:00`);
const span = (from: string, to: string) => ({ start: at(from), end: at(to) });

describe('tiers of an offer (SPEC §4)', () => {
  it.each([
    ['one tier from 0', [{ threshold: 0, rate: 1.5 }], 'ok'],
    [
      'ten tiers, rates rising',
      Array.from({ length: 10 }, (_, i) => ({ threshold: i * 100, rate: i })),
      'ok',
    ],
    [
      'equal rates on rising thresholds',
      [
        { threshold: 0, rate: 1 },
        { threshold: 10, rate: 1 },
      ],
      'ok',
    ],
    ['no tier', [], 'count'],
    ['eleven tiers', Array.from({ length: 11 }, (_, i) => ({ threshold: i, rate: 1 })), 'count'],
    ['the first threshold is not 0', [{ threshold: 5, rate: 1 }], 'first_threshold'],
    [
      'a threshold repeated',
      [
        { threshold: 0, rate: 1 },
        { threshold: 0, rate: 2 },
      ],
      'threshold_not_rising',
    ],
    [
      'thresholds falling',
      [
        { threshold: 0, rate: 1 },
        { threshold: 50, rate: 2 },
        { threshold: 40, rate: 3 },
      ],
      'threshold_not_rising',
    ],
    [
      'a threshold with three decimals',
      [
        { threshold: 0, rate: 1 },
        { threshold: 0.001, rate: 1 },
      ],
      'threshold_precision',
    ],
    [
      'a rate falling',
      [
        { threshold: 0, rate: 2 },
        { threshold: 100, rate: 1.99 },
      ],
      'rate_falling',
    ],
    ['a rate above 100', [{ threshold: 0, rate: 100.01 }], 'rate_range'],
    ['a negative rate', [{ threshold: 0, rate: -1 }], 'rate_range'],
    ['a rate with three decimals', [{ threshold: 0, rate: 1.005 }], 'rate_precision'],
  ])('%s: %s', (_what, tiers, expected) => {
    const checked = validateTiers(tiers);
    expect(checked.ok ? 'ok' : checked.reason).toBe(expected);
  });

  it.each([
    ['a rate alone is one tier from 0', { rate: 2 }, [{ threshold: 0, rate: 2 }]],
    [
      'tiers and their top rate agree',
      {
        tiers: [
          { threshold: 0, rate: 1 },
          { threshold: 9, rate: 3 },
        ],
        rate: 3,
      },
      'ok',
    ],
    ['tiers and another rate', { tiers: [{ threshold: 0, rate: 1 }], rate: 3 }, 'rate_mismatch'],
    ['neither tiers nor a rate', {}, 'missing'],
  ])('%s', (_what, offer, expected) => {
    const checked = offerTiers(offer);
    if (typeof expected === 'string') expect(checked.ok ? 'ok' : checked.reason).toBe(expected);
    else expect(checked).toEqual({ ok: true, tiers: expected });
  });

  it('a contract’s rate is its top tier’s', () => {
    expect(
      topRate([
        { threshold: 0, rate: 0.5 },
        { threshold: 1000, rate: 2.25 },
      ]),
    ).toBe(2.25);
  });
});

describe('tier selection and payout', () => {
  const tiers = [
    { threshold: 0, rate: 1 },
    { threshold: 1000, rate: 2 },
    { threshold: 5000.5, rate: 3.5 },
  ];
  it.each([
    [0, 1],
    [999.99, 1],
    [1000, 2],
    [5000.49, 2],
    [5000.5, 3.5],
    [1e9, 3.5],
  ])('a figure of %s earns %s %%', (figure, rate) => expect(rateFor(tiers, figure)).toBe(rate));

  it.each([
    ['floor(figure × rate / 100) in minor units', 123_456, 1.5, 1_851],
    ['a fraction of a cent is never paid', 99, 1, 0],
    ['a zero figure pays nothing', 0, 5, 0],
    ['a negative figure (a team that won) pays nothing', -5_000, 30, 0],
    ['two-decimal rates are exact', 10_000, 0.01, 1],
    ['large figures stay exact', 900_000_000_000_000, 99.99, 899_910_000_000_000],
  ])('%s', (_what, figureMinor, rate, expected) => expect(payoutMinor(figureMinor, rate)).toBe(expected));
});

describe('periods in GMT+8 (SPEC §9)', () => {
  it.each<[ContractPeriod, string, { start: number; end: number }]>([
    ['realtime', '2026-03-04 10:07', span('2026-03-04 10:05', '2026-03-04 10:10')],
    ['realtime', '2026-03-04 10:05', span('2026-03-04 10:05', '2026-03-04 10:10')],
    ['realtime', '2026-03-04 23:58', span('2026-03-04 23:55', '2026-03-05 00:00')],
    ['hourly', '2026-03-04 10:59', span('2026-03-04 10:00', '2026-03-04 11:00')],
    ['hourly', '2026-03-04 00:00', span('2026-03-04 00:00', '2026-03-04 01:00')],
    ['daily', '2026-03-04 00:00', span('2026-03-04 00:00', '2026-03-05 00:00')],
    ['daily', '2026-03-04 07:59', span('2026-03-04 00:00', '2026-03-05 00:00')],
    ['daily', '2026-12-31 23:59', span('2026-12-31 00:00', '2027-01-01 00:00')],
    // 2026-03-02 is a Monday; a Sunday belongs to the week that began the Monday before.
    ['weekly', '2026-03-02 00:00', span('2026-03-02 00:00', '2026-03-09 00:00')],
    ['weekly', '2026-03-08 23:59', span('2026-03-02 00:00', '2026-03-09 00:00')],
    ['weekly', '2026-03-04 12:00', span('2026-03-02 00:00', '2026-03-09 00:00')],
    ['weekly', '2026-12-31 12:00', span('2026-12-28 00:00', '2027-01-04 00:00')],
    ['semimonthly', '2026-02-15 23:59', span('2026-02-01 00:00', '2026-02-16 00:00')],
    ['semimonthly', '2026-02-16 00:00', span('2026-02-16 00:00', '2026-03-01 00:00')],
    ['semimonthly', '2026-03-31 12:00', span('2026-03-16 00:00', '2026-04-01 00:00')],
    ['monthly', '2026-02-28 23:59', span('2026-02-01 00:00', '2026-03-01 00:00')],
    ['monthly', '2028-02-29 12:00', span('2028-02-01 00:00', '2028-03-01 00:00')],
    ['monthly', '2026-12-15 12:00', span('2026-12-01 00:00', '2027-01-01 00:00')],
  ])('%s at %s', (period, instant, expected) => expect(periodOf(period, at(instant))).toEqual(expected));

  it('GMT+8 midnight is 16:00 UTC the day before', () => {
    expect(periodOf('daily', Date.parse('2026-03-04T16:00:00Z')).start).toBe(
      Date.parse('2026-03-04T16:00:00Z'),
    );
    expect(periodOf('daily', Date.parse('2026-03-04T15:59:59Z')).start).toBe(
      Date.parse('2026-03-03T16:00:00Z'),
    );
  });

  it.each<[ContractPeriod, string, string]>([
    ['semimonthly', '2026-02-16 00:00', '2026-03-01 00:00'],
    ['monthly', '2026-12-01 00:00', '2027-01-01 00:00'],
    ['weekly', '2026-03-02 00:00', '2026-03-09 00:00'],
  ])('the %s period after the one from %s starts %s', (period, start, next) =>
    expect(nextPeriod(period, periodOf(period, at(start))).start).toBe(at(next)),
  );
});

describe('periods due: each paid once, none skipped', () => {
  const due = (query: Partial<Parameters<typeof periodsDue>[0]>) =>
    periodsDue({
      period: 'hourly',
      acceptedAt: at('2026-03-04 10:20'),
      settledUntil: null,
      endedAt: null,
      now: at('2026-03-04 10:50'),
      ...query,
    });

  it.each([
    ['nothing before the first period has ended', {}, []],
    [
      'the first period runs from the acceptance to the end of its hour',
      { now: at('2026-03-04 11:00') },
      [span('2026-03-04 10:20', '2026-03-04 11:00')],
    ],
    [
      'every complete period since, oldest first',
      { now: at('2026-03-04 13:30') },
      [
        span('2026-03-04 10:20', '2026-03-04 11:00'),
        span('2026-03-04 11:00', '2026-03-04 12:00'),
        span('2026-03-04 12:00', '2026-03-04 13:00'),
      ],
    ],
    [
      'a settled period is not due again',
      { settledUntil: at('2026-03-04 12:00'), now: at('2026-03-04 13:30') },
      [span('2026-03-04 12:00', '2026-03-04 13:00')],
    ],
    [
      'closing early settles the running period up to now',
      { closeEarly: true },
      [span('2026-03-04 10:20', '2026-03-04 10:50')],
    ],
    [
      'after an early close, the rest of the hour is the next period',
      { settledUntil: at('2026-03-04 10:50'), now: at('2026-03-04 11:10') },
      [span('2026-03-04 10:50', '2026-03-04 11:00')],
    ],
    [
      'nothing to close early at the instant one was closed',
      { settledUntil: at('2026-03-04 10:50'), closeEarly: true },
      [],
    ],
    [
      'a terminated contract pays up to its end, then never again',
      { endedAt: at('2026-03-04 11:30'), now: at('2026-03-04 15:00') },
      [span('2026-03-04 10:20', '2026-03-04 11:00'), span('2026-03-04 11:00', '2026-03-04 11:30')],
    ],
    [
      'a terminated contract fully settled has nothing due',
      { endedAt: at('2026-03-04 11:30'), settledUntil: at('2026-03-04 11:30'), now: at('2026-03-05 00:00') },
      [],
    ],
    [
      'a pass stops at its limit; the next goes on',
      { now: at('2026-03-05 10:00'), limit: 2 },
      [span('2026-03-04 10:20', '2026-03-04 11:00'), span('2026-03-04 11:00', '2026-03-04 12:00')],
    ],
  ])('%s', (_what, query, expected) => expect(due(query)).toEqual(expected));

  it('real-time periods are 5 minutes', () =>
    expect(
      due({ period: 'realtime', acceptedAt: at('2026-03-04 10:02'), now: at('2026-03-04 10:12') }),
    ).toEqual([span('2026-03-04 10:02', '2026-03-04 10:05'), span('2026-03-04 10:05', '2026-03-04 10:10')]));
});

describe('transitions (SPEC §4)', () => {
  it.each([
    ['the downline accepts an offer', 'offered', 'accept', false, 'accepted'],
    ['the downline rejects an offer', 'offered', 'reject', false, 'rejected'],
    ['the offerer withdraws its offer', 'offered', 'cancel', true, 'cancelled'],
    ['the offerer ends an accepted contract', 'accepted', 'terminate', true, 'terminated'],
    [
      'the offerer returns an owed balance of a running contract',
      'accepted',
      'returnBalance',
      true,
      'accepted',
    ],
    ['…or of an ended one', 'terminated', 'returnBalance', true, 'terminated'],
    ['the offerer cannot accept its own offer', 'offered', 'accept', true, 'actor'],
    ['the downline cannot withdraw the offer', 'offered', 'cancel', false, 'actor'],
    ['the downline cannot end the contract', 'accepted', 'terminate', false, 'actor'],
    ['the downline does not pay the balance', 'accepted', 'returnBalance', false, 'actor'],
    ['an accepted contract is not accepted again', 'accepted', 'accept', false, 'state'],
    ['a rejected offer cannot be accepted', 'rejected', 'accept', false, 'state'],
    ['a cancelled offer cannot be accepted', 'cancelled', 'accept', false, 'state'],
    ['an offer is not terminated, it is cancelled', 'offered', 'terminate', true, 'state'],
    ['an accepted contract is not cancelled, it is terminated', 'accepted', 'cancel', true, 'state'],
    ['a terminated contract stays ended', 'terminated', 'terminate', true, 'state'],
    ['an offer owes nothing', 'offered', 'returnBalance', true, 'state'],
  ] as const)('%s', (_what, status, action, byUpline, expected) => {
    const result = transition(status, action, byUpline);
    expect(result.ok ? result.next : result.reason).toBe(expected);
  });
});

describe('accepting ends contracts down the line (SPEC §4)', () => {
  // agent41 → agent42 → subA → subB: agent42 accepts a new dailySalary contract at 2 %.
  const contract = (
    contractId: number,
    upline: string,
    downline: string,
    rate: number,
    extra: Partial<LineContract> = {},
  ) =>
    ({
      contractId,
      kind: 'dailySalary',
      status: 'accepted',
      rate,
      upline,
      downline,
      ...extra,
    }) as LineContract;
  const accepted = contract(10, 'agent41', 'agent42', 2);

  it.each([
    [
      'the downline’s previous contract of the kind is replaced, whatever its rate',
      contract(1, 'agent41', 'agent42', 1),
      'replaced',
    ],
    ['a higher-rate contract the downline offered ends', contract(2, 'agent42', 'subA', 3), 'exceeds_upline'],
    ['a higher-rate contract further down ends', contract(3, 'subA', 'subB', 2.01), 'exceeds_upline'],
    ['an equal rate stays', contract(4, 'agent42', 'subA', 2), 'stays'],
    ['a lower rate stays', contract(5, 'subA', 'subB', 1.5), 'stays'],
    ['another kind stays', contract(6, 'agent42', 'subA', 9, { kind: 'hourlySalary' }), 'stays'],
    ['an offer not yet accepted stays', contract(7, 'agent42', 'subA', 9, { status: 'offered' }), 'stays'],
    ['the new contract itself stays', accepted, 'stays'],
  ])('%s', (_what, other, expected) => {
    const ended = contractsToTerminate(accepted, [other]);
    expect(ended.length ? ended[0]!.reason : 'stays').toBe(expected);
  });
});

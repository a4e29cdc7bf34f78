import { describe, expect, it } from 'vitest';
import type { Contract, TeamMember } from '../contract/entities/agent';
import {
  addTierRow,
  contractGroups,
  downlineAgents,
  endedByAccepting,
  offerRefusal,
  payoutDirection,
  payoutExplanation,
  payoutsNewestFirst,
  periodChoices,
  rateText,
  removeTierRow,
  tiersFromRows,
  uplineActions,
  type TierRow,
} from './contract-view';

let nextId = 1;
const contract = (over: Partial<Contract>): Contract => ({
  contractId: nextId++,
  kind: 'dailySalary',
  upline: 'agent41',
  downline: 'agent42',
  basis: 'turnover',
  tiers: [{ threshold: 0, rate: over.rate ?? 1 }],
  rate: 1,
  period: 'daily',
  status: 'accepted',
  endReason: null,
  owed: 0,
  paid: 0,
  createdAt: 1_000,
  decidedAt: null,
  ...over,
});

describe('contract groups: my side of each contract', () => {
  const offer = contract({ status: 'offered', rate: 0.8 });
  const held = contract({ status: 'accepted', rate: 1 });
  const oldHeld = contract({ status: 'terminated', endReason: 'replaced' });
  const gaveOld = contract({ upline: 'agent42', downline: 'sub1', createdAt: 1 });
  const gaveNew = contract({ upline: 'Agent42', downline: 'sub2', status: 'offered', createdAt: 9 });
  it.each([
    ['offers waiting for my answer', 'offersToMe', [offer]],
    ['the contract I hold now', 'current', held],
    ['what I offered, newest first (usernames without case)', 'offeredByMe', [gaveNew, gaveOld]],
  ] as const)('%s', (_, part, expected) => {
    expect(contractGroups([offer, held, oldHeld, gaveOld, gaveNew], 'agent42')[part]).toEqual(expected);
  });
  it('an agent with no contract holds none', () => {
    expect(contractGroups([gaveOld], 'agent42').current).toBeUndefined();
  });
});

describe('what accepting an offer ends (SPEC §4)', () => {
  const offer = contract({ status: 'offered', rate: 1 });
  const held = contract({ status: 'accepted', rate: 0.5 });
  const higher = contract({ upline: 'agent42', downline: 'sub1', rate: 1.5 });
  const equal = contract({ upline: 'agent42', downline: 'sub2', rate: 1 });
  const higherOffered = contract({ upline: 'agent42', downline: 'sub3', rate: 2, status: 'offered' });
  const otherKind = contract({ upline: 'agent42', downline: 'sub4', rate: 3, kind: 'dividend' });
  it.each([
    ['the contract I hold is replaced', [held], [{ contract: held, reason: 'replaced' }]],
    ['mine given at a higher rate end', [higher], [{ contract: higher, reason: 'exceeds_upline' }]],
    ['an equal rate stays', [equal], []],
    ['an offer not yet accepted stays', [higherOffered], []],
    ['another kind stays', [otherKind], []],
  ] as const)('%s', (_, line, expected) => {
    expect(endedByAccepting(offer, [offer, ...line])).toEqual(expected);
  });
});

describe('what I may do to a contract I offered', () => {
  it.each([
    ['an offer: withdraw it', { status: 'offered' }, ['cancel']],
    ['a running contract: end it', { status: 'accepted' }, ['terminate']],
    [
      'a running contract that owes: end it or pay',
      { status: 'accepted', owed: 5 },
      ['terminate', 'returnBalance'],
    ],
    ['an ended contract that owes: pay', { status: 'terminated', owed: 5 }, ['returnBalance']],
    ['an ended contract owing nothing: nothing', { status: 'terminated' }, []],
    ['a rejected offer: nothing', { status: 'rejected' }, []],
  ] as const)('%s', (_, over, expected) => {
    expect(uplineActions(contract({ upline: 'agent42', downline: 'sub', ...over }))).toEqual(expected);
  });
});

describe('who I may offer a contract to', () => {
  const member = (username: string, accountType: number, depth = 1) =>
    ({ username, accountType, depth }) as TeamMember;
  it.each([
    ['a direct sub-agent', member('sub', 42), true],
    ['a direct member', member('player', 0), false],
    ['a trial account', member('trial', 4), false],
    ['an agent further down', member('deep', 42, 2), false],
  ] as const)('%s', (_, m, offered) => {
    expect(downlineAgents([m], [1, 2, 4, 41, 42]).includes(m)).toBe(offered);
  });
});

describe('periods a kind offers (SPEC §9)', () => {
  it.each([
    ['dividend', ['weekly', 'semimonthly', 'monthly']],
    ['dailySalary', ['daily']],
    ['hourlySalary', ['hourly']],
    ['realtimeSalary', ['realtime']],
  ] as const)('%s', (kind, periods) => expect(periodChoices(kind)).toEqual(periods));
});

describe('tier rows → tiers', () => {
  const rows = (...pairs: [string, string][]): TierRow[] =>
    pairs.map(([threshold, rate]) => ({ threshold, rate }));
  it.each([
    ['one tier from 0', rows(['0', '1.5']), { ok: true, tiers: [{ threshold: 0, rate: 1.5 }] }],
    [
      'rising tiers, a comma for decimals',
      rows(['0', '1'], ['10000', '1,25'], ['50000.50', '2']),
      {
        ok: true,
        tiers: [
          { threshold: 0, rate: 1 },
          { threshold: 10000, rate: 1.25 },
          { threshold: 50000.5, rate: 2 },
        ],
      },
    ],
    [
      'the first threshold is 0 whatever is typed',
      rows(['5', '1']),
      { ok: true, tiers: [{ threshold: 0, rate: 1 }] },
    ],
    ['an empty rate', rows(['0', ' ']), { ok: false, row: 0, field: 'rate', reason: 'required' }],
    [
      'three decimals of rate',
      rows(['0', '1.555']),
      { ok: false, row: 0, field: 'rate', reason: 'rateFormat' },
    ],
    ['a rate above 100', rows(['0', '100.01']), { ok: false, row: 0, field: 'rate', reason: 'rate_range' }],
    [
      'an empty threshold',
      rows(['0', '1'], ['', '2']),
      { ok: false, row: 1, field: 'threshold', reason: 'required' },
    ],
    [
      'a threshold with three decimals',
      rows(['0', '1'], ['10.001', '2']),
      { ok: false, row: 1, field: 'threshold', reason: 'amountFormat' },
    ],
    [
      'thresholds not rising',
      rows(['0', '1'], ['100', '2'], ['100', '3']),
      { ok: false, row: 2, field: 'threshold', reason: 'threshold_not_rising' },
    ],
    [
      'a rate falling',
      rows(['0', '2'], ['100', '1']),
      { ok: false, row: 1, field: 'rate', reason: 'rate_falling' },
    ],
  ] as const)('%s', (_, typed, expected) => {
    const result = tiersFromRows(typed);
    if (expected.ok) expect(result).toEqual(expected);
    else
      expect(result).toEqual({
        ok: false,
        row: expected.row,
        field: expected.field,
        error: { key: `agentContracts.tiers.errors.${expected.reason}` },
      });
  });

  it('adds rows up to 10 and never removes the first', () => {
    let typed: TierRow[] = [{ threshold: '0', rate: '1' }];
    for (let i = 0; i < 12; i++) typed = addTierRow(typed);
    expect(typed).toHaveLength(10);
    expect(removeTierRow(typed, 0)).toHaveLength(10);
    expect(removeTierRow(typed, 3)).toHaveLength(9);
  });
});

describe('where a refused offer is explained', () => {
  it.each([
    [
      'above my own rate, with the most I may give',
      { code: 'contract_rate_exceeds', value: { max: 1.2 } },
      { field: 'tiers', error: { key: 'agentContracts.tiers.errors.rateExceeds', values: { max: 1.2 } } },
    ],
    [
      'above my own rate, the most unknown',
      { code: 'contract_rate_exceeds' },
      { field: 'tiers', error: { key: 'errors.contract_rate_exceeds' } },
    ],
    [
      'tiers refused',
      { code: 'contract_tiers_invalid' },
      { field: 'tiers', error: { key: 'errors.contract_tiers_invalid' } },
    ],
    [
      'not a direct downline agent',
      { code: 'not_found' },
      { field: 'downline', error: { key: 'agentContracts.offer.notDownline' } },
    ],
    ['anything else goes on top of the form', { code: 'feature_disabled' }, undefined],
  ] as const)('%s', (_, error, expected) => expect(offerRefusal(error)).toEqual(expected));
});

describe('how a payout was computed', () => {
  it.each([
    [
      'a salary, in English',
      { basis: 'turnover', figure: 12000, rate: 1.5, amount: 180 },
      'en',
      {
        key: 'agentContracts.explain.turnover',
        values: { rate: '1.50%', figure: '12,000.00', amount: '180.00' },
      },
    ],
    [
      'a dividend, in Spanish',
      { basis: 'loss', figure: 2500.5, rate: 10, amount: 250.05 },
      'es',
      {
        key: 'agentContracts.explain.loss',
        values: { rate: '10,00\u00a0%', figure: '2500,50', amount: '250,05' },
      },
    ],
  ] as const)('%s', (_, payout, locale, expected) => {
    expect(payoutExplanation(payout, locale)).toEqual(expected);
  });

  it.each([
    [0.05, 'en', '0.05%'],
    [100, 'en', '100.00%'],
  ])('rate %s (%s) reads %s', (rate, locale, text) => expect(rateText(rate, locale)).toBe(text));

  it('tells received from paid', () => {
    expect(payoutDirection({ downline: 'Agent42' }, 'agent42')).toBe('received');
    expect(payoutDirection({ downline: 'sub1' }, 'agent42')).toBe('paid');
  });

  it('lists the newest period first', () => {
    const list = [
      { payoutId: 1, periodStart: 10 },
      { payoutId: 2, periodStart: 30 },
      { payoutId: 3, periodStart: 30 },
    ];
    expect(payoutsNewestFirst(list).map((p) => p.payoutId)).toEqual([3, 2, 1]);
  });
});

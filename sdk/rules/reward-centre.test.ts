import { describe, expect, it } from 'vitest';
import type { Promotion } from '../contract/entities/promotions';
import type { Mission } from '../contract/entities/missions';
import type { VipStatus } from '../contract/entities/vip';
import type { RebateQuote } from '../contract/entities/rebate';
import { waitingRewards, waitingTotal } from './reward-centre';

const promotion = (over: Partial<Promotion>): Promotion =>
  ({ id: 1, kind: 'claim', status: 'signedUp', title: 'Welcome', bonus: 18, ...over }) as Promotion;
const mission = (over: Partial<Mission>): Mission =>
  ({ id: 1, title: '10 spins', state: 'claimable', reward: 2, ...over }) as Mission;
const vip = (level: number, bonuses: VipStatus['bonuses']): VipStatus => ({ level, bonuses }) as VipStatus;
const none = { promotions: null, missions: null, vip: null, rebate: null };

describe('the reward centre’s waiting rewards', () => {
  it('takes a claim promotion once signed up, and a raffle with a draw waiting', () => {
    const list = waitingRewards({
      ...none,
      promotions: [
        promotion({ id: 1 }),
        promotion({ id: 2, status: 'open' }),
        promotion({ id: 3, status: 'claimed' }),
        promotion({ id: 4, kind: 'raffle', status: 'processing', bonus: null, title: 'Raffle' }),
        promotion({ id: 5, kind: 'signUp', status: 'signedUp' }),
      ],
    });
    expect(list).toEqual([
      { source: 'promotion', ref: 1, title: 'Welcome', amount: 18 },
      { source: 'raffle', ref: 4, title: 'Raffle', amount: null },
    ]);
  });

  it('takes missions done and not claimed, VIP bonuses reached and not claimed, and a rebate above zero', () => {
    const list = waitingRewards({
      promotions: [],
      missions: [
        mission({ id: 1 }),
        mission({ id: 2, state: 'in_progress' }),
        mission({ id: 3, state: 'claimed' }),
      ],
      vip: vip(2, [
        { level: 1, amount: 10, claimedAt: null },
        { level: 2, amount: 30, claimedAt: 5 },
        { level: 3, amount: 80, claimedAt: null },
      ]),
      rebate: { total: 1.26 } as RebateQuote,
    });
    expect(list.map((r) => [r.source, r.ref, r.amount])).toEqual([
      ['vip', 1, 10],
      ['mission', 1, 2],
      ['rebate', 0, 1.26],
    ]);
    expect(waitingRewards({ ...none, rebate: { total: 0 } as RebateQuote })).toEqual([]);
  });

  it('orders by amount, then by source and reference, raffles last', () => {
    const list = waitingRewards({
      ...none,
      promotions: [
        promotion({ id: 9, bonus: 5 }),
        promotion({ id: 7, kind: 'raffle', status: 'processing' }),
      ],
      missions: [mission({ id: 4, reward: 5 }), mission({ id: 3, reward: 5 })],
    });
    expect(list.map((r) => `${r.source}:${r.ref}`)).toEqual([
      'promotion:9',
      'mission:3',
      'mission:4',
      'raffle:7',
    ]);
  });

  it('sums the known amounts in minor units', () => {
    const list = waitingRewards({
      ...none,
      missions: [mission({ id: 1, reward: 0.1 }), mission({ id: 2, reward: 0.2 })],
      promotions: [promotion({ kind: 'raffle', status: 'processing' })],
    });
    expect(waitingTotal(list)).toBe(0.3);
    expect(waitingTotal([])).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { redeemTransition, type RedeemDecision } from './redeem-status';
import { type RedeemStatusName } from '../contract/entities/points';

describe('SPEC §4 Redeem: in process → approved | rejected, both final', () => {
  it.each<[RedeemStatusName, RedeemDecision, RedeemStatusName | null]>([
    ['processing', 'approve', 'approved'],
    ['processing', 'reject', 'rejected'],
    ['approved', 'approve', null],
    ['approved', 'reject', null],
    ['rejected', 'reject', null],
    ['rejected', 'approve', null],
  ])('%s, %s → %s', (status, decision, next) => {
    expect(redeemTransition(status, decision)).toBe(next);
  });
});

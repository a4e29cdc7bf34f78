import { describe, expect, it } from 'vitest';
import { launchFailure, type LaunchRefusal } from './launch-failure';

const maintenance = (data: unknown): LaunchRefusal => ({
  code: 'vendor_under_maintenance',
  value: { content: { data } },
});

describe('launch failure (DESIGN.md launch errors)', () => {
  it.each<[string, LaunchRefusal | undefined, ReturnType<typeof launchFailure>]>([
    [
      'a vendor under maintenance shows its window',
      maintenance({ maintainTime: 1_700_000_000_000, endTime: 1_700_003_600_000 }),
      { kind: 'maintenance', start: 1_700_000_000_000, end: 1_700_003_600_000 },
    ],
    [
      'a maintenance without an end shows what it has',
      maintenance({ maintainTime: 5 }),
      { kind: 'maintenance', start: 5, end: undefined },
    ],
    [
      'a maintenance without a window still says maintenance',
      { code: 'vendor_under_maintenance' },
      { kind: 'maintenance', start: undefined, end: undefined },
    ],
    [
      'a maintenance with a detail of another shape still says maintenance',
      { code: 'vendor_under_maintenance', value: null },
      { kind: 'maintenance', start: undefined, end: undefined },
    ],
    [
      'a balance that cannot cover the game offers a deposit',
      { code: 'launch_game_balance_not_enough' },
      { kind: 'deposit' },
    ],
    ['a launch without a session asks for a login', { code: 'CUSTOMER_NOT_LOGIN' }, { kind: 'login' }],
    ['a trial account is asked for a real one', { code: 'in_need_true_account' }, { kind: 'login' }],
    ['an ended session shows its message', { code: 'user.or.token.invalid' }, { kind: 'message' }],
    ['any other refusal shows its message', { code: 'TOO_MANY_REQUESTS' }, { kind: 'message' }],
    ['codes are matched exactly', { code: 'customer_not_login' }, { kind: 'message' }],
    ['a failure that is not a refusal shows its message', undefined, { kind: 'message' }],
  ])('%s', (_case, refusal, failure) => {
    expect(launchFailure(refusal)).toEqual(failure);
  });
});

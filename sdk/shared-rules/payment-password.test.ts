import { describe, expect, it } from 'vitest';
import { paymentPasswordError } from './payment-password';

describe('payment password rule (six digits, nothing a thief guesses first)', () => {
  it.each([
    ['six digits nobody would guess first', '480913', null],
    ['a run that turns back is no run', '123454', null],
    ['digits one apart but not in order', '135790', null],
    ['a run up that wraps past 9 is not a run', '789012', null],
    ['five digits', '12345', 'format'],
    ['seven digits', '4809131', 'format'],
    ['a letter among the digits', '48a913', 'format'],
    ['spaces around the digits', ' 480913', 'format'],
    ['full-width digits', '４８０９１３', 'format'],
    ['empty', '', 'format'],
    ['one digit six times', '000000', 'trivial'],
    ['one digit six times, another', '777777', 'trivial'],
    ['a run up', '123456', 'trivial'],
    ['a run up from 0', '012345', 'trivial'],
    ['a run up to 9', '456789', 'trivial'],
    ['a run down', '654321', 'trivial'],
    ['a run down to 0', '543210', 'trivial'],
    ['a run down from 9', '987654', 'trivial'],
  ] as const)('%s: %s → %s', (_why, value, expected) => {
    expect(paymentPasswordError(value)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { PlatformError } from '../client/platform-error';
import { isUnboundNumber, unboundNumberChoices } from './unbound-number';

describe('unboundNumberChoices', () => {
  it.each([
    ['FIREBASECREATEACC3 on', { FIREBASECREATEACC3: true }, ['register', 'existing']],
    ['FIREBASECREATEACC3 off', { FIREBASECREATEACC3: false }, ['existing']],
    ['a brand without the flag', {}, ['existing']],
  ])('%s → %j', (_, flags, expected) => {
    expect(unboundNumberChoices(flags)).toEqual(expected);
  });
});

describe('isUnboundNumber', () => {
  it.each([
    [new PlatformError('bind_customer_required', 'No account uses this phone number', 400), true],
    [{ code: 'bind_customer_required' }, true],
    [new PlatformError('phone_token_invalid', 'no', 400), false],
    [new Error('bind_customer_required'), false],
    [undefined, false],
    ['bind_customer_required', false],
  ])('%o → %s', (error, expected) => {
    expect(isUnboundNumber(error)).toBe(expected);
  });
});

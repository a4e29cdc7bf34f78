import { describe, expect, it } from 'vitest';
import { PHONE_AUTH_CODES, phoneAuthCode } from './phone-auth';

describe('phoneAuthCode', () => {
  it.each(PHONE_AUTH_CODES)('keeps %s, which has a message of its own', (code) => {
    expect(phoneAuthCode({ code })).toBe(code);
  });

  it.each([
    { code: 'auth/network-request-failed' },
    { code: 42 },
    new Error('x'),
    null,
    undefined,
    'auth/quota-exceeded',
  ])('reads %j as auth/unknown', (error) => {
    expect(phoneAuthCode(error)).toBe('auth/unknown');
  });

  it('names the eleven messages of SPEC §8 (ten, the code ones in two)', () => {
    expect(PHONE_AUTH_CODES).toHaveLength(11);
  });
});

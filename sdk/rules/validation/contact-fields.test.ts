import { describe, expect, it } from 'vitest';
import { MOBILE_NUM_PATTERN } from '../../contract/schema';
import { loginSms } from '../../contract/endpoints/session';
import { passwordSms, resetByPhone } from '../../contract/endpoints/account';
import { emailError, mobileNumError } from './contact-fields';

describe('mobileNumError', () => {
  it.each([
    ['', 'validation.required'],
    ['123', 'validation.mobile'],
    ['1234', undefined],
    ['123456789012345', undefined],
    ['1234567890123456', 'validation.mobile'],
    ['+639171234567', 'validation.mobile'],
  ])('%j → %s', (value, key) => {
    expect(mobileNumError(value)?.key).toBe(key);
  });

  it('uses the pattern the platform checks the number against', () => {
    for (const endpoint of [loginSms, passwordSms, resetByPhone]) {
      const schema = endpoint.request as unknown as { properties: { mobileNum: { pattern: string } } };
      expect(schema.properties.mobileNum.pattern).toBe(MOBILE_NUM_PATTERN);
    }
  });
});

describe('emailError', () => {
  it.each([
    ['', { key: 'validation.required' }],
    ['   ', { key: 'validation.required' }],
    ['me@x', { key: 'validation.pattern.email', values: { range: '6-64' } }],
    ['me @example.com', { key: 'validation.pattern.email', values: { range: '6-64' } }],
    [' agent1@croupier.example ', undefined],
  ])('%j → %j', (value, error) => {
    expect(emailError(value)).toEqual(error);
  });
});

import { describe, expect, it } from 'vitest';
import { e164, fromE164 } from './phone-number';

describe('e164', () => {
  it.each([
    ['63', '9171234567', '+639171234567'],
    ['63', '09171234567', '+639171234567'],
    [' 66 ', ' 0812345678 ', '+66812345678'],
  ])('writes %s and %s as %s', (dialing, mobile, expected) => {
    expect(e164(dialing, mobile)).toBe(expected);
  });
});

describe('fromE164', () => {
  const codes = ['63', '66', '1', '1242'];
  it.each([
    ['+639171234567', { dialing: '63', mobile: '9171234567' }],
    ['+12425551234', { dialing: '1242', mobile: '5551234' }],
    ['+15551234567', { dialing: '1', mobile: '5551234567' }],
  ])('reads %s', (number, expected) => {
    expect(fromE164(number, codes)).toEqual(expected);
  });

  it.each(['639171234567', '+44201234567', '+63', '+63abc', ''])('reads no number from %j', (number) => {
    expect(fromE164(number, codes)).toBeUndefined();
  });

  it('is the inverse of e164 for a number without trunk zeros', () => {
    expect(fromE164(e164('66', '0812345678'), codes)).toEqual({ dialing: '66', mobile: '812345678' });
  });
});

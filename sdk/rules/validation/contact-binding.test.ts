import { describe, expect, it } from 'vitest';
import { validateEmailBind, validateMobileBind } from './contact-binding';
import { INVALID_EMAIL, INVALID_MOBILE } from './contact-fields';
import { REQUIRED } from './validate-field';

describe('validateMobileBind', () => {
  it.each([
    [
      'a valid number asks for nothing more to send a code',
      { mobileNum: '9171234567', smsCode: '' },
      'code',
      {},
    ],
    ['an empty number', { mobileNum: '', smsCode: '' }, 'code', { mobileNum: REQUIRED }],
    [
      'letters in the number',
      { mobileNum: '917abc4567', smsCode: '' },
      'code',
      { mobileNum: INVALID_MOBILE },
    ],
    ['too short a number', { mobileNum: '917', smsCode: '1' }, 'bind', { mobileNum: INVALID_MOBILE }],
    ['binding needs the code', { mobileNum: '9171234567', smsCode: '  ' }, 'bind', { smsCode: REQUIRED }],
    ['both right', { mobileNum: '9171234567', smsCode: '123456' }, 'bind', {}],
  ] as const)('%s', (_name, values, step, expected) => {
    expect(validateMobileBind(values, step)).toEqual(expected);
  });
});

describe('validateEmailBind', () => {
  it.each([
    ['a valid address', { email: ' me@example.org ', code: '' }, 'code', {}],
    ['an empty address', { email: '', code: '' }, 'code', { email: REQUIRED }],
    ['no domain dot', { email: 'me@example', code: '' }, 'code', { email: INVALID_EMAIL }],
    ['binding needs the code', { email: 'me@example.org', code: '' }, 'bind', { code: REQUIRED }],
    ['both right', { email: 'me@example.org', code: '654321' }, 'bind', {}],
  ] as const)('%s', (_name, values, step, expected) => {
    expect(validateEmailBind(values, step)).toEqual(expected);
  });
});

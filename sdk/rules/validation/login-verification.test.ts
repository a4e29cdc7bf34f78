import { describe, expect, it } from 'vitest';
import { loginProofBody, loginProofMethods, validateLoginProof } from './login-verification';

describe('loginProofMethods', () => {
  it("keeps the page's order and only what the account offers", () => {
    expect(loginProofMethods({ payeeName: true, sms: true, ga: true, email: true })).toEqual([
      'payeeName',
      'sms',
      'ga',
      'email',
    ]);
    expect(loginProofMethods({ email: true, ga: false, sms: true, payeeName: false })).toEqual([
      'sms',
      'email',
    ]);
    expect(loginProofMethods({ email: false, ga: false, sms: false, payeeName: false })).toEqual([]);
  });
});

describe('validateLoginProof', () => {
  it.each([
    ['payeeName', { payeeName: ' ' }, { payeeName: { key: 'validation.required' } }],
    ['email', {}, { email: { key: 'validation.required' } }],
    ['ga', { authCode: '' }, { authCode: { key: 'validation.required' } }],
    ['email', { email: 'a@b.c', payeeName: '' }, {}],
  ] as const)('%s %j', (method, values, errors) => {
    expect(validateLoginProof(method, values)).toEqual(errors);
  });

  it('sms: a number that looks like one and the code', () => {
    expect(validateLoginProof('sms', { mobileNum: '12', verificationCode: '' })).toEqual({
      mobileNum: expect.objectContaining({ key: expect.any(String) }),
      verificationCode: { key: 'validation.required' },
    });
    expect(validateLoginProof('sms', { mobileNum: '9171234567', verificationCode: '482913' })).toEqual({});
  });
});

describe('loginProofBody', () => {
  it("sends the method's letter and only its fields, trimmed", () => {
    const typed = {
      email: ' a@b.c ',
      payeeName: ' Ana Cruz ',
      mobileNum: ' 9171234567',
      verificationCode: '1 ',
    };
    expect(loginProofBody('email', typed)).toEqual({ method: 'E', email: 'a@b.c' });
    expect(loginProofBody('payeeName', typed)).toEqual({ method: 'P', payeeName: 'Ana Cruz' });
    expect(loginProofBody('sms', typed)).toEqual({
      method: 'S',
      mobileNum: '9171234567',
      verificationCode: '1',
    });
    expect(loginProofBody('ga', { authCode: '123456' })).toEqual({ method: 'G', authCode: '123456' });
  });
});

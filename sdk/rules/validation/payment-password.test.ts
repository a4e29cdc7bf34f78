import { describe, expect, it } from 'vitest';
import { REQUIRED } from './validate-field';
import { validatePaymentPassword } from './payment-password';

const form = (values: Partial<Parameters<typeof validatePaymentPassword>[0]>) => ({
  oldPassword: '',
  smsCode: '',
  newPassword: '482915',
  confirmPassword: '482915',
  ...values,
});

describe('validatePaymentPassword', () => {
  it.each([
    ['a first password', form({}), 'none', {}],
    ['a change with the current one', form({ oldPassword: '739201' }), 'old', {}],
    ['a change with an SMS code', form({ smsCode: '123456' }), 'sms', {}],
    ['a change without the current one', form({}), 'old', { oldPassword: REQUIRED }],
    ['a change without the code', form({ smsCode: '  ' }), 'sms', { smsCode: REQUIRED }],
    [
      'five digits',
      form({ newPassword: '48291', confirmPassword: '48291' }),
      'none',
      {
        newPassword: { key: 'security.paymentPassword.format' },
      },
    ],
    [
      'letters',
      form({ newPassword: '48a915', confirmPassword: '48a915' }),
      'none',
      {
        newPassword: { key: 'security.paymentPassword.format' },
      },
    ],
    [
      'a run',
      form({ newPassword: '123456', confirmPassword: '123456' }),
      'none',
      {
        newPassword: { key: 'security.paymentPassword.trivial' },
      },
    ],
    [
      'one digit six times',
      form({ newPassword: '000000', confirmPassword: '000000' }),
      'none',
      {
        newPassword: { key: 'security.paymentPassword.trivial' },
      },
    ],
    [
      'a confirmation that differs',
      form({ confirmPassword: '482916' }),
      'none',
      {
        confirmPassword: { key: 'validation.inconsistent' },
      },
    ],
    ['nothing typed', form({ newPassword: '', confirmPassword: '' }), 'none', { newPassword: REQUIRED }],
  ] as const)('%s', (_case, values, proof, errors) => {
    expect(validatePaymentPassword(values, proof)).toEqual(errors);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import type { PayoutAccounts, SecurityInfo } from '../../sdk/contract';
import { registerMember } from './members';
import { expectFailure, expectValid, startTestSandbox, type TestSandbox } from './harness';

/**
 * The member centre's security page (SPEC §2 securityCenter): the readout, the payment password,
 * the payout accounts. Attacks on them are in attack-security-centre.test.ts.
 */
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
});

const DEMO_MOBILE = '9171234567';
const CARD = '4111111111111111';
const OTHER_CARD = '5555555555554444';
/** Valid TRC20 addresses (Base58Check, version 0x41). */
const ADDRESS = 'TQjfBenDTAyFJsuEcX8AKkAnCVtwvPZs4x';
const USDT_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

const freshMember = () => registerMember(sandbox, 'guard');

const info = async (token: string) =>
  expectValid(
    contract.securityInfo,
    await sandbox.call(contract.securityInfo, {}, { token }),
  ) as SecurityInfo;
const setPaymentPassword = (token: string, input: Record<string, unknown>) =>
  sandbox.call(contract.paymentPasswordSet, input, { token });
const addBank = (token: string, cardNumber: string, paymentPassword?: string) =>
  sandbox.call(
    contract.payoutAccountAdd,
    { kind: 'bank', bankName: 'BDO', holderName: 'Juan Dela Cruz', cardNumber, paymentPassword },
    { token },
  );
const addUsdt = (token: string, address: string, paymentPassword?: string) =>
  sandbox.call(contract.payoutAccountAdd, { kind: 'usdt', address, paymentPassword }, { token });
const list = async (token: string) =>
  expectValid(
    contract.payoutAccounts,
    await sandbox.call(contract.payoutAccounts, {}, { token }),
  ) as PayoutAccounts;
const lastSms = async (mobile: string) =>
  (
    (await sandbox.request({ method: 'GET', url: `/sandbox/outbox/sms?mobile=${mobile}` })).body.value as {
      code: string;
      purpose: string;
    }[]
  )[0]!;

describe('the security readout', () => {
  it('shows the profile with the contacts masked and no payment password yet', async () => {
    const token = await sandbox.login();
    const value = await info(token);
    expect(value).toMatchObject({
      username: 'demomember',
      realName: null,
      vipLevel: 0,
      mobile: '+63 917****4567',
      email: 'm***@croupier.example',
      hasPaymentPassword: false,
      paymentPasswordLockedUntil: null,
    });
    expect(value.joinedAt).toBeLessThanOrEqual(Date.now());
    expect(JSON.stringify(value)).not.toContain(DEMO_MOBILE);
    expect(JSON.stringify(value)).not.toContain('member@croupier.example');
  });

  it('lists the last logins, newest first, with address and device, at most 10', async () => {
    for (let i = 1; i <= 11; i++)
      await sandbox.call(
        contract.login,
        { username: 'demomember', password: 'Demo2026', type: 'username' },
        {
          ip: `10.9.0.${i}`,
        },
      );
    const token = await sandbox.login();
    const { logins, lastLoginAt } = await info(token);
    expect(logins).toHaveLength(10);
    expect(logins[0]).toMatchObject({ ip: '127.0.0.1', device: 'web' });
    expect(logins.slice(1, 4).map((l) => l.ip)).toEqual(['10.9.0.11', '10.9.0.10', '10.9.0.9']);
    const times = logins.map((l) => l.at);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // The login before this session's, as loginInfo tells it.
    expect(lastLoginAt).toBe(logins[1]!.at);
  });

  it('has no mobile or email to show for a member who gave none', async () => {
    expect(await info(await freshMember())).toMatchObject({ mobile: null, email: null, logins: [] });
  });
});

describe('the payment password', () => {
  it('is set the first time with nothing else, and then shows as set', async () => {
    const token = await freshMember();
    const answer = await setPaymentPassword(token, { newPassword: '480913' });
    expect(expectValid(contract.paymentPasswordSet, answer)).toEqual({ hasPaymentPassword: true });
    expect((await info(token)).hasPaymentPassword).toBe(true);
  });

  it('is stored as a scrypt hash, never as typed', async () => {
    const token = await freshMember();
    await setPaymentPassword(token, { newPassword: '480913' });
    const rows = await sandbox.db.query<{ hash: string }>('select hash from payment_passwords');
    expect(rows.length).toBeGreaterThan(0);
    for (const { hash } of rows) {
      expect(hash).toMatch(/^scrypt\$/);
      expect(hash).not.toContain('480913');
    }
  });

  it('changes with the current one, after which the old one no longer works', async () => {
    const token = await freshMember();
    await setPaymentPassword(token, { newPassword: '480913' });
    expectValid(
      contract.paymentPasswordSet,
      await setPaymentPassword(token, { oldPassword: '480913', newPassword: '592046' }),
    );
    expectFailure(
      await setPaymentPassword(token, { oldPassword: '480913', newPassword: '703158' }),
      400,
      'payment_password_incorrect',
    );
    expectValid(
      contract.paymentPasswordSet,
      await setPaymentPassword(token, { oldPassword: '592046', newPassword: '703158' }),
    );
  });

  it('refuses a wrong current one, saying how many tries are left', async () => {
    const token = await freshMember();
    await setPaymentPassword(token, { newPassword: '480913' });
    const answer = await setPaymentPassword(token, { oldPassword: '111222', newPassword: '592046' });
    expectFailure(answer, 400, 'payment_password_incorrect');
    expect(answer.body.value).toMatchObject({ field: 'oldPassword', attemptsLeft: 4 });
  });

  it('refuses a change that brings no proof, and one that keeps the same password', async () => {
    const token = await freshMember();
    await setPaymentPassword(token, { newPassword: '480913' });
    const noProof = await setPaymentPassword(token, { newPassword: '592046' });
    expectFailure(noProof, 400, 'field_invalid');
    expect(noProof.body.value).toMatchObject({ field: 'oldPassword' });
    expectFailure(
      await setPaymentPassword(token, { oldPassword: '480913', newPassword: '480913' }),
      400,
      'field_invalid',
    );
  });

  it('changes with an SMS code sent to the bound mobile, without the old one', async () => {
    const token = await sandbox.login();
    await setPaymentPassword(token, { newPassword: '480913' });
    const sent = await sandbox.call(contract.paymentPasswordSms, {}, { token });
    expect(expectValid(contract.paymentPasswordSms, sent)).toMatchObject({ mobile: '+63 917****4567' });
    const sms = await lastSms(DEMO_MOBILE);
    expect(sms.purpose).toBe('payment_password');
    expectValid(
      contract.paymentPasswordSet,
      await setPaymentPassword(token, { smsCode: sms.code, newPassword: '592046' }),
    );
    // The code is spent, and the new password is the one that works.
    expectFailure(
      await setPaymentPassword(token, { smsCode: sms.code, newPassword: '703158' }),
      400,
      'sms_code_invalid',
    );
    expectValid(
      contract.paymentPasswordSet,
      await setPaymentPassword(token, { oldPassword: '592046', newPassword: '703158' }),
    );
  });

  it('refuses a code from another purpose', async () => {
    await sandbox.request({
      method: 'POST',
      url: '/sandbox/flags',
      payload: { modId: 'CHNGPASSVERIF3', enabled: true },
    });
    const token = await sandbox.login();
    await setPaymentPassword(token, { newPassword: '480913' });
    await sandbox.call(contract.passwordSms, { mobileNum: DEMO_MOBILE, countryDialingCode: '63' });
    const reset = await lastSms(DEMO_MOBILE);
    expect(reset.purpose).toBe('password');
    expectFailure(
      await setPaymentPassword(token, { smsCode: reset.code, newPassword: '592046' }),
      400,
      'sms_code_invalid',
    );
  });

  it('has no SMS way for a member without a bound mobile', async () => {
    const token = await freshMember();
    await setPaymentPassword(token, { newPassword: '480913' });
    expectFailure(await sandbox.call(contract.paymentPasswordSms, {}, { token }), 400, 'mobile_not_bound');
    expectFailure(
      await setPaymentPassword(token, { smsCode: '123456', newPassword: '592046' }),
      400,
      'mobile_not_bound',
    );
  });

  it.each([
    ['one digit repeated', '000000', 'payment_password_trivial'],
    ['a run up', '123456', 'payment_password_trivial'],
    ['a run down', '654321', 'payment_password_trivial'],
    ['five digits', '48091', 'payment_password_format'],
    ['a letter', '48a913', 'payment_password_format'],
  ])('refuses %s (%s)', async (_why, newPassword, code) => {
    const token = await freshMember();
    const answer = await setPaymentPassword(token, { newPassword });
    expectFailure(answer, 400, code);
    expect(answer.body.value).toMatchObject({ field: 'newPassword' });
    expect((await info(token)).hasPaymentPassword).toBe(false);
  });

  it('answers a retry of the same request like the first try, and no other request', async () => {
    const token = await freshMember();
    const first = { requestId: 'set-payment-1', newPassword: '480913' };
    expectValid(contract.paymentPasswordSet, await setPaymentPassword(token, first));
    expectValid(contract.paymentPasswordSet, await setPaymentPassword(token, first));
    expectFailure(
      await setPaymentPassword(token, { ...first, newPassword: '592046' }),
      409,
      'request_id_conflict',
    );
    // That retry was no change: the first password still works.
    expectValid(
      contract.paymentPasswordSet,
      await setPaymentPassword(token, { oldPassword: '480913', newPassword: '592046' }),
    );
  });

  it('travels sealed only: a plain body is refused', async () => {
    const token = await freshMember();
    const answer = await sandbox.request({
      method: 'POST',
      url: contract.paymentPasswordSet.path,
      headers: { authorization: token },
      payload: { newPassword: '480913' },
    });
    expectFailure(answer, 400, 'invalid_request');
    expect((await info(token)).hasPaymentPassword).toBe(false);
  });
});

describe('payout accounts', () => {
  /** A member with a payment password. */
  const payer = async () => {
    const token = await freshMember();
    await setPaymentPassword(token, { newPassword: '480913' });
    return token;
  };

  it('adds a bank card and a USDT address, and lists them masked, oldest first', async () => {
    const token = await payer();
    const afterBank = expectValid(
      contract.payoutAccountAdd,
      await addBank(token, CARD, '480913'),
    ) as PayoutAccounts;
    expect(afterBank.accounts).toHaveLength(1);
    const afterUsdt = expectValid(
      contract.payoutAccountAdd,
      await addUsdt(token, USDT_CONTRACT, '480913'),
    ) as PayoutAccounts;
    const listed = await list(token);
    expect(listed).toEqual(afterUsdt);
    expect(listed.max).toBe(5);
    expect(listed.accounts).toMatchObject([
      { kind: 'bank', bankName: 'BDO', holderName: 'Juan Dela Cruz', masked: '**** **** **** 1111' },
      { kind: 'usdt', bankName: null, holderName: null, masked: 'TR7N…Lj6t' },
    ]);
    expect(listed.accounts[0]!.id).not.toBe(listed.accounts[1]!.id);
    for (const answer of [afterBank, afterUsdt, listed, await info(token)]) {
      expect(JSON.stringify(answer)).not.toContain(CARD);
      expect(JSON.stringify(answer)).not.toContain('41111111');
      expect(JSON.stringify(answer)).not.toContain(USDT_CONTRACT);
    }
  });

  it('reads a card number grouped by spaces', async () => {
    const token = await payer();
    expectValid(contract.payoutAccountAdd, await addBank(token, '5555 5555 5555 4444', '480913'));
    expect((await list(token)).accounts[0]!.masked).toBe('**** **** **** 4444');
  });

  it.each([
    ['a card whose check digit is wrong', 'bank', '4111111111111112', 'payout_card_invalid', 'cardNumber'],
    ['a card too short', 'bank', '41111111111', 'payout_card_invalid', 'cardNumber'],
    [
      'an address whose checksum is wrong',
      'usdt',
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u',
      'payout_address_invalid',
      'address',
    ],
    ['a Bitcoin address', 'usdt', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'payout_address_invalid', 'address'],
  ])('refuses %s', async (_why, kind, number, code, field) => {
    const token = await payer();
    const answer =
      kind === 'bank' ? await addBank(token, number, '480913') : await addUsdt(token, number, '480913');
    expectFailure(answer, 400, code);
    expect(answer.body.value).toMatchObject({ field });
    expect((await list(token)).accounts).toEqual([]);
  });

  it('asks a member without a payment password to set one first', async () => {
    const token = await freshMember();
    expectFailure(await addBank(token, CARD), 403, 'payment_password_required');
    expectFailure(await addBank(token, CARD, '480913'), 403, 'payment_password_required');
  });

  it('needs the payment password, and the right one', async () => {
    const token = await payer();
    expectFailure(await addBank(token, CARD), 400, 'field_invalid');
    expectFailure(await addBank(token, CARD, '111222'), 400, 'payment_password_incorrect');
    expect((await list(token)).accounts).toEqual([]);
  });

  it('holds at most five: the sixth is refused', async () => {
    const token = await payer();
    for (const card of [CARD, OTHER_CARD, '4012888888881881', '378282246310005'])
      expectValid(contract.payoutAccountAdd, await addBank(token, card, '480913'));
    expectValid(contract.payoutAccountAdd, await addUsdt(token, ADDRESS, '480913'));
    const sixth = await addUsdt(token, USDT_CONTRACT, '480913');
    expectFailure(sixth, 409, 'payout_account_limit');
    expect(sixth.body.value).toMatchObject({ max: 5 });
    expect((await list(token)).accounts).toHaveLength(5);
  });

  it('refuses the same card or address twice, and takes it again once removed', async () => {
    const token = await payer();
    expectValid(contract.payoutAccountAdd, await addBank(token, CARD, '480913'));
    expectValid(contract.payoutAccountAdd, await addUsdt(token, ADDRESS, '480913'));
    expectFailure(await addBank(token, CARD, '480913'), 409, 'payout_account_duplicate');
    expectFailure(await addUsdt(token, ADDRESS, '480913'), 409, 'payout_account_duplicate');
    const [bank] = (await list(token)).accounts;
    await sandbox.call(contract.payoutAccountRemove, { id: bank!.id, paymentPassword: '480913' }, { token });
    expectValid(contract.payoutAccountAdd, await addBank(token, CARD, '480913'));
  });

  it('lets another member add the same card', async () => {
    const [one, two] = [await payer(), await payer()];
    expectValid(contract.payoutAccountAdd, await addBank(one, CARD, '480913'));
    expectValid(contract.payoutAccountAdd, await addBank(two, CARD, '480913'));
  });

  it('removes one with the payment password, and answers the list left', async () => {
    const token = await payer();
    await addBank(token, CARD, '480913');
    await addUsdt(token, ADDRESS, '480913');
    const [bank, usdt] = (await list(token)).accounts;
    expectFailure(
      await sandbox.call(
        contract.payoutAccountRemove,
        { id: bank!.id, paymentPassword: '111222' },
        { token },
      ),
      400,
      'payment_password_incorrect',
    );
    const left = expectValid(
      contract.payoutAccountRemove,
      await sandbox.call(
        contract.payoutAccountRemove,
        { id: bank!.id, paymentPassword: '480913' },
        { token },
      ),
    ) as PayoutAccounts;
    expect(left.accounts.map((a) => a.id)).toEqual([usdt!.id]);
    expect(await list(token)).toEqual(left);
  });

  it("answers another member's id like an unknown one, and leaves it alone", async () => {
    const [owner, other] = [await payer(), await payer()];
    await addBank(owner, CARD, '480913');
    const [theirs] = (await list(owner)).accounts;
    const foreign = await sandbox.call(
      contract.payoutAccountRemove,
      { id: theirs!.id, paymentPassword: '480913' },
      { token: other },
    );
    const unknown = await sandbox.call(
      contract.payoutAccountRemove,
      { id: 'pa_nothing_here', paymentPassword: '480913' },
      { token: other },
    );
    expectFailure(foreign, 404, 'not_found');
    expect(foreign.body).toEqual(unknown.body);
    expect((await list(owner)).accounts).toHaveLength(1);
  });
});

describe('who may use the security page', () => {
  const calls = [
    [contract.securityInfo, {}],
    [contract.paymentPasswordSet, { newPassword: '480913' }],
    [contract.paymentPasswordSms, {}],
    [contract.payoutAccounts, {}],
    [contract.payoutAccountAdd, { kind: 'usdt', address: ADDRESS, paymentPassword: '480913' }],
    [contract.payoutAccountRemove, { id: 'pa_x', paymentPassword: '480913' }],
  ] as const;

  it.each(calls.map(([endpoint, input]) => [endpoint.name, endpoint, input] as const))(
    '%s: refuses a trial account and a guest',
    async (_name, endpoint, input) => {
      const trial = await sandbox.login('demotrial');
      expectFailure(await sandbox.call(endpoint, input, { token: trial }), 403, 'in_need_true_account');
      expectFailure(await sandbox.call(endpoint, input), 401, 'CUSTOMER_NOT_LOGIN');
    },
  );
});

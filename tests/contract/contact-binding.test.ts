import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import type { SecurityInfo } from '../../sdk/contract';
import { expectFailure, expectValid, startTestSandbox, type TestSandbox } from './harness';
import { registerMember } from './members';

/**
 * Binding a mobile number and an email to an account (SPEC §2 securityCenter), as a member does
 * it and as an attacker would try: wrong, foreign, replayed and flooded codes, someone else's
 * contact, an account that already has one, a trial account, no session.
 */
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
});

const DIALING = '63';
/** demomember's number in the seed. */
const DEMO_MOBILE = '9171234567';
let numbers = 0;
const newNumber = () => `918${String(Date.now() % 1e5).padStart(5, '0')}${numbers++ % 100}`.slice(0, 10);

const member = () => registerMember(sandbox, 'bind');
const info = async (token: string) =>
  expectValid(
    contract.securityInfo,
    await sandbox.call(contract.securityInfo, {}, { token }),
  ) as SecurityInfo;

const sendSms = (token: string, mobileNum: string) =>
  sandbox.call(contract.mobileBindSms, { countryDialingCode: DIALING, mobileNum }, { token });
const bindMobile = (token: string, mobileNum: string, smsCode: string) =>
  sandbox.call(contract.mobileBind, { countryDialingCode: DIALING, mobileNum, smsCode }, { token });
const sendEmail = (token: string, email: string) =>
  sandbox.call(contract.emailBindCode, { email }, { token });
const bindEmail = (token: string, email: string, code: string) =>
  sandbox.call(contract.emailBind, { email, code }, { token });

const smsOutbox = async (mobile: string) =>
  (await sandbox.request({ method: 'GET', url: `/sandbox/outbox/sms?mobile=${mobile}` })).body.value as {
    code: string | null;
    purpose: string;
    body: string;
  }[];
const lastSmsCode = async (mobile: string) => (await smsOutbox(mobile))[0]!.code!;
const emailOutbox = async (address: string) =>
  (await sandbox.request({ method: 'GET', url: `/sandbox/outbox/email?address=${address}` })).body.value as {
    body: string;
  }[];
const lastEmailCode = async (address: string) =>
  /\b(\d{6})\b/.exec((await emailOutbox(address))[0]!.body)?.[1];

describe('binding a mobile number', () => {
  it('binds the number with the code sent to it, then shows it masked', async () => {
    const token = await member();
    expect((await info(token)).mobile).toBeNull();
    const number = newNumber();
    expectValid(contract.mobileBindSms, await sendSms(token, number));
    const code = await lastSmsCode(number);
    const bound = expectValid(contract.mobileBind, await bindMobile(token, number, code)) as {
      mobile: string;
    };
    expect(bound).toEqual({ mobile: `+63 ${number.slice(0, 3)}****${number.slice(-4)}` });
    expect((await info(token)).mobile).toBe(bound.mobile);
  });

  it('refuses a wrong code, a code sent to another number and a spent code, and binds nothing', async () => {
    const token = await member();
    const [mine, other] = [newNumber(), newNumber()];
    await sendSms(token, mine);
    await sendSms(token, other);
    const otherCode = await lastSmsCode(other);
    const wrong = String((Number(await lastSmsCode(mine)) + 1) % 1e6).padStart(6, '0');
    expectFailure(await bindMobile(token, mine, wrong), 400, 'sms_code_invalid');
    expectFailure(await bindMobile(token, mine, otherCode), 400, 'sms_code_invalid');
    expect((await info(token)).mobile).toBeNull();
    // The code is spent by the bind: replaying it on another account does nothing.
    expectValid(contract.mobileBind, await bindMobile(token, other, otherCode));
    const second = await member();
    expectFailure(await bindMobile(second, other, otherCode), 400, 'sms_code_invalid');
    expect((await info(second)).mobile).toBeNull();
  });

  it("sends a notice, not a code, to another account's number, with the same answer", async () => {
    const token = await member();
    const answer = await sendSms(token, DEMO_MOBILE);
    expect(answer.status).toBe(200);
    const [notice] = await smsOutbox(DEMO_MOBILE);
    expect(notice).toMatchObject({ code: null, purpose: 'bind_mobile' });
    expect(notice!.body).toMatch(/already has an account/);
    for (const guess of ['000000', '123456'])
      expectFailure(await bindMobile(token, DEMO_MOBILE, guess), 400, 'sms_code_invalid');
    expect((await info(token)).mobile).toBeNull();
  });

  it('keeps a bound number: an account that has one cannot send a code or bind another', async () => {
    const token = await sandbox.login();
    expectFailure(await sendSms(token, newNumber()), 409, 'contact_already_bound');
    expectFailure(await bindMobile(token, newNumber(), '123456'), 409, 'contact_already_bound');
    expect((await info(token)).mobile).toMatch(/^\+63 917\*{4}4567$/);
  });

  it('kills a code after five wrong guesses, even sent at once', async () => {
    const token = await member();
    const number = newNumber();
    await sendSms(token, number);
    const code = await lastSmsCode(number);
    const wrong = String((Number(code) + 1) % 1e6).padStart(6, '0');
    await Promise.all(Array.from({ length: 8 }, () => bindMobile(token, number, wrong)));
    expectFailure(await bindMobile(token, number, code), 400, 'sms_code_invalid');
  });

  it('limits how many codes one number gets', async () => {
    const token = await member();
    const number = newNumber();
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push((await sendSms(token, number)).status);
    expect(answers.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.slice(5)).toEqual([429, 429]);
  });
});

describe('binding an email', () => {
  it('binds the address with the code emailed to it, then shows it masked', async () => {
    const token = await member();
    const address = `bind${Date.now()}@example.org`;
    expectValid(contract.emailBindCode, await sendEmail(token, address));
    const code = await lastEmailCode(address);
    expect(code).toMatch(/^\d{6}$/);
    expectFailure(
      await bindEmail(token, address, '000000' === code ? '111111' : '000000'),
      400,
      'email_code_invalid',
    );
    expect(expectValid(contract.emailBind, await bindEmail(token, address, code!))).toEqual({
      email: 'b***@example.org',
    });
    expect((await info(token)).email).toBe('b***@example.org');
    expectFailure(await sendEmail(token, 'other@example.org'), 409, 'contact_already_bound');
    expectFailure(await bindEmail(token, address, code!), 409, 'contact_already_bound');
  });

  it("gets a notice, not a code, at another account's address; the code of one address binds no other", async () => {
    const token = await member();
    // demomember's address, in another case: still theirs.
    expect((await sendEmail(token, 'MEMBER@croupier.example')).status).toBe(200);
    expect(await lastEmailCode('member@croupier.example')).toBeUndefined();
    const mine = `mine${Date.now()}@example.org`;
    await sendEmail(token, mine);
    const code = await lastEmailCode(mine);
    expectFailure(await bindEmail(token, 'member@croupier.example', code!), 400, 'email_code_invalid');
    expect((await info(token)).email).toBeNull();
  });

  it('refuses malformed addresses, and floods of codes', async () => {
    const token = await member();
    for (const email of ['no-at.example.org', 'a b@example.org', 'x@nodot'])
      expect((await sendEmail(token, email)).status).toBe(400);
    const address = `flood${Date.now()}@example.org`;
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await sendEmail(token, address)).status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
  });
});

describe('who may bind', () => {
  it('refuses a trial account and a visitor without a session', async () => {
    const trial = await sandbox.login('demotrial');
    expectFailure(await sendSms(trial, newNumber()), 403, 'in_need_true_account');
    expectFailure(await sendEmail(trial, 'trial@example.org'), 403, 'in_need_true_account');
    const anonymous = await sandbox.call(contract.mobileBindSms, {
      countryDialingCode: DIALING,
      mobileNum: newNumber(),
    });
    expect(anonymous.status).toBe(401);
  });
});

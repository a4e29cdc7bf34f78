import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import { expectFailure, expectValid, startTestSandbox, type TestSandbox } from './harness';

/**
 * Attacks on SMS codes: guessing past the attempt limit (through a rollback), spraying numbers,
 * bombing one number from many addresses, and telling registered numbers from unknown ones.
 */
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
});

const DEMO = '9171234567';
let counter = 0;
/** A fresh, unregistered number and a fresh client address for each use. */
const freshNumber = () =>
  `93${String(Date.now() % 1e6).padStart(6, '0')}${String(counter++ % 100).padStart(2, '0')}`;
const freshIp = () => `10.${counter % 250}.${counter++ % 250}.${(counter * 7) % 250}`;

const lastCode = async (mobile: string) =>
  (
    (await sandbox.request({ method: 'GET', url: `/sandbox/outbox/sms?mobile=${mobile}` })).body.value as {
      code: string;
    }[]
  )[0]!.code;
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

/** Each path that spends a code: send one, guess five times wrong, then try the right one. */
const paths = {
  login: {
    send: (mobile: string, ip: string) =>
      sandbox.call(contract.loginSms, { mobileNum: mobile, countryDialingCode: '63' }, { ip }),
    spend: (mobile: string, code: string, ip: string) =>
      sandbox.call(
        contract.login,
        { username: mobile, password: code, type: 'sms', countryDialingCode: '63' },
        { ip },
      ),
    mobile: () => DEMO,
  },
  'phone reset': {
    send: (mobile: string, ip: string) =>
      sandbox.call(contract.passwordSms, { mobileNum: mobile, countryDialingCode: '63' }, { ip }),
    spend: (mobile: string, code: string, ip: string) =>
      sandbox.call(
        contract.resetByPhone,
        { mobileNum: mobile, countryDialingCode: '63', verificationCode: code, newPassword: 'Guess2026' },
        { ip },
      ),
    mobile: () => DEMO,
  },
  'mobile registration': {
    send: (mobile: string, ip: string) =>
      sandbox.call(contract.registerSms, { mobileNo: mobile, countryDialingCode: '63' }, { ip }),
    spend: (mobile: string, code: string, ip: string) =>
      sandbox.call(
        contract.registerMobile,
        {
          mobileNum: mobile,
          countryDialingCode: '63',
          verificationCode: code,
          password: 'Guess2026',
          confirmPassword: 'Guess2026',
          registerMethod: 'WEB',
          login: true,
          ageConfirmed: true,
        },
        { ip },
      ),
    mobile: freshNumber,
  },
};

describe('SMS codes under attack', () => {
  it.each(Object.entries(paths))(
    '%s: five wrong guesses kill the code, even where the request rolls back',
    async (_name, path) => {
      const mobile = path.mobile();
      expect((await path.send(mobile, freshIp())).status).toBe(200);
      const code = await lastCode(mobile);
      for (let i = 0; i < 5; i++) expect((await path.spend(mobile, wrong(code), freshIp())).status).toBe(400);
      expectFailure(await path.spend(mobile, code, freshIp()), 400, 'sms_code_invalid');
    },
  );

  it('counts guesses sent at once: twenty in parallel still leave the code dead', async () => {
    const path = paths.login;
    await path.send(DEMO, freshIp());
    const code = await lastCode(DEMO);
    await Promise.all(Array.from({ length: 20 }, () => path.spend(DEMO, wrong(code), freshIp())));
    expectFailure(await path.spend(DEMO, code, freshIp()), 400, 'sms_code_invalid');
  });

  it('a new code cancels the older one for that number and purpose', async () => {
    const path = paths.login;
    await path.send(DEMO, freshIp());
    const first = await lastCode(DEMO);
    await path.send(DEMO, freshIp());
    const second = await lastCode(DEMO);
    if (first !== second) expectFailure(await path.spend(DEMO, first, freshIp()), 400, 'sms_code_invalid');
    expectValid(contract.login, await path.spend(DEMO, second, freshIp()));
  });

  it('limits phone resets per address', async () => {
    const ip = freshIp();
    const answers = [];
    for (let i = 0; i < 30; i++)
      answers.push((await paths['phone reset'].spend(freshNumber(), '123456', ip)).status);
    expect(answers).toContain(429);
  });

  it('limits phone resets per number across addresses', async () => {
    const answers = [];
    for (let i = 0; i < 30; i++)
      answers.push((await paths['phone reset'].spend(DEMO, '123456', freshIp())).status);
    expect(answers).toContain(429);
  });

  it('caps the codes one number receives from all addresses together', async () => {
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push((await paths.login.send(DEMO, freshIp())).status);
    expect(answers.filter((s) => s === 200).length).toBeLessThanOrEqual(10);
    expect(answers).toContain(429);
  });
});

describe('mobile lookups do not tell registered numbers from unknown ones', () => {
  it.each([
    ['login code', paths.login.send],
    ['reset code', paths['phone reset'].send],
    ['registration code', paths['mobile registration'].send],
  ])('%s: the same answer for a registered and an unknown number', async (_name, send) => {
    const known = await send(DEMO, freshIp());
    const unknown = await send(freshNumber(), freshIp());
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
  });

  it.each([
    ['login', paths.login.spend],
    ['phone reset', paths['phone reset'].spend],
  ])('%s with an unknown number answers like a wrong code', async (_name, spend) => {
    const unknown = await spend(freshNumber(), '123456', freshIp());
    const known = await spend(DEMO, '123456', freshIp());
    expect(unknown.status).toBe(known.status);
    expect(unknown.body.errorCode).toBe(known.body.errorCode);
  });

  it('applies the address limit before looking the number up', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await paths.login.send(freshNumber(), ip);
    expectFailure(await paths.login.send(DEMO, ip), 429, 'TOO_MANY_REQUESTS');
    expectFailure(await paths.login.send(freshNumber(), ip), 429, 'TOO_MANY_REQUESTS');
  });
});

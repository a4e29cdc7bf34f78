import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import type { LoginResult, LoginInfo } from '../../sdk/contract';
import { expectFailure, expectValid, startTestSandbox, type TestSandbox } from './harness';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
});

const flag = (modId: string, enabled: boolean) =>
  sandbox.request({ method: 'POST', url: '/sandbox/flags', payload: { modId, enabled } });
const lastSms = async (mobile: string) => {
  const answer = await sandbox.request({ method: 'GET', url: `/sandbox/outbox/sms?mobile=${mobile}` });
  return (answer.body.value as { code: string | null; purpose: string; body: string }[])[0]!;
};
const captcha = async (key: string) => {
  await sandbox.call(contract.captcha, { key });
  return (
    (await sandbox.request({ method: 'GET', url: `/sandbox/captcha?key=${key}` })).body.value as {
      answer: string;
    }
  ).answer;
};
let counter = 0;
const unique = () => `${Date.now() % 100000}${counter++}`.padStart(7, '0');

describe('registration by username', () => {
  const base = async (overrides: Record<string, unknown> = {}) => {
    const key = `reg-key-${unique()}-abcdefgh`;
    return {
      username: `player${unique()}`,
      password: 'Good2026',
      confirmPassword: 'Good2026',
      captcha: await captcha(key),
      captchaKey: key,
      registerMethod: 'WEB',
      login: true,
      ageConfirmed: true,
      ...overrides,
    };
  };

  it('creates the member, logs them in and credits nothing it should not', async () => {
    const form = await base({ email: 'new@croupier.example' });
    const result = expectValid(contract.register, await sandbox.call(contract.register, form)) as LoginResult;
    expect(result).toMatchObject({ userName: form.username, accountType: 0, firstTimeLogin: true });
    const balance = await sandbox.call(contract.balance, {}, { token: result.token });
    expect((balance.body.value as { sumBalance: number }).sumBalance).toBe(0);
  });

  it.each([
    ['a username starting with a digit', { username: '1player' }, 'field_invalid', 'username'],
    ['a short password', { password: 'ab1', confirmPassword: 'ab1' }, 'field_invalid', 'password'],
    ['a confirmation that differs', { confirmPassword: 'Other2026' }, 'password_mismatch', 'confirmPassword'],
    ['a bad email', { email: 'nope' }, 'field_invalid', 'email'],
    ['an unknown affiliate code', { affiliateCode: 'NOBODY' }, 'invitation_code_error', 'affiliateCode'],
    ['a wrong captcha', { captcha: 'QQQQ' }, 'captcha_invalid', 'captcha'],
    ['no confirmation of age', { ageConfirmed: undefined }, 'age_confirmation_required', 'ageConfirmed'],
  ])('refuses %s and creates nothing', async (_name, overrides, code, field) => {
    const form = await base(overrides);
    const answer = await sandbox.call(contract.register, form);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.body).toMatchObject({ errorCode: code, value: expect.objectContaining({ field }) });
    expectFailure(
      await sandbox.call(contract.login, {
        username: String(form.username),
        password: 'Good2026',
        type: 'username',
      }),
      401,
      'login_failed',
    );
  });

  it('refuses a username that exists, whatever its case', async () => {
    const first = await base();
    expectValid(contract.register, await sandbox.call(contract.register, first));
    expectFailure(
      await sandbox.call(contract.register, await base({ username: String(first.username).toUpperCase() })),
      409,
      'username_taken',
    );
  });

  it('attaches the player to the agent whose affiliate code they used', async () => {
    expect(
      (await sandbox.call(contract.affiliateCheck, { code: 'agent1', domain: 'localhost' })).body.value,
    ).toBe(true);
    expect(
      (await sandbox.call(contract.affiliateCheck, { code: 'NOPE', domain: 'localhost' })).body.value,
    ).toBe(false);
    const result = expectValid(
      contract.register,
      await sandbox.call(contract.register, await base({ affiliateCode: 'AGENT1' })),
    ) as LoginResult;
    const info = await sandbox.call(contract.memberInfo, {}, { token: result.token });
    expect((info.body.value as { toUpline: boolean }).toUpline).toBe(true);
  });

  it('follows a rule changed in the sandbox', async () => {
    await sandbox.request({
      method: 'POST',
      url: '/sandbox/register-rules',
      payload: { registerType: 'username', field: 'email', required: true },
    });
    const rules = (await sandbox.call(contract.registerSettings, { registerType: 'username' })).body
      .value as Record<string, { required: boolean }>;
    expect(rules.email?.required).toBe(true);
    const answer = await sandbox.call(contract.register, await base());
    expect(answer.body).toMatchObject({ errorCode: 'field_invalid', value: { field: 'email' } });
  });

  it('asks for a verified mobile when REGMOBVERF3 is on', async () => {
    await flag('REGMOBVERF3', true);
    const mobile = `91${unique()}`;
    expectValid(
      contract.registerSmsUsername,
      await sandbox.call(contract.registerSmsUsername, { mobileNo: mobile, countryDialingCode: '63' }),
    );
    const { code } = await lastSms(mobile);
    expectFailure(
      await sandbox.call(
        contract.register,
        await base({
          mobileNum: mobile,
          countryDialingCode: '63',
          verificationCode: '000000' === code ? '111111' : '000000',
        }),
      ),
      400,
      'sms_code_invalid',
    );
    expectValid(
      contract.register,
      await sandbox.call(
        contract.register,
        await base({ mobileNum: mobile, countryDialingCode: '63', verificationCode: code }),
      ),
    );
  });

  it('is closed when USERNAMEREG3 is off', async () => {
    await flag('USERNAMEREG3', false);
    expectFailure(await sandbox.call(contract.register, await base()), 403, 'feature_disabled');
  });
});

describe("the brand's country", () => {
  const home = (value: string) =>
    sandbox.request({ method: 'POST', url: '/sandbox/settings', payload: { key: 'homeCountry', value } });
  afterAll(() => home('PH'));

  it('comes first in the country answer, and a number sent without a code is read in it', async () => {
    expect((await home('VN')).status).toBe(200);
    const info = expectValid(contract.countries, await sandbox.call(contract.countries, {})) as {
      countryCode: string;
      countryDialingCode: string;
      countries: { countryCode: string }[];
    };
    expect([info.countryCode, info.countryDialingCode, info.countries[0]?.countryCode]).toEqual([
      'VN',
      '84',
      'VN',
    ]);

    const mobile = `93${unique()}`;
    await sandbox.call(contract.registerSms, { mobileNo: mobile, countryDialingCode: '84' });
    const { code } = await lastSms(mobile);
    const registered = expectValid(
      contract.registerMobile,
      await sandbox.call(contract.registerMobile, {
        mobileNum: mobile,
        verificationCode: code,
        password: 'Good2026',
        confirmPassword: 'Good2026',
        registerMethod: 'WEB',
        login: true,
        ageConfirmed: true,
      }),
    ) as LoginResult;
    expect(registered.userName).toBe(`m84${mobile}`);
  });

  it('is one of the listed countries', async () => {
    const refused = await home('XX');
    expect(refused.status).toBe(400);
    expect((await sandbox.call(contract.countries, {})).body.value).toMatchObject({ countryCode: 'PH' });
  });
});

describe('registration by mobile', () => {
  it('sends a code that registers the number once, and logs in by SMS afterwards', async () => {
    const mobile = `92${unique()}`;
    const sent = expectValid(
      contract.registerSms,
      await sandbox.call(contract.registerSms, { mobileNo: mobile, countryDialingCode: '63' }),
    ) as { expiredMinutes: number };
    expect(sent.expiredMinutes).toBe(1);
    const { code, purpose } = await lastSms(mobile);
    expect(purpose).toBe('register');
    const form = {
      mobileNum: mobile,
      countryDialingCode: '63',
      verificationCode: code,
      password: 'Good2026',
      confirmPassword: 'Good2026',
      registerMethod: 'WEB',
      login: true,
      ageConfirmed: true,
    };
    const result = expectValid(
      contract.registerMobile,
      await sandbox.call(contract.registerMobile, form),
    ) as LoginResult;
    expect(result.userName).toBe(`m63${mobile}`);
    // The code is spent: the same form cannot register twice.
    expectFailure(await sandbox.call(contract.registerMobile, form), 400, 'sms_code_invalid');
    // Asking again answers as for any number, and the phone gets a notice instead of a code.
    expectValid(
      contract.registerSms,
      await sandbox.call(contract.registerSms, { mobileNo: mobile, countryDialingCode: '63' }),
    );
    const notice = await lastSms(mobile);
    expect(notice.code).toBeNull();
    expect(notice.body).toMatch(/already has an account/);

    expectValid(
      contract.loginSms,
      await sandbox.call(contract.loginSms, { mobileNum: mobile, countryDialingCode: '63' }),
    );
    const login = await lastSms(mobile);
    expect(login.purpose).toBe('login');
    expectFailure(
      await sandbox.call(contract.login, {
        username: mobile,
        password: '999999' === login.code ? '888888' : '999999',
        type: 'sms',
        countryDialingCode: '63',
      }),
      400,
      'sms_code_invalid',
    );
    expectValid(
      contract.login,
      await sandbox.call(contract.login, {
        username: mobile,
        password: login.code,
        type: 'sms',
        countryDialingCode: '63',
      }),
    );
    expectFailure(
      await sandbox.call(contract.login, {
        username: mobile,
        password: login.code,
        type: 'sms',
        countryDialingCode: '63',
      }),
      400,
      'sms_code_invalid',
    );
  });

  it('throttles codes per number and address, and an SMS code dies after five wrong guesses', async () => {
    const mobile = '9171234567';
    for (let i = 0; i < 5; i++)
      expectValid(
        contract.loginSms,
        await sandbox.call(contract.loginSms, { mobileNum: mobile, countryDialingCode: '63' }),
      );
    expectFailure(
      await sandbox.call(contract.loginSms, { mobileNum: mobile, countryDialingCode: '63' }),
      429,
      'TOO_MANY_REQUESTS',
    );
    const { code } = await lastSms(mobile);
    for (let i = 0; i < 5; i++)
      await sandbox.call(contract.login, {
        username: mobile,
        password: '000001',
        type: 'sms',
        countryDialingCode: '63',
      });
    expectFailure(
      await sandbox.call(contract.login, {
        username: mobile,
        password: code,
        type: 'sms',
        countryDialingCode: '63',
      }),
      400,
      'sms_code_invalid',
    );
  });

  it('refuses SMS login when MOBILEVERCODELOGIN3 is off, and sends nothing to unknown numbers', async () => {
    expectValid(
      contract.loginSms,
      await sandbox.call(contract.loginSms, { mobileNum: '9000000001', countryDialingCode: '63' }),
    );
    const outbox = await sandbox.request({ method: 'GET', url: '/sandbox/outbox/sms?mobile=9000000001' });
    expect(outbox.body.value).toEqual([]);
    await flag('MOBILEVERCODELOGIN3', false);
    expectFailure(
      await sandbox.call(contract.loginSms, { mobileNum: '9171234567', countryDialingCode: '63' }),
      403,
      'feature_disabled',
    );
  });
});

describe('passwords', () => {
  it('changes a password, ends the other sessions, and the old one stops working', async () => {
    const other = await sandbox.login('agenttwo');
    const token = await sandbox.login('agenttwo');
    expectFailure(
      await sandbox.call(
        contract.changePassword,
        { oldPassword: 'wrong', newPassword: 'Next2026', confirmNewPassword: 'Next2026' },
        { token },
      ),
      400,
      'password_incorrect',
    );
    expectFailure(
      await sandbox.call(
        contract.changePassword,
        { oldPassword: 'Demo2026', newPassword: 'abc123456', confirmNewPassword: 'abc123456' },
        { token },
      ),
      400,
      'field_invalid',
    );
    expectFailure(
      await sandbox.call(
        contract.changePassword,
        { oldPassword: 'Demo2026', newPassword: 'Next2026', confirmNewPassword: 'Nexx2026' },
        { token },
      ),
      400,
      'password_mismatch',
    );
    expectValid(
      contract.changePassword,
      await sandbox.call(
        contract.changePassword,
        { oldPassword: 'Demo2026', newPassword: 'Next2026', confirmNewPassword: 'Next2026' },
        { token },
      ),
    );
    expectValid(contract.memberInfo, await sandbox.call(contract.memberInfo, {}, { token }));
    expectFailure(
      await sandbox.call(contract.memberInfo, {}, { token: other }),
      401,
      'user.or.token.invalid',
    );
    expectFailure(
      await sandbox.call(contract.login, { username: 'agenttwo', password: 'Demo2026', type: 'username' }),
      401,
      'login_failed',
    );
    await sandbox.login('agenttwo', 'Next2026');
  });

  it('emails a single-use reset link that changes nothing until it is used', async () => {
    const outbox = async () =>
      (await sandbox.request({ method: 'GET', url: '/sandbox/outbox/email?address=agent1@croupier.example' }))
        .body.value as { body: string }[];
    const before = (await outbox()).length;
    // A wrong address answers like a right one, and sends nothing.
    expectValid(
      contract.forgotByEmail,
      await sandbox.call(contract.forgotByEmail, { username: 'agentone', email: 'someone@else.example' }),
    );
    expectValid(
      contract.forgotByEmail,
      await sandbox.call(contract.forgotByEmail, {
        username: 'nobody-here',
        email: 'AGENT1@croupier.example',
      }),
    );
    expect(await outbox()).toHaveLength(before);
    expectValid(
      contract.forgotByEmail,
      await sandbox.call(contract.forgotByEmail, { username: 'agentone', email: 'AGENT1@croupier.example' }),
    );
    const mail = (await outbox())[0]!;
    const token = /#reset-password=([A-Za-z0-9_-]+)/.exec(mail.body)![1]!;
    // Nothing changed yet: the old password still logs in.
    await sandbox.login('agentone');
    const reset = { token, newPassword: 'Linked2026', confirmNewPassword: 'Linked2026' };
    expect(
      (
        expectValid(contract.resetByEmailLink, await sandbox.call(contract.resetByEmailLink, reset)) as {
          userName: string;
        }
      ).userName,
    ).toBe('agentone');
    await sandbox.login('agentone', 'Linked2026');
    expectFailure(
      await sandbox.call(contract.resetByEmailLink, {
        ...reset,
        newPassword: 'Again2026',
        confirmNewPassword: 'Again2026',
      }),
      400,
      'reset_link_invalid',
    );
  });

  it('resets by phone with an SMS code, only with CHNGPASSVERIF3', async () => {
    expectValid(
      contract.passwordSms,
      await sandbox.call(contract.passwordSms, { mobileNum: '9171234567', countryDialingCode: '63' }),
    );
    const { code, purpose } = await lastSms('9171234567');
    expect(purpose).toBe('password');
    const reset = expectValid(
      contract.resetByPhone,
      await sandbox.call(contract.resetByPhone, {
        mobileNum: '9171234567',
        countryDialingCode: '63',
        verificationCode: code,
        newPassword: 'Phone2026',
      }),
    ) as { userName: string };
    expect(reset.userName).toBe('demomember');
    await sandbox.login('demomember', 'Phone2026');
    await flag('CHNGPASSVERIF3', false);
    expectFailure(
      await sandbox.call(contract.passwordSms, { mobileNum: '9171234567', countryDialingCode: '63' }),
      403,
      'feature_disabled',
    );
  });

  it('reports the weak default and an expired password as changes due', async () => {
    const weak = await sandbox.login('demoweak', 'abc123456');
    expect(
      (
        expectValid(
          contract.loginInfo,
          await sandbox.call(contract.loginInfo, {}, { token: weak }),
        ) as LoginInfo
      ).changePasswordRequired,
    ).toBe(true);
    await sandbox.request({ method: 'POST', url: '/sandbox/accounts/agent42/expire-password' });
    const expired = expectValid(
      contract.login,
      await sandbox.call(contract.login, { username: 'agent42', password: 'Demo2026', type: 'username' }),
    ) as LoginResult;
    expect(expired.passwordExpired).toBe(true);
  });
});

describe('free play, first login, staff accounts', () => {
  it('creates a trial account (type 4) with play money', async () => {
    const result = expectValid(
      contract.loginFreeplay,
      await sandbox.call(contract.loginFreeplay, {}),
    ) as LoginResult;
    expect(result.accountType).toBe(4);
    expect(result.userName).toMatch(/^guest_/);
    const balance = await sandbox.call(contract.balance, {}, { token: result.token });
    expect((balance.body.value as { sumBalance: number }).sumBalance).toBe(2000);
    await flag('FREEPLAY3', false);
    expectFailure(await sandbox.call(contract.loginFreeplay, {}), 403, 'feature_disabled');
  });

  it('records the first login once', async () => {
    const first = expectValid(
      contract.login,
      await sandbox.call(contract.login, { username: 'demoweak', password: 'abc123456', type: 'username' }),
    ) as LoginResult;
    expect(first.firstTimeLogin).toBe(true);
    expectValid(contract.firstLogin, await sandbox.call(contract.firstLogin, {}, { token: first.token }));
    const second = expectValid(
      contract.login,
      await sandbox.call(contract.login, { username: 'demoweak', password: 'abc123456', type: 'username' }),
    ) as LoginResult;
    expect(second.firstTimeLogin).toBe(false);
  });

  it('refuses a back-office account at the member portal', async () => {
    expectFailure(
      await sandbox.call(contract.login, { username: 'opsadmin', password: 'Demo2026', type: 'username' }),
      403,
      'member_no_enter',
    );
  });

  it('gives the member an avatar', async () => {
    const token = await sandbox.login('agent41');
    const { icon } = expectValid(
      contract.memberIcon,
      await sandbox.call(contract.memberIcon, {}, { token }),
    ) as { icon: string };
    expect((await sandbox.app.inject({ url: `/cdn/a/${icon}` })).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../harness';
import { sealForTest } from '../seal';
import { realClient } from './real-client';
import { contract } from '../../../sdk/contract/table';

/**
 * Conformance with the real platform's wire, one test per observed call: the request as the real
 * page sends it, the answer checked for every field the page reads. File and line cite
 * GoPoint9/point docs/ncz-web-pgpc/source-code/PGPC (C = componetns/chunk-web-view.a286710c.js,
 * I = index.js) and encrypt.js (asifbadda/go444), as PLATFORM-WIRE.md collects them.
 */
let sandbox: TestSandbox;
let page: ReturnType<typeof realClient>;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  page = realClient(sandbox);
});
afterAll(() => sandbox.close());

describe('GET /wps/session/key/rsa (encrypt.js reRsaV2; C 2626–2656)', () => {
  it('answers the modulus as bare hex text, which the page uses as is', async () => {
    const answer = await page.modulus();
    expect(answer.statusCode).toBe(200);
    // responseText goes to RSAKeyPair untrimmed: nothing but hex digits, 1024 bits (setMaxDigits(130)).
    expect(answer.body).toMatch(/^[0-9a-f]{256}$/);
    expect(BigInt(`0x${answer.body}`) >> 1023n).toBe(1n);
  });
});

describe('POST enc /wps/session/login (C 2699–2727, 2575–2590; LoginForm.js 698)', () => {
  it('opens a DES body under an RSA-wrapped call key and answers the token in the envelope', async () => {
    const modulus = (await page.modulus()).body;
    const sealed = sealForTest(modulus, {
      username: 'demomember',
      password: 'Demo2026',
      type: 'username',
      loginDeviceId: '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0',
    });
    const answer = await page.send(
      'POST',
      '/wps/session/login',
      { value: sealed.value },
      {
        encryption: sealed.header,
      },
    );
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as { success: boolean; value: { token: string } };
    expect(body.success).toBe(true);
    // The page keeps value.token in sessionStorage and sends it raw as Authorization.
    expect(body.value.token).toMatch(/^\S{32,}$/);
    const info = await page.get('/wps/member/info', body.value.token);
    expect(info.statusCode).toBe(200);
    // I 10680–10700 reads id, account, nickname, type.
    expect((info.json() as { value: object }).value).toMatchObject({
      account: 'demomember',
      type: expect.any(Number),
    });
    // C 3788: the unread count is the value itself, a number.
    const unread = await page.get('/wps/relay/CSP_unreadCount', body.value.token);
    expect((unread.json() as { value: unknown }).value).toEqual(expect.any(Number));
  });

  it('refuses a body it cannot open with success: false and an errorCode, never a 500', async () => {
    const answer = await page.send('POST', '/wps/session/login', { value: 'AAAA' }, { encryption: 'abcd' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, errorCode: 'decrypt_failed' });
  });
});

describe('POST /wps/session/login/freeplay (I 10850–10860; not sealed in either API table)', () => {
  it('takes the plain empty body the page sends and logs a trial account in', async () => {
    const answer = await page.send('POST', '/wps/session/login/freeplay', {});
    expect(answer.statusCode).toBe(200);
    expect((answer.json() as { value: { token: string } }).value.token).toMatch(/^\S{32,}$/);
  });
});

describe('GET /wps/system/status (I 10953, 11044 getWhitelabelVal; C 3575 V, 2898–2910)', () => {
  it('sends the whitelabel tree as one root node with "1"/"0", the HOMEPAGE-style groups as its children', async () => {
    const answer = await page.get('/wps/system/status?url=localhost%3A8080');
    expect(answer.statusCode).toBe(200);
    const { value } = answer.json() as {
      value: { info: { whitelabel: Node; merchantCode: string }; maintenance: boolean };
    };
    type Node = { modId: string; enabled: string; childrenNodes: Node[] };
    const root = value.info.whitelabel;
    expect(Array.isArray(root)).toBe(false);
    // The page's flattening: n[modId] = "1" === enabled, then every child, recursively.
    const flags: Record<string, boolean> = {};
    const walk = (node: Node) => {
      expect(['1', '0']).toContain(node.enabled);
      flags[node.modId] = node.enabled === '1';
      node.childrenNodes.forEach(walk);
    };
    walk(root);
    for (const flag of ['DIRECTREG3', 'USERNAMEREG3', 'MOBILENUMREG3', 'FREEPLAY3', 'CHNGPASSVERIF3'])
      expect(flags).toHaveProperty(flag);
    // The page stores each child of the root under its modId (C 2898–2901).
    expect(root.childrenNodes.every((child) => typeof child.modId === 'string')).toBe(true);
  });
});

describe('GET /wps/system/whitelabel (I 434)', () => {
  it('answers the same root node', async () => {
    const answer = await page.get('/wps/system/whitelabel');
    const { value } = answer.json() as {
      value: { modId: string; enabled: string; childrenNodes: unknown[] };
    };
    expect(value).toMatchObject({ enabled: '1', childrenNodes: expect.any(Array) });
  });
});

describe('GET /wps/system/country (C 1600, 26029–26057, 19408–19452)', () => {
  it("answers one object: the brand's country and currency, and every country under countries", async () => {
    const answer = await page.get('/wps/system/country');
    expect(answer.statusCode).toBe(200);
    const { value } = answer.json() as {
      value: {
        countryCode: string;
        countryDialingCode: string;
        currency: string;
        currencySymbol: string;
        countries: { countryCode: string; countryDialingCode: string }[];
      };
    };
    // The page stores currency and currencySymbol, and preselects this code in its mobile fields.
    expect(value).toMatchObject({
      countryCode: 'PH',
      countryDialingCode: '63',
      currency: expect.any(String),
      currencySymbol: expect.any(String),
    });
    // Its picker finds a country by countryDialingCode and shows countryCode's flag.
    expect(value.countries.find((c) => c.countryDialingCode === '84')?.countryCode).toBe('VN');
  });
});

describe('GET /wps/member/info/funds/consolidated (I 11807–11830; C 5165–5185, 26740–26753; Notice.js 42–169)', () => {
  it('answers each contract kind as a map of offers the page lists, empty where none wait', async () => {
    const token = await sandbox.login('agent41');
    const answer = await page.get('/wps/member/info/funds/consolidated', token);
    expect(answer.statusCode).toBe(200);
    const { value } = answer.json() as { value: Record<string, unknown> };
    // The page keeps the four (and the newer divtypecompperiodreq) and shows its contract notice
    // when any is not lodash-empty: numbers would always read as empty.
    for (const flag of [
      'dailysalreqtype',
      'divtypereq',
      'divtypecompperiodreq',
      'contracthoursalreq',
      'realtimesalreqtype',
    ])
      expect(value[flag], flag).toEqual(expect.any(Object));
    // Without a session the page's call is refused as the session-ending code it knows.
    const guest = await page.get('/wps/member/info/funds/consolidated');
    expect(guest.json()).toMatchObject({ success: false, errorCode: 'CUSTOMER_NOT_LOGIN' });
  });
});

describe('GET /wps/captcha (C 1574–1575, 1999 withCredentials; LoginForm.js)', () => {
  /** The page's captcha: no parameters, the image in the envelope, the answer kept on the cookie session. */
  const draw = async (cookie?: string) => {
    const answer = await page.get('/wps/captcha', undefined, cookie ? { cookie } : {});
    expect(answer.statusCode).toBe(200);
    expect(
      Buffer.from((answer.json() as { value: string }).value, 'base64')
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    const latest = await sandbox.request({ method: 'GET', url: '/sandbox/captcha' });
    return {
      answer: (latest.body.value as { answer: string }).answer,
      setCookie: answer.headers['set-cookie'],
    };
  };
  const loginWith = async (captcha: string, cookie?: string) => {
    const sealed = sealForTest((await page.modulus()).body, {
      username: 'agentone',
      password: 'Demo2026',
      type: 'username',
      captcha,
      loginDeviceId: '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0',
    });
    const headers: Record<string, string> = { encryption: sealed.header, ...(cookie ? { cookie } : {}) };
    return (await page.send('POST', '/wps/session/login', { value: sealed.value }, headers)).json() as {
      success: boolean;
      errorCode?: string;
    };
  };

  /** Three wrong passwords: from then on every login of the account needs a captcha. */
  const demandCaptcha = async () => {
    for (let i = 0; i < 3; i++) {
      const sealed = sealForTest((await page.modulus()).body, {
        username: 'agentone',
        password: `no-${i}`,
        type: 'username',
      });
      await page.send('POST', '/wps/session/login', { value: sealed.value }, { encryption: sealed.header });
    }
  };

  it('keeps the answer on the cookie it sets, and lets the login that carries that cookie in, once', async () => {
    await demandCaptcha();
    const first = await draw();
    const cookie = String(first.setCookie).split(';')[0]!;
    expect(cookie).toMatch(/^WPSSESSION=[\w-]{24}$/);
    expect(String(first.setCookie)).toMatch(/HttpOnly/);
    // Without the cookie, or with another browser's, the right answer opens nothing.
    expect(await loginWith(first.answer)).toMatchObject({ success: false, errorCode: 'captcha_invalid' });
    const other = await draw();
    const otherCookie = String(other.setCookie).split(';')[0]!;
    expect(await loginWith(first.answer, otherCookie)).toMatchObject({
      success: false,
      errorCode: 'captcha_invalid',
    });
    // A browser that already has the cookie keeps it: a new image replaces the old on the same session.
    const redrawn = await draw(cookie);
    expect(redrawn.setCookie).toBeUndefined();
    expect(await loginWith(redrawn.answer, cookie)).toMatchObject({ success: true });
    // Spent by that login: the same answer on the same cookie is refused.
    await demandCaptcha();
    expect(await loginWith(redrawn.answer, cookie)).toMatchObject({
      success: false,
      errorCode: 'captcha_invalid',
    });
  });
});

describe('PUT enc /wps/member/register (C 2575–2590; RegisterForm.js 1876)', () => {
  it("registers with the cookie session's captcha, the page's device id and no captcha key", async () => {
    const drawn = await page.get('/wps/captcha');
    const cookie = String(drawn.headers['set-cookie']).split(';')[0]!;
    const latest = await sandbox.request({ method: 'GET', url: '/sandbox/captcha' });
    const username = `wire${Date.now() % 1_000_000}`;
    const sealed = sealForTest((await page.modulus()).body, {
      username,
      password: 'Good2026',
      confirmPassword: 'Good2026',
      captcha: (latest.body.value as { answer: string }).answer,
      registerMethod: 'WEB',
      login: true,
      loginDeviceId: '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0',
      // Ours, not the page's: SPEC §5's age agreement (PLATFORM-WIRE.md call 13, "differs").
      ageConfirmed: true,
    });
    const answer = await page.send(
      'PUT',
      '/wps/member/register',
      { value: sealed.value },
      { encryption: sealed.header, cookie },
    );
    expect(answer.statusCode).toBe(200);
    // The page reads the token and the user name of the new member (C 2699–2727, as for a login).
    expect((answer.json() as { value: object }).value).toMatchObject({
      token: expect.any(String),
      userName: username,
    });
  });
});

describe("the contract notice's answers (C 4790–4803, 4975–5130; Notice.js)", () => {
  const offer = async (kind: 'dailySalaryContract' | 'dividendRequest', period: string) => {
    const token = await sandbox.login('agent41');
    const made = await sandbox.call(
      contract[kind],
      {
        action: 'offer',
        downline: 'agent42',
        period,
        tiers: [{ threshold: 0, rate: 0.5 }],
        requestId: `wire-${kind}-${Date.now()}`,
      },
      { token },
    );
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    return (made.body.value as { list: { contractId: number; status: string }[] }).list[0]!.contractId;
  };

  it('accepts a daily salary by its id, once, and the consolidated info empties', async () => {
    const id = await offer('dailySalaryContract', 'daily');
    const token = await sandbox.login('agent42');
    const waiting = (await page.get('/wps/member/info/funds/consolidated', token)).json() as {
      value: { dailysalreqtype: Record<string, { id: number; status: string }[]> };
    };
    expect(waiting.value.dailysalreqtype.daily?.[0]).toMatchObject({ id, status: 'P' });
    const answer = await page.send(
      'POST',
      '/wps/relay/MCS2_processDailySalContract',
      { id, status: 'A' },
      { authorization: token },
    );
    expect(answer.json()).toMatchObject({ success: true });
    const after = (await page.get('/wps/member/info/funds/consolidated', token)).json() as {
      value: { dailysalreqtype: object };
    };
    expect(after.value.dailysalreqtype).toEqual({});
    // The same answer again finds nothing waiting: the offer is a running contract now.
    const again = await page.send(
      'POST',
      '/wps/relay/MCS2_processDailySalContract',
      { id, status: 'A' },
      { authorization: token },
    );
    expect(again.json()).toMatchObject({ success: false, errorCode: 'contract_state' });
  });

  it("rejects the newest dividend offer of a period, and refuses an answer the sandbox's rules do not give the downline", async () => {
    await offer('dividendRequest', 'weekly');
    const token = await sandbox.login('agent42');
    // The newer page lists dividends by product type, then period, and answers with both (C 4885–4905).
    const listed = await page.get('/wps/member/info/funds/consolidated', token);
    const { divtypecompperiodreq } = (listed.json() as { value: { divtypecompperiodreq: object } }).value;
    expect(divtypecompperiodreq).toEqual({ CONS: { weekly: [expect.objectContaining({ status: 'P' })] } });
    const body = { productType: 'CONS', computationPeriod: 'weekly' };
    const cancel = await page.send(
      'POST',
      '/wps/relay/MCS2_processDividendReq',
      { ...body, status: 'C' },
      { authorization: token },
    );
    expect(cancel.statusCode).toBe(400);
    const reject = await page.send(
      'POST',
      '/wps/relay/MCS2_processDividendReq',
      { ...body, status: 'R' },
      { authorization: token },
    );
    expect(reject.json()).toMatchObject({ success: true });
    const none = await page.send(
      'POST',
      '/wps/relay/MCS2_processDividendReq',
      { ...body, status: 'A' },
      { authorization: token },
    );
    expect(none.json()).toMatchObject({ success: false, errorCode: 'contract_not_found' });
    const after = await page.get('/wps/member/info/funds/consolidated', token);
    expect((after.json() as { value: { divtypecompperiodreq: object } }).value.divtypecompperiodreq).toEqual(
      {},
    );
  });
});

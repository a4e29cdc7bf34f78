import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { createClient } from '../../../sdk/client/create-client';
import { contract } from '../../../sdk/contract/table';
import { SESSION_KEYS } from '../../../sdk/session/keys';

/**
 * The header the sandbox switches require: playwright.config.ts draws the token and starts the
 * server with it. Only these calls carry it; the pages under test never see it.
 */
export const SANDBOX_HEADERS = { 'X-Sandbox-Token': process.env.SANDBOX_TOKEN ?? '' };

/** The sandbox's switches (/sandbox/...), as a test uses them. */
export class SandboxControl {
  constructor(private readonly request: APIRequestContext) {}

  private async post(path: string, data: unknown) {
    const response = await this.request.post(path, { data, headers: SANDBOX_HEADERS });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()).value;
  }

  reset() {
    return this.post('/sandbox/reset', {});
  }
  status(status: { maintenance?: boolean; regionRestriction?: boolean; country?: string | null }) {
    return this.post('/sandbox/status', status);
  }
  flag(modId: string, enabled: boolean) {
    return this.post('/sandbox/flags', { modId, enabled });
  }
  setting(key: string, value: unknown) {
    return this.post('/sandbox/settings', { key, value });
  }
  /** Lists a domain of the brand (host, or host:port), served or not (domain_not_available). */
  domain(domainName: string, available: boolean) {
    return this.post('/sandbox/domains', { domainName, available });
  }
  /**
   * The newest message in an outbox, waited for: a click that sends one returns before the
   * platform has sent it, so the outbox is read again until the message is there.
   */
  private async newest<T>(path: string, missing: string): Promise<T> {
    let last: T | undefined;
    await expect(async () => {
      const response = await this.request.get(path, { headers: SANDBOX_HEADERS });
      [last] = (await response.json()).value;
      expect(last, missing).toBeTruthy();
    }).toPass();
    return last!;
  }
  /** The newest SMS sent to a number. */
  lastSms(mobile: string): Promise<{ code: string; purpose: string }> {
    return this.newest(`/sandbox/outbox/sms?mobile=${mobile}`, `no SMS to ${mobile}`);
  }
  /** The newest email sent to an address. */
  lastEmail(address: string): Promise<{ subject: string; body: string }> {
    return this.newest(
      `/sandbox/outbox/email?address=${encodeURIComponent(address)}`,
      `no email to ${address}`,
    );
  }
  expirePassword(username: string) {
    return this.post(`/sandbox/accounts/${username}/expire-password`, {});
  }
  /** Where the account is known to have logged in from (LOGINIPVERF3 asks more of any other address). */
  loginAddresses(username: string, addresses: string[]) {
    return this.post(`/sandbox/accounts/${username}/login-addresses`, { addresses });
  }
  /** The last code the phone-code provider sent to a number (E.164): what the phone would show. */
  async providerCode(phoneNumber: string): Promise<string> {
    const response = await this.request.get(
      `/sandbox/phone-provider/code?phoneNumber=${encodeURIComponent(phoneNumber)}`,
      { headers: SANDBOX_HEADERS },
    );
    expect(response.ok(), `no provider code to ${phoneNumber}: ${await response.text()}`).toBe(true);
    return (await response.json()).value.code;
  }
  /** Makes the provider's next `send` or `verify` fail with `error`, once, as the provider answers it. */
  failProvider(error: string, on: 'send' | 'verify') {
    return this.post('/sandbox/phone-provider/failure', { error, on });
  }
  registerRule(change: { registerType: 'username' | 'mobile'; field: string; [key: string]: unknown }) {
    return this.post('/sandbox/register-rules', change);
  }
  /** Puts a vendor under maintenance for `minutes` from now (0 ends it). */
  maintenance(vendor: string, minutes: number) {
    return this.post(`/sandbox/vendors/${vendor}/maintenance`, { minutes });
  }
  /** A partner as the switches show it, its signing secret included. */
  async partner(id: string): Promise<{ secret: string; walletMode: string }> {
    const response = await this.request.get(`/sandbox/partners/${id}`, { headers: SANDBOX_HEADERS });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()).value;
  }
  /** Puts a partner's players' money at the platform or at the partner's wallet URL (seamless). */
  partnerWallet(id: string, change: { mode: 'platform' | 'seamless'; url?: string; timeoutMs?: number }) {
    return this.post(`/sandbox/partners/${id}/wallet`, change);
  }
  /** Sets a member's balance through the ledger. */
  setBalance(username: string, amount: number) {
    return this.post(`/sandbox/accounts/${username}/balance`, { amount });
  }
  notice(notice: { type: string; title: string; content: string }) {
    return this.post('/sandbox/notices', notice);
  }
  /** A member's ledger balance and betting records. */
  async rounds(
    username: string,
  ): Promise<{ balance: number; rounds: { stake: number; payout: number; status: string }[] }> {
    const response = await this.request.get(`/sandbox/rounds?username=${username}`, {
      headers: SANDBOX_HEADERS,
    });
    expect(response.ok()).toBe(true);
    return (await response.json()).value;
  }
  /** A page of the game list, straight from the platform. */
  async games(
    query: Record<string, string | number>,
  ): Promise<{ nodeId: number; gameName: string; vassalage: string; minBet: number }[]> {
    const params = new URLSearchParams({
      pageSize: '50',
      language: 'ES',
      ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
    const response = await this.request.get(`/wps/relay/GCSGAME_gameList?${params}`, {
      headers: { Merchant: 'CROUPIER' },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()).value.games;
  }
  /** The name players know a vendor by, as the platform's vendor list gives it. */
  async vendorName(code: string): Promise<string> {
    const response = await this.request.get('/wps/relay/GCSGAME_newGameVendor?language=ES', {
      headers: { Merchant: 'CROUPIER' },
    });
    expect(response.ok(), await response.text()).toBe(true);
    const lanes: { cards: { vassalage: string; displayName: string }[] }[] = (await response.json()).value
      .data.lanes;
    return lanes.flatMap((l) => l.cards).find((c) => c.vassalage === code)?.displayName ?? code;
  }
  /** The operator pays a processing withdrawal: the player is asked whether it arrived. */
  payWithdrawal(orderNo: string): Promise<{ status: string }> {
    return this.post('/sandbox/withdrawals/pay', { orderNo });
  }
  /** The operator rejects a processing withdrawal: its money goes back to the wallet. */
  rejectWithdrawal(orderNo: string, reason: string): Promise<{ status: string }> {
    return this.post('/sandbox/withdrawals/reject', { orderNo, reason });
  }
  /** Settles every due contract period of a kind now, closing the running ones at this instant. */
  settleContracts(kind: string): Promise<{ settled: number }> {
    return this.post('/sandbox/contracts/settle', { kind, now: true });
  }
  /** Moves the platform's clock forward (limit periods, a raise's 24 hours, idle sessions follow). */
  advanceClock(ms: number): Promise<{ now: number; offsetMs: number }> {
    return this.post('/sandbox/clock', { advanceMs: ms });
  }
  /**
   * A story counted in GMT+8 days (missions, day totals) must not straddle the platform's midnight:
   * within `marginMs` of it, the clock moves just past it first.
   */
  async clearOfMidnight(marginMs = 15 * 60_000): Promise<void> {
    const DAY = 24 * 60 * 60_000;
    const response = await this.request.get('/sandbox/clock', { headers: SANDBOX_HEADERS });
    expect(response.ok()).toBe(true);
    const { now } = (await response.json()).value as { now: number };
    const intoDay = (now + 8 * 60 * 60_000) % DAY;
    if (intoDay > DAY - marginMs) await this.advanceClock(DAY - intoDay + 1_000);
  }
  async captchaAnswer(key?: string): Promise<string> {
    const response = await this.request.get(`/sandbox/captcha${key ? `?key=${key}` : ''}`, {
      headers: SANDBOX_HEADERS,
    });
    expect(response.ok()).toBe(true);
    return (await response.json()).value.answer;
  }
}

export const test = base.extend<{ sandbox: SandboxControl; closeOpenedContexts: void }>({
  sandbox: [
    async ({ request }, use) => {
      const control = new SandboxControl(request);
      // Every story starts from the seed's switches, whether or not it flips any.
      await control.reset();
      await use(control);
    },
    { auto: true },
  ],
  /*
   * A context a test opens itself (a second device, a phone) outlives the test unless it is closed:
   * the worker's browser is shared. Left open, each kept a portal page running its clocks and
   * redrawing for the rest of the suite, and late journeys ran beside half a dozen such windows.
   * Depending on `context` makes this close first, leaving the test's own context to Playwright.
   */
  closeOpenedContexts: [
    async ({ browser, context }, use) => {
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((other) => other !== context)
          .map((other) => other.close()),
      );
    },
    { auto: true },
  ],
});

export { expect };
export { expectAccessible } from './accessibility';

/** The money text the portal shows for an amount (Spanish, two decimals). */
export const moneyText = (amount: number) =>
  new Intl.NumberFormat('es', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

/** Logs in through the header's login modal. */
export async function loginThroughModal(page: Page, username: string, password = 'Demo2026') {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(Iniciar sesión|Log in)$/ })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^(Usuario|Username)/ }).fill(username);
  await dialog.getByLabel(/^(Contraseña|Password)/).fill(password);
  await dialog.getByRole('button', { name: /^(Entrar|Log in)$/ }).click();
}

/**
 * Starts a session as a page holds one after a login (SPEC §3's session-storage keys), logged in
 * through the platform from the test runner, then opens `path`. For journeys whose story starts
 * logged in: the login modal has journeys of its own (accounts-login.spec.ts), and going through it
 * again cost each of these about 2 s and a load of / they did not need.
 */
export async function signIn(
  page: Page,
  username: string,
  { password = 'Demo2026', path = '/' }: { password?: string; path?: string } = {},
) {
  const { client, login } = await loggedInClient(page.request, username, password);
  // What a login through the page asks next, so the platform's record of it is the same.
  await client.call(contract.loginInfo, {});
  // Session storage belongs to the tab and the origin: any small document of the portal's origin
  // holds it for the page that follows.
  await page.goto('/wps/system/status');
  await page.evaluate(
    (stored) => {
      for (const [key, value] of Object.entries(stored)) sessionStorage.setItem(key, value);
    },
    {
      [SESSION_KEYS.token]: login.token,
      [SESSION_KEYS.account]: login.userName,
      [SESSION_KEYS.customerId]: String(login.customerId),
      [SESSION_KEYS.isAgent]: String(login.accountType),
    },
  );
  await page.goto(path);
  await expect(page.getByRole('banner').getByTestId('balance-value')).toBeVisible();
}

/**
 * Registers by username through the header's register modal, in English, with the answer of the
 * captcha the dialog drew (`captchaAnswer`, read once the image shows), and waits for it to close.
 */
export async function registerThroughModal(
  page: Page,
  username: string,
  captchaAnswer: () => Promise<string>,
) {
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const register = page.getByRole('dialog', { name: 'Create an account' });
  await expect(register.getByRole('img', { name: 'Verification code image' })).toBeVisible();
  await register.getByRole('textbox', { name: /^Username/ }).fill(username);
  await register.getByLabel(/^Password\*?$/).fill('Good2026');
  await register.getByLabel(/^Confirm password\*?$/).fill('Good2026');
  await register.getByRole('textbox', { name: /^Verification code/ }).fill(await captchaAnswer());
  await register.getByRole('checkbox', { name: 'I confirm I am at least 18 years old' }).check();
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(register).toBeHidden();
}

/** The payment password `prepareToWithdraw` sets (six digits, neither a run nor a repeat). */
export const PAYMENT_PASSWORD = '482915';
/** The TRON foundation's USDT contract address: a real, checksummed TRC20 address. */
export const USDT_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/**
 * The SDK's own client, calling the platform from the test runner over Playwright's request
 * context, its payloads sealed as a browser seals them, in a session of its own (`session.token`,
 * set by the caller after a login or a registration).
 */
export function platformClient(request: APIRequestContext) {
  const viaPlaywright: typeof fetch = async (url, init = {}) => {
    const response = await request.fetch(String(url), {
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      data: init.body as string | undefined,
    });
    return new Response(new Uint8Array(await response.body()), {
      status: response.status(),
      headers: response.headers(),
    });
  };
  const session: { token?: string } = {};
  const base = {
    baseUrl: '',
    merchant: 'CROUPIER',
    getLanguage: () => 'ES',
    getToken: () => session.token,
    fetch: viaPlaywright,
  };
  const client = createClient(base);
  return { client, session };
}

/** The SDK's client from the test runner (platformClient), in a session of `username`'s logged in by password. */
export async function loggedInClient(request: APIRequestContext, username: string, password = 'Demo2026') {
  const { client, session } = platformClient(request);
  const login = await client.call(contract.login, { username, password, type: 'username' });
  session.token = login.token;
  return { client, login };
}

/**
 * Makes a member ready to withdraw, as My account would (the security page's own journey is in
 * member-security.spec.ts): a payment password and a USDT payout account, set through the SDK's
 * client from the test runner (platformClient).
 */
export async function prepareToWithdraw(request: APIRequestContext, username: string, password = 'Demo2026') {
  const { client } = await loggedInClient(request, username, password);
  await client.call(contract.paymentPasswordSet, { newPassword: PAYMENT_PASSWORD });
  await client.call(contract.payoutAccountAdd, {
    kind: 'usdt',
    address: USDT_ADDRESS,
    paymentPassword: PAYMENT_PASSWORD,
  });
}

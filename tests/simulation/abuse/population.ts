import { contract } from '../../../sdk/contract/table';
import { trc20Address } from '../../../sandbox/tools/seed/trc20';
import { launchToken, openGame } from '../game-pages';
import { PAYMENT_PASSWORD } from '../world';
import type { Answer, SimServer } from '../server';

/** Someone of the run: who they are to the platform, and where they come from. */
export interface Actor {
  readonly username: string;
  readonly token: string;
  readonly accountId: number;
  /** The address and browser they register and log in from. */
  readonly ip: string;
  readonly device: string;
  readonly payoutAccountId: string;
  readonly role: 'honest' | 'hunter';
  /** The hunter's strategy, or 'honest'. */
  readonly strategy: string;
  /** A partner's player (seamless): its money is at the partner, under this id. */
  readonly partnerPlayerId?: string;
}

/** An answer refused for a reason the platform gives; anything else (no answer, a 5xx) is a fault of the platform. */
export const refused = (answer: Answer) => answer.status >= 400 && answer.status < 500;
export const ok = (answer: Answer) => answer.status === 200 && answer.body.success;

let sequence = 0;
/** A fresh address, and a browser id in the platform's form, for someone new. */
export function newOrigin(tag: number) {
  const n = ++sequence;
  const hex = (n * 2654435761 + tag).toString(16).padStart(12, '0').slice(-12);
  return { ip: `10.88.${Math.floor(n / 250) % 250}.${n % 250}`, device: `ab5e0000-0000-4000-8000-${hex}` };
}

function valueOf<T>(answer: Answer, what: string): T {
  if (!ok(answer))
    throw new Error(`abuse simulation setup: ${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.value as T;
}

/**
 * Registers someone through the platform API as a player would (captcha, sealed registration from
 * their address with their browser id), with a payment password and a payout account (one they
 * may share with someone else: `payoutSeed`).
 */
export async function register(
  server: SimServer,
  idOf: (username: string) => Promise<number>,
  who: { username: string; ip: string; device: string; affiliateCode?: string; payoutSeed?: string },
  role: Actor['role'],
  strategy: string,
): Promise<Actor> {
  const key = `abuse-captcha-${who.username}-abcdefgh`;
  valueOf(await server.sdk(contract.captcha, { key }, who.ip), 'captcha');
  const { answer } = valueOf<{ answer: string }>(
    await server.control(`/sandbox/captcha?key=${key}`),
    'answer',
  );
  const form = {
    username: who.username,
    password: 'Good2026',
    confirmPassword: 'Good2026',
    captcha: answer,
    captchaKey: key,
    registerMethod: 'WEB',
    login: true,
    ageConfirmed: true,
    loginDeviceId: who.device,
    ...(who.affiliateCode ? { affiliateCode: who.affiliateCode } : {}),
  };
  const { token } = valueOf<{ token: string }>(await server.sdk(contract.register, form, who.ip), 'register');
  return equip(server, { ...who, token, accountId: await idOf(who.username) }, role, strategy);
}

/** A payment password and a payout account for someone already logged in. */
export async function equip(
  server: SimServer,
  who: {
    username: string;
    token: string;
    accountId: number;
    ip: string;
    device: string;
    payoutSeed?: string;
  },
  role: Actor['role'],
  strategy: string,
): Promise<Actor> {
  const { token } = who;
  valueOf(
    await server.api(contract.paymentPasswordSet, { newPassword: PAYMENT_PASSWORD }, token),
    'password',
  );
  const address = trc20Address(`abuse:${who.payoutSeed ?? who.username}`);
  const account = { kind: 'usdt', address, paymentPassword: PAYMENT_PASSWORD };
  const added = valueOf<{ accounts: { id: string }[] }>(
    await server.api(contract.payoutAccountAdd, account, token),
    'payout account',
  );
  return {
    username: who.username,
    token,
    accountId: who.accountId,
    ip: who.ip,
    device: who.device,
    payoutAccountId: added.accounts.at(-1)!.id,
    role,
    strategy,
  };
}

/** Deposits `amount` (units) and has the payment provider pay it: the step's two calls. */
export async function deposit(
  server: SimServer,
  actor: Actor,
  amount: number,
  requestId: string,
  bonusId?: string,
) {
  const order = { requestId, methodId: 'bank', amount, ...(bonusId ? { bonusId } : {}) };
  const created = await server.api(contract.depositCreate, order, actor.token);
  if (!ok(created)) return created;
  const { orderNo } = created.body.value as { orderNo: string };
  return server.control('/sandbox/deposits/settle', { orderNo, outcome: 'pay' });
}

export const withdraw = (server: SimServer, actor: Actor, amount: number, requestId: string) =>
  server.api(
    contract.withdrawCreate,
    { requestId, payoutAccountId: actor.payoutAccountId, amount, paymentPassword: PAYMENT_PASSWORD },
    actor.token,
  );

/** Launch tokens of the demo lottery and slot for the actor, opened now. */
export async function games(server: SimServer, actor: Actor) {
  return {
    lottery: launchToken(await openGame(server, actor, 'lottery'), 'lottery'),
    slot: launchToken(await openGame(server, actor, 'slot'), 'slot'),
  };
}

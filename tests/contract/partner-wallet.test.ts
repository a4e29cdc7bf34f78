import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PARTNER_HEADERS } from '../../sdk/contract/partner';
import { signedHeaders } from '../../sandbox/platform/partners/signature';
import { startPartnerWallet, type PartnerWallet } from '../../examples/partner-wallet';

/**
 * The reference partner (examples/partner-wallet) on its own port, called as the platform calls
 * it: signed callbacks. What a partner's wallet must refuse, and what it must apply exactly once.
 */
const SECRET = 'reference-partner-test-secret-0123456789';
let partner: PartnerWallet;
beforeAll(async () => {
  partner = await startPartnerWallet({ secret: SECRET, partnerId: 'demo' });
});
afterAll(() => partner.close());
beforeEach(() => partner.switches.reset());

let rounds = 1000;
let players = 0;
const newPlayer = async (balance = 10_000) => {
  const id = `player-${players++}`;
  await partner.openPlayer(id, balance);
  return id;
};

interface Reply {
  status: number;
  body: { status: string; balance?: number; error?: string; reference?: string };
}

async function post(
  action: string,
  payload: Record<string, unknown>,
  options: { secret?: string; at?: number; headers?: Record<string, string>; body?: string } = {},
): Promise<Reply> {
  const body = JSON.stringify({ action, currency: 'PHP', ...payload });
  const response = await fetch(`${partner.walletUrl}/${action}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...signedHeaders('demo', options.secret ?? SECRET, body, options.at ?? Date.now()),
      ...options.headers,
    },
    body: options.body ?? body,
  });
  return { status: response.status, body: (await response.json()) as Reply['body'] };
}

const debit = (player: string, amount: number, roundId = rounds++) =>
  ({ id: `round:${roundId}:bet`, player, amount, roundId }) as const;
const creditOf = (bet: ReturnType<typeof debit>, amount: number) => ({
  id: `round:${bet.roundId}:win`,
  player: bet.player,
  amount,
  roundId: bet.roundId,
  debitId: bet.id,
});
const rollbackOf = (bet: ReturnType<typeof debit>) => ({
  id: `round:${bet.roundId}:rollback`,
  player: bet.player,
  amount: bet.amount,
  roundId: bet.roundId,
  originalId: bet.id,
});

describe('the reference partner refuses what the platform did not send, now, once', () => {
  it('refuses a wrong secret, a missing signature, another partner id and a body changed after signing', async () => {
    const player = await newPlayer();
    const bet = debit(player, 100);
    expect(await post('debit', bet, { secret: 'another-secret-entirely-0000' })).toMatchObject({
      status: 401,
      body: { error: 'signature_invalid' },
    });
    expect((await post('debit', bet, { headers: { [PARTNER_HEADERS.signature]: '' } })).status).toBe(401);
    expect((await post('debit', bet, { headers: { [PARTNER_HEADERS.partner]: 'other' } })).status).toBe(401);
    const tampered = JSON.stringify({ action: 'debit', currency: 'PHP', ...bet, amount: 1 });
    expect((await post('debit', bet, { body: tampered })).body.error).toBe('signature_invalid');
    expect(await partner.balanceOf(player)).toBe(10_000);
  });

  it('refuses a stale or future timestamp, even when the signature is right', async () => {
    const player = await newPlayer();
    for (const at of [Date.now() - 6 * 60_000, Date.now() + 6 * 60_000]) {
      expect(await post('debit', debit(player, 100), { at })).toMatchObject({
        status: 401,
        body: { error: 'request_expired' },
      });
    }
    expect(await partner.balanceOf(player)).toBe(10_000);
  });

  it('refuses a replayed request (same nonce), and applies it once', async () => {
    const player = await newPlayer();
    const body = JSON.stringify({ action: 'debit', currency: 'PHP', ...debit(player, 250) });
    const headers = {
      'content-type': 'application/json',
      ...signedHeaders('demo', SECRET, body, Date.now()),
    };
    const send = () => fetch(`${partner.walletUrl}/debit`, { method: 'POST', headers, body });
    expect((await send()).status).toBe(200);
    const again = await send();
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: 'request_replayed' });
    expect(await partner.balanceOf(player)).toBe(9_750);
  });

  it('refuses a body of the wrong shape: a fraction, a negative amount, another action', async () => {
    const player = await newPlayer();
    for (const amount of [1.5, -100, '100']) {
      expect((await post('debit', { ...debit(player, 0), amount })).status).toBe(400);
    }
    expect((await post('credit', { ...debit(player, 100) })).status).toBe(400);
    expect((await post('debit', { ...debit(player, 100), action: 'credit' })).status).toBe(400);
    expect((await post('steal', debit(player, 100))).status).toBe(404);
    expect(await partner.balanceOf(player)).toBe(10_000);
  });

  it('answers its switches to 127.0.0.1 and ::1 only', async () => {
    // Another address (here another loopback alias, as a stranger's would be) gets 403 and changes nothing.
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port: partner.port,
          path: '/_switch',
          method: 'POST',
          localAddress: '127.0.0.2',
          headers: { 'content-type': 'application/json' },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode!);
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify({ failNext: 5 }));
    });
    expect(status).toBe(403);
    expect(partner.switches.get().failNext).toBe(0);
  });

  it('lets this machine set its switches over HTTP', async () => {
    const answer = await fetch(`${partner.url}/_switch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ failNext: 1 }),
    });
    expect(answer.status).toBe(200);
    expect(partner.switches.get().failNext).toBe(1);
    for (const bad of [{ failRate: 2 }, { delayMs: 'slow' }, { actions: ['steal'] }, { unknown: 1 }]) {
      const refused = await fetch(`${partner.url}/_switch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(bad),
      });
      expect(refused.status).toBe(400);
    }
    expect(partner.switches.get()).toMatchObject({ failNext: 1, failRate: 0, delayMs: 0 });
  });
});

describe('the reference partner applies each id once', () => {
  it('answers a replayed id with the first answer, and refuses the id with other content', async () => {
    const player = await newPlayer();
    const bet = debit(player, 300);
    const first = await post('debit', bet);
    expect(first).toMatchObject({ status: 200, body: { status: 'ok', balance: 9_700 } });
    const again = await post('debit', bet);
    expect(again.body).toEqual(first.body);
    expect(await post('debit', { ...bet, amount: 1 })).toMatchObject({
      status: 409,
      body: { error: 'idempotency_conflict' },
    });
    expect(await partner.balanceOf(player)).toBe(9_700);
  });

  it('never lets a balance go below zero, even with twenty debits at once', async () => {
    const player = await newPlayer(1_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('debit', debit(player, 300))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    for (const refused of answers.filter((a) => a.status !== 200))
      expect(refused.body.error).toBe('insufficient_funds');
    expect(await partner.balanceOf(player)).toBe(100);
  });

  it('credits a win of a debit it applied, once, and refuses a win of a debit it never took', async () => {
    const player = await newPlayer();
    const bet = debit(player, 500);
    await post('debit', bet);
    expect((await post('credit', creditOf(bet, 1_200))).body.balance).toBe(10_700);
    expect((await post('credit', creditOf(bet, 1_200))).body.balance).toBe(10_700);
    const never = debit(player, 500);
    expect((await post('credit', creditOf(never, 1_200))).body.error).toBe('debit_not_found');
    expect(await partner.balanceOf(player)).toBe(10_700);
  });

  it('rolls a debit back once, and refuses to roll back a round that has won', async () => {
    const player = await newPlayer();
    const bet = debit(player, 400);
    await post('debit', bet);
    expect((await post('rollback', rollbackOf(bet))).body.balance).toBe(10_000);
    expect((await post('rollback', rollbackOf(bet))).body.balance).toBe(10_000);
    expect((await post('credit', creditOf(bet, 800))).body.error).toBe('debit_not_applied');
    const won = debit(player, 400);
    await post('debit', won);
    await post('credit', creditOf(won, 800));
    expect((await post('rollback', rollbackOf(won))).body.error).toBe('round_settled');
    expect(await partner.balanceOf(player)).toBe(10_400);
  });

  it('cancels a debit whose rollback came first: the late debit takes nothing', async () => {
    const player = await newPlayer();
    const bet = debit(player, 700);
    expect((await post('rollback', rollbackOf(bet))).status).toBe(200);
    expect(await post('debit', bet)).toMatchObject({ status: 409, body: { error: 'debit_rolled_back' } });
    expect(await partner.balanceOf(player)).toBe(10_000);
  });

  it('gives nothing back for a debit it refused', async () => {
    const player = await newPlayer(100);
    const bet = debit(player, 500);
    expect((await post('debit', bet)).body.error).toBe('insufficient_funds');
    expect((await post('debit', bet)).body.error).toBe('insufficient_funds');
    expect((await post('rollback', rollbackOf(bet))).body.balance).toBe(100);
    expect(await partner.balanceOf(player)).toBe(100);
  });
});

describe('the switches make the partner slow or failing', () => {
  it('fails before applying, or applies and loses the answer', async () => {
    const player = await newPlayer();
    partner.switches.set({ failNext: 1, failAt: 'before' });
    const lost = debit(player, 100);
    expect((await post('debit', lost)).status).toBe(503);
    expect(await partner.balanceOf(player)).toBe(10_000);
    partner.switches.set({ failNext: 1, failAt: 'after' });
    expect((await post('debit', debit(player, 100))).status).toBe(503);
    expect(await partner.balanceOf(player)).toBe(9_900);
    expect((await post('debit', lost)).status).toBe(200);
    expect(partner.switches.get().counts.failed).toBe(2);
  });

  it('answers late when slow', async () => {
    const player = await newPlayer();
    partner.switches.set({ delayMs: 300 });
    const started = performance.now();
    expect((await post('debit', debit(player, 100))).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(partner.switches.get().counts.delayed).toBe(1);
    // Slowness limited to credits leaves a debit alone: counted, not timed (a busy machine is slow too).
    partner.switches.set({ actions: ['credit'] });
    expect((await post('debit', debit(player, 100))).status).toBe(200);
    expect(partner.switches.get().counts.delayed).toBe(1);
  });
});

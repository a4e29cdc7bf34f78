import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import {
  startPartnerWallet,
  seededRandom,
  type Misbehaviour,
  type PartnerWallet,
} from '../../examples/partner-wallet';
import { expectFailure, startTestSandbox, type TestSandbox } from './harness';
import { seamlessDriver, type MovementRow, type RoundRow, type SpinAnswer } from './seamless-helpers';

/**
 * The seamless wallet (beyond SPEC) against the reference partner on its own port: the player's money
 * stays at the partner, every bet, win and rollback is a signed callback, and no misbehaviour of
 * the partner (slow, failing, answers lost) makes or loses money.
 */
let sandbox: TestSandbox;
let partner: PartnerWallet;
let driver: ReturnType<typeof seamlessDriver>;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  partner = await startPartnerWallet({
    secret: sandbox.instance.partner.secret,
    partnerId: 'demo',
    random: seededRandom(11),
  });
  driver = seamlessDriver(sandbox, () => partner);
});
afterAll(async () => {
  await partner?.close();
  await sandbox.close();
});
beforeEach(async () => {
  partner.switches.reset();
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
  await driver.seamlessMode(250);
});

/** The demo slot's smallest stake (node 1): two units, 200 minor units. */
const STAKE = 2;
const OPENING = 100_000;

/** What a round should have done to the partner's money: a settled one, its payout less its stake. */
const netOf = (rounds: RoundRow[]) =>
  rounds.reduce((sum, r) => sum + (r.status === 'settled' ? Number(r.payout) - Number(r.stake) : 0), 0);

/** For every round, the partner's movements agree with how the platform ended it. */
function expectBooksAgree(rounds: RoundRow[], movements: MovementRow[]) {
  for (const round of rounds) {
    const mine = movements.filter((m) => m.round_id === round.id);
    const debit = mine.find((m) => m.action === 'debit');
    const credit = mine.find((m) => m.action === 'credit');
    if (round.status === 'settled') {
      expect(debit, `round ${round.id}`).toMatchObject({ status: 'applied', amount: Number(round.stake) });
      if (Number(round.payout) > 0)
        expect(credit).toMatchObject({ status: 'applied', amount: Number(round.payout) });
      else expect(credit).toBeUndefined();
    } else {
      expect(round.status, `round ${round.id}`).toBe('rolled_back');
      // Whatever reached the partner was undone or never taken.
      if (debit) expect(['refused', 'cancelled', 'rolled_back']).toContain(debit.status);
      expect(credit?.status ?? 'none').not.toBe('applied');
    }
  }
}

describe('a seamless player', () => {
  it('plays from the partner’s wallet: a spin is a signed debit and credit there, and the balance shown is the partner’s', async () => {
    const player = await driver.signedOnPlayer(OPENING);
    expect((await driver.shownBalance(player.token)).sumBalance).toBe(OPENING / 100);
    const launch = await driver.slotLaunch(player);

    const spins = [];
    for (let n = 0; n < 5; n++)
      spins.push(await driver.spin(launch, STAKE, `plain-spin-${player.playerId}-${n}`));
    for (const spin of spins) expect(spin.status, JSON.stringify(spin.body)).toBe(200);

    const rounds = await driver.roundsOf(player.accountId);
    expect(rounds.map((r) => r.status)).toEqual(Array(5).fill('settled'));
    const balance = await partner.balanceOf(player.playerId);
    expect(balance).toBe(OPENING + netOf(rounds));
    expectBooksAgree(rounds, await driver.movementsOf(player.playerId));
    // The game and the portal both show the partner's balance.
    expect(spins.at(-1)!.body.value.balance).toBe(balance! / 100);
    expect(await driver.shownBalance(player.token)).toMatchObject({ sumBalance: balance! / 100 });
    // The partner's own games move its money too: the portal follows.
    await partner.openPlayer(player.playerId, 4_321);
    expect((await driver.shownBalance(player.token)).sumBalance).toBe(43.21);
    // No platform money was made: the member's platform wallet never moved.
    const ledger = await sandbox.db.query<{ n: number }>(
      `select count(*)::int as n from ledger_entries e join ledger_accounts a on a.id = e.ledger_account_id
        where a.owner_id = $1`,
      [player.accountId],
    );
    expect(ledger[0]!.n).toBe(0);
  });

  it('plays the lottery from the partner’s wallet too: a cancel is a rollback there, applied once', async () => {
    const player = await driver.signedOnPlayer(OPENING);
    const launch = await driver.lotteryLaunch(player);
    const bet = (requestId: string) =>
      driver.game('POST', '/play/api/lottery/bet', { launch, stake: 10, picks: ['07', '42'], requestId });

    const cancelled = await bet(`lotto-cancel-${player.playerId}`);
    expect(cancelled.body.value.balance).toBe(OPENING / 100 - 10);
    expect(await partner.balanceOf(player.playerId)).toBe(OPENING - 1_000);
    const roundId = cancelled.body.value.roundId;
    for (let n = 0; n < 2; n++) await driver.game('POST', '/play/api/lottery/cancel', { launch, roundId });
    expect(await partner.balanceOf(player.playerId)).toBe(OPENING);

    const drawn = await bet(`lotto-draw-${player.playerId}`);
    const draw = await driver.game('POST', '/play/api/lottery/draw', {
      launch,
      roundId: drawn.body.value.roundId,
    });
    expect(draw.status).toBe(200);
    const rounds = await driver.roundsOf(player.accountId);
    expect(rounds.map((r) => r.status)).toEqual(['rolled_back', 'settled']);
    expect(await partner.balanceOf(player.playerId)).toBe(OPENING + netOf(rounds));
    expect(draw.body.value.balance).toBe((OPENING + netOf(rounds)) / 100);
    expectBooksAgree(rounds, await driver.movementsOf(player.playerId));
    const rollbacks = (await driver.callbacksOf(player.accountId)).filter((c) => c.action === 'rollback');
    expect(rollbacks).toEqual([
      expect.objectContaining({ round_id: roundId, status: 'confirmed', attempts: 1 }),
    ]);
  });

  it('cannot bet more than the partner holds: the refused debit moves nothing and sends no rollback', async () => {
    const player = await driver.signedOnPlayer(250);
    const launch = await driver.slotLaunch(player);
    const first = await driver.spin(launch, STAKE, `poor-${player.playerId}-1`);
    expect(first.status).toBe(200);
    await partner.openPlayer(player.playerId, 50);
    const second = await driver.spin(launch, STAKE, `poor-${player.playerId}-2`);
    expect(second.status).toBe(409);
    expect(second.body.errorCode).toBe('insufficient_balance');
    const rounds = await driver.roundsOf(player.accountId);
    expect(rounds.map((r) => r.status)).toEqual(['settled', 'rolled_back']);
    const callbacks = await driver.callbacksOf(player.accountId);
    expect(callbacks.filter((c) => c.round_id === rounds[1]!.id)).toEqual([
      expect.objectContaining({ action: 'debit', status: 'refused' }),
    ]);
    expect(await partner.balanceOf(player.playerId)).toBe(50);
  });

  it('gets a replayed spin refused while its debit is on its way, so no win is paid on an untaken stake', async () => {
    const player = await driver.signedOnPlayer(OPENING);
    const launch = await driver.slotLaunch(player);
    partner.switches.set({ actions: ['debit'], delayMs: 150, slowAt: 'before' });
    const requestId = `replay-${player.playerId}`;
    const first = driver.spin(launch, STAKE, requestId);
    await new Promise((resolve) => setTimeout(resolve, 40));
    const replay = await driver.spin(launch, STAKE, requestId);
    expect(replay.status).toBe(409);
    expect(replay.body.errorCode).toBe('round_in_progress');
    expect((await first).status).toBe(200);
    // Once the debit is confirmed, the same request id answers the same round.
    const later = await driver.spin(launch, STAKE, requestId);
    expect(later.body.value.roundId).toBe((await first).body.value.roundId);
    const rounds = await driver.roundsOf(player.accountId);
    expect(rounds).toHaveLength(1);
    expectBooksAgree(rounds, await driver.movementsOf(player.playerId));
    expect(await partner.balanceOf(player.playerId)).toBe(OPENING + netOf(rounds));
  });

  it('cannot draw or cancel a lottery ticket while the partner decides on its stake; a refused stake pays nothing', async () => {
    // The attack: bet more than the partner holds, and draw the round (ids are sequential) while
    // the partner is still deciding. Before rounds had a pending state, the draw was paid at the
    // partner and the refusal that followed left the settled round alone.
    const player = await driver.signedOnPlayer(500);
    const launch = await driver.lotteryLaunch(player);
    // The partner takes 4 s to decide, well inside the platform's patience, however busy the machine.
    await driver.seamlessMode(10_000);
    partner.switches.set({ actions: ['debit'], delayMs: 4_000, slowAt: 'before' });
    const bet = driver.game('POST', '/play/api/lottery/bet', {
      launch,
      stake: 10,
      picks: ['07', '42'],
      requestId: `race-${player.playerId}`,
    });
    // The round is written before its debit goes out: wait for it, however slow the machine is.
    let rounds: RoundRow[] = [];
    for (let tries = 0; rounds.length === 0 && tries < 2_000; tries++) {
      rounds = await driver.roundsOf(player.accountId);
      if (rounds.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const roundId = rounds[0]!.id;
    expect(rounds[0]!.status).toBe('pending');
    for (const action of ['draw', 'cancel']) {
      const early = await driver.game('POST', `/play/api/lottery/${action}`, { launch, roundId });
      expect(early.status, action).toBe(409);
      expect(early.body.errorCode, action).toBe('round_in_progress');
    }
    const refused = await bet;
    expect(refused.status).toBe(409);
    expect(refused.body.errorCode).toBe('insufficient_balance');
    // Once refused, the round is final: a draw pays nothing and nothing reaches the partner.
    const late = await driver.game('POST', '/play/api/lottery/draw', { launch, roundId });
    expect(late.body.value.payout ?? 0).toBe(0);
    expect((await driver.roundsOf(player.accountId)).map((r) => r.status)).toEqual(['rolled_back']);
    expect((await driver.callbacksOf(player.accountId)).map((c) => c.action)).toEqual(['debit']);
    expect(await partner.balanceOf(player.playerId)).toBe(500);
    const [report] = await driver.reportsFor(await driver.roundsOf(player.accountId));
    expect(report!.mismatches).toEqual([]);
  });

  it('is told the wallet did not confirm in time when every debit attempt times out, and loses nothing', async () => {
    const player = await driver.signedOnPlayer(OPENING);
    const launch = await driver.slotLaunch(player);
    // Slower than the platform's 250 ms on each of its three attempts; the money moves late.
    partner.switches.set({ actions: ['debit'], delayMs: 400, slowAt: 'before' });
    const spin = await driver.spin(launch, STAKE, `slow-${player.playerId}`);
    expect(spin.status).toBe(502);
    expect(spin.body.errorCode).toBe('wallet_timeout');
    partner.switches.reset();
    await partner.idle();
    await driver.sweepUntilSettled();
    const rounds = await driver.roundsOf(player.accountId);
    expect(rounds.map((r) => r.status)).toEqual(['rolled_back']);
    expectBooksAgree(rounds, await driver.movementsOf(player.playerId));
    expect(await partner.balanceOf(player.playerId)).toBe(OPENING);
  });

  it('is told the round failed, not that it timed out, when the partner answers with errors', async () => {
    const player = await driver.signedOnPlayer(OPENING);
    const launch = await driver.slotLaunch(player);
    partner.switches.set({ actions: ['debit'], failNext: 3, failAt: 'before' });
    const spin = await driver.spin(launch, STAKE, `failing-${player.playerId}`);
    expect(spin.status).toBe(502);
    expect(spin.body.errorCode).toBe('round_failed');
  });

  it('is told the wallet is unavailable when the partner does not answer a balance', async () => {
    const player = await driver.signedOnPlayer(OPENING);
    partner.switches.set({ actions: ['balance'], failNext: 2 });
    expectFailure(
      await sandbox.call(contract.balance, {}, { token: player.token }),
      502,
      'wallet_unavailable',
    );
    expect((await driver.shownBalance(player.token)).sumBalance).toBe(OPENING / 100);
  });

  it('moves no money at a partner that cannot check the platform’s signature', async () => {
    const impostor = await startPartnerWallet({
      secret: 'a-secret-the-platform-does-not-have-0',
      partnerId: 'demo',
    });
    try {
      const player = await driver.signedOnPlayer(OPENING);
      const launch = await driver.slotLaunch(player);
      await impostor.openPlayer(player.playerId, OPENING);
      await sandbox.request({
        method: 'POST',
        url: '/sandbox/partners/demo/wallet',
        payload: { mode: 'seamless', url: impostor.walletUrl, timeoutMs: 250 },
      });
      const spin = await driver.spin(launch, STAKE, `impostor-${player.playerId}`);
      expect(spin.status).toBe(502);
      expect(await impostor.balanceOf(player.playerId)).toBe(OPENING);
      const rounds = await driver.roundsOf(player.accountId);
      expect(rounds.map((r) => r.status)).toEqual(['rolled_back']);
    } finally {
      await impostor.close();
    }
  });
});

/**
 * What the partner does for each of twenty spins: the same plan every run, covering each path (a
 * retry that succeeds, an answer lost after the money moved, a debit nobody confirmed and its
 * rollback, a slow partner past the platform's timeout, credits and rollbacks left for the sweeper).
 */
const PLAN: (Partial<Misbehaviour> | undefined)[] = [
  undefined,
  undefined,
  { actions: ['debit'], failNext: 1, failAt: 'before' },
  { actions: ['debit'], failNext: 1, failAt: 'after' },
  { actions: ['debit'], failNext: 3, failAt: 'before' },
  { actions: ['debit'], failNext: 3, failAt: 'after' },
  { actions: ['debit'], delayMs: 600, slowAt: 'after' },
  { actions: ['debit', 'rollback'], delayMs: 600, slowAt: 'before' },
  { actions: ['credit'], failNext: 3, failAt: 'before' },
  { actions: ['credit'], failNext: 1, failAt: 'after' },
  { actions: ['debit', 'rollback'], failNext: 6, failAt: 'after' },
  undefined,
  { actions: ['debit', 'credit', 'rollback'], failRate: 0.4, failAt: 'after' },
  { actions: ['debit', 'credit', 'rollback'], failRate: 0.4, failAt: 'before' },
  { actions: ['debit', 'credit', 'rollback'], failRate: 0.4, failAt: 'after' },
  { actions: ['credit'], delayMs: 600, slowAt: 'after' },
  { actions: ['debit', 'credit', 'rollback'], failRate: 0.4, failAt: 'before' },
  { actions: ['debit'], delayMs: 300, slowAt: 'after' },
  undefined,
  undefined,
];

describe('twenty spins with the partner slow and failing for some of them', () => {
  it('leave the partner’s wallet at its opening balance less stakes plus wins, nothing applied twice', async () => {
    const player = await driver.signedOnPlayer(OPENING);
    const launch = await driver.slotLaunch(player);
    const answers = [];
    let failed = 0;
    let delayed = 0;
    for (const [n, misbehaviour] of PLAN.entries()) {
      partner.switches.reset();
      if (misbehaviour) partner.switches.set(misbehaviour);
      answers.push(await driver.spin(launch, STAKE, `twenty-${player.playerId}-${n}`));
      failed += partner.switches.get().counts.failed;
      delayed += partner.switches.get().counts.delayed;
    }
    partner.switches.reset();
    // The partner was really made to misbehave, and some spins did not go through.
    expect(failed).toBeGreaterThanOrEqual(10);
    expect(delayed).toBeGreaterThanOrEqual(3);
    for (const answer of answers) expect([200, 502], JSON.stringify(answer.body)).toContain(answer.status);

    // Slow callbacks finish after the platform stopped waiting; then what is pending is sent again.
    await partner.idle();
    await driver.sweepUntilSettled();
    await partner.idle();

    const rounds = await driver.roundsOf(player.accountId);
    expect(rounds).toHaveLength(20);
    expect(rounds.filter((r) => r.status === 'open')).toEqual([]);
    // A spin the player was told failed is a round rolled back; one that answered is settled.
    expect(rounds.map((r) => r.status)).toEqual(
      answers.map((a) => (a.status === 200 ? 'settled' : 'rolled_back')),
    );
    const settled = rounds.filter((r) => r.status === 'settled');
    expect(settled.length).toBeGreaterThanOrEqual(10);
    expect(rounds.length - settled.length).toBeGreaterThanOrEqual(4);

    expect(await partner.balanceOf(player.playerId)).toBe(OPENING + netOf(rounds));
    const movements = await driver.movementsOf(player.playerId);
    expectBooksAgree(rounds, movements);

    // Debits whose outcome was unknown were rolled back at the partner, and the rollback confirmed.
    const callbacks = await driver.callbacksOf(player.accountId);
    const unknown = callbacks.filter((c) => c.action === 'debit' && c.status === 'unknown');
    expect(unknown.length).toBeGreaterThanOrEqual(3);
    for (const debit of unknown) {
      expect(callbacks).toContainEqual(
        expect.objectContaining({ action: 'rollback', round_id: debit.round_id, status: 'confirmed' }),
      );
    }
    expect(callbacks.filter((c) => c.attempts > 1).length).toBeGreaterThanOrEqual(5);
    expect(callbacks.filter((c) => c.status === 'pending')).toEqual([]);
  });
});

describe('the reconciliation report', () => {
  it('counts what was sent, confirmed, retried and rolled back, as the partner’s own books have it', async () => {
    // Every round of this file was played by the demo partner's players against this one partner.
    const rounds = await sandbox.db.query<RoundRow>(
      `select r.id, r.status, r.stake, r.payout, r.created_at from game_rounds r
         join accounts a on a.id = r.account_id where a.partner_id = 'demo' and r.wallet = 'partner'`,
    );
    expect(rounds.length).toBeGreaterThanOrEqual(25);
    const reports = await driver.reportsFor(rounds);
    const sum = (pick: (r: (typeof reports)[number]) => number) => reports.reduce((s, r) => s + pick(r), 0);
    const books = await partner.db.query<{
      action: string;
      status: string;
      amount: number;
      player_id: string;
    }>("select action, status, amount, player_id from movements where status <> 'cancelled'");
    const count = (action: string, statuses: string[]) =>
      books.filter((m) => m.action === action && statuses.includes(m.status));
    const sumOf = (rows: { amount: number }[]) => rows.reduce((s, m) => s + Number(m.amount), 0);

    expect(sum((r) => r.rounds.total)).toBe(rounds.length);
    expect(sum((r) => r.rounds.settled)).toBe(rounds.filter((r) => r.status === 'settled').length);
    expect(sum((r) => r.rounds.rolledBack)).toBe(rounds.filter((r) => r.status === 'rolled_back').length);
    expect(sum((r) => r.rounds.open)).toBe(0);
    // Each settled round's stake is a debit the partner still holds; a confirmed debit it holds or
    // gave back (a cancelled lottery round); a confirmed credit or rollback is one it applied. The
    // impostor partner's refusals are refusals.
    const held = count('debit', ['applied']);
    expect(sum((r) => r.rounds.settled)).toBe(held.length);
    expect(sumOf(held)).toBe(
      rounds.filter((r) => r.status === 'settled').reduce((s, r) => s + Number(r.stake), 0),
    );
    expect(sum((r) => r.debit.confirmed)).toBeGreaterThanOrEqual(held.length);
    expect(sum((r) => r.debit.confirmed)).toBeLessThanOrEqual(
      count('debit', ['applied', 'rolled_back']).length,
    );
    expect(sum((r) => r.credit.confirmed)).toBe(count('credit', ['applied']).length);
    expect(sum((r) => r.credit.amount)).toBe(sumOf(count('credit', ['applied'])) / 100);
    expect(sum((r) => r.rollback.confirmed)).toBe(count('rollback', ['applied']).length);
    expect(sum((r) => r.rollback.count)).toBeGreaterThanOrEqual(4);

    const callbacks = await sandbox.db.query<{ status: string; attempts: number }>(
      `select c.status, c.attempts from wallet_callbacks c where c.partner_id = 'demo'`,
    );
    expect(sum((r) => r.callbacks.sent)).toBe(callbacks.filter((c) => c.attempts > 0).length);
    expect(sum((r) => r.callbacks.retried)).toBe(callbacks.filter((c) => c.attempts > 1).length);
    expect(sum((r) => r.callbacks.retried)).toBeGreaterThanOrEqual(5);
    expect(sum((r) => r.callbacks.unknown)).toBe(callbacks.filter((c) => c.status === 'unknown').length);
    expect(sum((r) => r.callbacks.pending)).toBe(0);
    expect(reports.flatMap((r) => r.mismatches)).toEqual([]);
  });

  it('names a round whose callbacks do not add up', async () => {
    const player = await driver.signedOnPlayer(OPENING);
    const launch = await driver.slotLaunch(player);
    // Credits fail until the sweeper is asked: a won round stays pending, and says so. The partner
    // would not answer a balance either: the spin shows the balance after its debit plus its win.
    let won: SpinAnswer | undefined;
    partner.switches.set({ actions: ['credit', 'balance'], failNext: 5, failAt: 'before' });
    for (let n = 0; n < 40 && won === undefined; n++) {
      const spin = await driver.spin(launch, STAKE, `mismatch-${player.playerId}-${n}`);
      expect(spin.status, JSON.stringify(spin.body)).toBe(200);
      if ((spin.body.value.payout as number) > 0) won = spin;
    }
    partner.switches.reset();
    expect(won).toBeDefined();
    const roundId = won!.body.value.roundId;
    const rounds = await driver.roundsOf(player.accountId);
    const open = (await driver.reportsFor(rounds)).flatMap((r) => r.mismatches);
    expect(open).toContainEqual({ roundId, status: 'settled', reason: expect.stringContaining('pending') });
    await driver.sweepUntilSettled();
    expect((await driver.reportsFor(rounds)).flatMap((r) => r.mismatches)).toEqual([]);
    // The win landed: the partner holds what the spin showed.
    expect(await partner.balanceOf(player.playerId)).toBe(Math.round(won!.body.value.balance! * 100));
  });
});

// Last: its callbacks reach another wallet than the reference partner, whose books the report is checked against.
describe('a partner that refuses a retry', () => {
  it('rolls back a debit refused on a retry: the unanswered first attempt may have taken the stake', async () => {
    // A partner that forgets its idempotency ids: it takes the first debit without answering, and
    // refuses the retry for want of funds. Trusting that refusal would lose the player's stake.
    const seen: { action: string; id?: string }[] = [];
    const forgetful = Fastify();
    forgetful.post('/wallet/:action', async (request, reply) => {
      const { action } = request.params as { action: string };
      seen.push({ action, id: (request.body as { id?: string }).id });
      if (action !== 'debit') return { status: 'ok', balance: OPENING };
      if (seen.filter((s) => s.action === 'debit').length === 1) return reply.status(503).send({});
      return reply.status(409).send({ status: 'error', error: 'insufficient_funds' });
    });
    await forgetful.listen({ port: 0, host: '127.0.0.1' });
    try {
      const player = await driver.signedOnPlayer(OPENING);
      const launch = await driver.slotLaunch(player);
      const address = forgetful.server.address() as { port: number };
      await sandbox.request({
        method: 'POST',
        url: '/sandbox/partners/demo/wallet',
        payload: { mode: 'seamless', url: `http://127.0.0.1:${address.port}/wallet`, timeoutMs: 250 },
      });
      const spin = await driver.spin(launch, STAKE, `forgetful-${player.playerId}`);
      expect(spin.status).toBe(502);
      const [round] = await driver.roundsOf(player.accountId);
      expect(round!.status).toBe('rolled_back');
      expect(seen).toContainEqual({ action: 'rollback', id: `round:${round!.id}:rollback` });
      expect(await driver.callbacksOf(player.accountId)).toEqual([
        expect.objectContaining({ action: 'debit', status: 'unknown', attempts: 2 }),
        expect.objectContaining({ action: 'rollback', status: 'confirmed' }),
      ]);
    } finally {
      await forgetful.close();
    }
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import type { WithdrawOrder } from '../../sdk/contract';
import { placeBet, rollbackRound, settleRound } from '../../sandbox/platform/rounds';
import { expectFailure, startTestSandbox, type Answer, type TestSandbox } from './harness';
import { depositDriver } from './deposit-helpers';
import { MAX_WAITING, hashPassword } from '../../sandbox/core/ciphers/password';
import {
  WRONG_PASSWORD,
  expectLedgerSound,
  gifBytes,
  jpegBytes,
  pngBytes,
  postingsLike,
  proof,
  withdrawDriver,
} from './withdraw-helpers';

/**
 * Attacks on withdrawals: more than the balance, guessed payment passwords, replays and races,
 * other people's accounts and orders, forged proofs, unmet turnover, the limits, and callers who
 * may not withdraw. Each checks that no order appears and no money moves where it must not.
 */
let sandbox: TestSandbox;
let withdrawals: ReturnType<typeof withdrawDriver>;
let token: string;
let payout: string;
/** Withdrawal postings the ledger held before the test (the reset keeps the ledger's history). */
let postingsBefore: number;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  withdrawals = withdrawDriver(sandbox);
});
afterAll(async () => {
  await expectLedgerSound(sandbox);
  await sandbox.close();
});
beforeEach(async () => {
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
  token = await sandbox.login();
  payout = await withdrawals.prepare(token);
  postingsBefore = await postingsLike(sandbox, 'withdraw:%');
});

const accountId = async (username = 'demomember') =>
  (await sandbox.db.query<{ id: number }>('select id from accounts where username = $1', [username]))[0]!.id;

const guessesCounted = async () =>
  (
    await sandbox.db.query<{ attempts: number }>(
      'select attempts from payment_passwords where account_id = $1',
      [await accountId()],
    )
  )[0]!.attempts;

/** Nothing happened: no order, the balance as it was. */
async function expectNothingMoved(balance = 10_000) {
  expect((await withdrawals.history(token)).total).toBe(0);
  expect(await withdrawals.balance(token)).toBe(balance);
  expect(await postingsLike(sandbox, 'withdraw:%')).toBe(postingsBefore);
}

const setBalance = async (username: string, amount: number) => {
  const answer = await sandbox.request({
    method: 'POST',
    url: `/sandbox/accounts/${username}/balance`,
    payload: { amount },
  });
  expect(answer.status).toBe(200);
};

describe('amounts', () => {
  it('refuses more than the balance, and moves nothing', async () => {
    await setBalance('demomember', 500);
    const answer = await withdrawals.create(token, { payoutAccountId: payout, amount: 500.01 });
    expectFailure(answer, 409, 'withdraw_insufficient_balance');
    expect(answer.body.value).toEqual({ field: 'amount' });
    await expectNothingMoved(500);
    // The whole balance is fine.
    await withdrawals.order(token, { payoutAccountId: payout, amount: 500 });
    expect(await withdrawals.balance(token)).toBe(0);
  });

  it.each([
    ['below the minimum', 99.99, 400, 'withdraw_amount_invalid'],
    ['above the maximum', 50_000.01, 400, 'withdraw_amount_invalid'],
    ['three decimals', 100.005, 400, 'withdraw_amount_invalid'],
    ['a huge number', 1e308, 400, 'withdraw_amount_invalid'],
    ['negative', -100, 400, 'invalid_request'],
    ['zero', 0, 400, 'invalid_request'],
    ['a numeric string', '100', 400, 'invalid_request'],
    ['null (what JSON makes of NaN)', null, 400, 'invalid_request'],
  ])('refuses %s and spends no payment-password guess', async (_what, amount, status, code) => {
    const answer = await withdrawals.create(token, { payoutAccountId: payout, amount });
    expectFailure(answer, status, code);
    if (code === 'withdraw_amount_invalid')
      expect(answer.body.value).toEqual({ field: 'amount', minAmount: 100, maxAmount: 50_000 });
    await expectNothingMoved();
    expect(await guessesCounted()).toBe(0);
  });

  it('asks for a payout account when none is named', async () => {
    const answer = await withdrawals.create(token, { amount: 100 });
    expectFailure(answer, 400, 'withdraw_account_required');
    expect(answer.body.value).toEqual({ field: 'payoutAccountId' });
    await expectNothingMoved();
  });
});

describe('the payment password', () => {
  it('refuses a wrong one, counts it, and moves nothing', async () => {
    const answer = await withdrawals.create(token, {
      payoutAccountId: payout,
      amount: 100,
      paymentPassword: WRONG_PASSWORD,
    });
    expectFailure(answer, 400, 'payment_password_incorrect');
    expect(answer.body.value).toMatchObject({ attemptsLeft: 4 });
    expect(await guessesCounted()).toBe(1);
    await expectNothingMoved();
  });

  it('locks after five wrong ones, even against the right one', async () => {
    for (let i = 0; i < 5; i++) {
      await withdrawals.create(token, {
        payoutAccountId: payout,
        amount: 100,
        paymentPassword: WRONG_PASSWORD,
      });
    }
    const right = await withdrawals.create(token, { payoutAccountId: payout, amount: 100 });
    expectFailure(right, 423, 'payment_password_locked');
    expect((await withdrawals.info(token)).paymentPasswordLockedUntil).toBeGreaterThan(Date.now());
    await expectNothingMoved();
  });

  it('counts no guess the busy server shed: six sheds in a row lock nothing, and the right one still opens it', async () => {
    // Other players' logins fill the hashing queue: two running at twice OWASP's cost hold it full
    // for the guesses below (it has room again once one of them ends), and MAX_WAITING cheap ones
    // wait behind them. With all of them at OWASP cost the queue stayed full half as long and took
    // 13 s to drain.
    const flood = Array.from({ length: MAX_WAITING + 2 }, (_, i) =>
      hashPassword('someone else', i < 2 ? 18 : 10).catch(() => undefined),
    );
    for (let i = 0; i < 6; i++)
      expectFailure(
        await withdrawals.create(token, { payoutAccountId: payout, amount: 100 }),
        503,
        'server_busy',
      );
    await Promise.all(flood);
    expect((await withdrawals.info(token)).paymentPasswordLockedUntil).toBeNull();
    expect((await withdrawals.create(token, { payoutAccountId: payout, amount: 100 })).status).toBe(200);
  }, 120_000);

  it('asks a member without one to set it first', async () => {
    // A payout account kept from before the password was removed (by support, say).
    await sandbox.db.query('delete from payment_passwords where account_id = $1', [await accountId()]);
    const answer = await withdrawals.create(token, { payoutAccountId: payout, amount: 100 });
    expectFailure(answer, 403, 'payment_password_required');
    await expectNothingMoved();
  });
});

describe('replays and races', () => {
  it('answers the same request id with the same order, and debits once, spending no guess', async () => {
    const requestId = withdrawals.newRequestId();
    const first = await withdrawals.order(token, { requestId, payoutAccountId: payout, amount: 250 });
    const again = await withdrawals.order(token, { requestId, payoutAccountId: payout, amount: 250 });
    expect(again.orderNo).toBe(first.orderNo);
    // The id is the member's own: the replay answers without judging a password again.
    const replay = await withdrawals.order(token, {
      requestId,
      payoutAccountId: payout,
      amount: 250,
      paymentPassword: WRONG_PASSWORD,
    });
    expect(replay.orderNo).toBe(first.orderNo);
    expect(await guessesCounted()).toBe(0);
    await withdrawals.pay(first.orderNo);
    expect((await withdrawals.order(token, { requestId, payoutAccountId: payout, amount: 250 })).status).toBe(
      'awaiting_confirmation',
    );
    expect(await withdrawals.balance(token)).toBe(9_750);
    expect((await withdrawals.history(token)).total).toBe(1);
    expect(await postingsLike(sandbox, `withdraw:${first.orderNo}`)).toBe(1);
  });

  it('opens one order for 20 concurrent copies of one request', async () => {
    const requestId = withdrawals.newRequestId();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        withdrawals.create(token, { requestId, payoutAccountId: payout, amount: 150 }),
      ),
    );
    const orders = new Set(answers.map((a) => (a.body.value as WithdrawOrder | undefined)?.orderNo));
    orders.delete(undefined);
    expect(orders.size).toBe(1);
    // A copy may find the password locked by its twins' guesses; none withdraws a second time.
    for (const refused of answers.filter((a) => a.status !== 200))
      expectFailure(refused, 423, 'payment_password_locked');
    expect((await withdrawals.history(token)).total).toBe(1);
    expect(await withdrawals.balance(token)).toBe(10_000 - 150);
  });

  it('refuses the same request id with other content, and opens nothing more', async () => {
    const second = await withdrawals.addAccount(token);
    const requestId = withdrawals.newRequestId();
    await withdrawals.order(token, { requestId, payoutAccountId: payout, amount: 250 });
    for (const other of [
      { payoutAccountId: payout, amount: 251 },
      { payoutAccountId: second, amount: 250 },
      { amount: 250 },
    ]) {
      expectFailure(await withdrawals.create(token, { requestId, ...other }), 409, 'idempotency_conflict');
    }
    expect((await withdrawals.history(token)).total).toBe(1);
    expect(await withdrawals.balance(token)).toBe(9_750);
    expect(await guessesCounted()).toBe(0);
  });

  it('never takes the balance below zero with 20 concurrent withdrawals worth more than it', async () => {
    await setBalance('demomember', 500);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => withdrawals.create(token, { payoutAccountId: payout, amount: 200 })),
    );
    const made = answers.filter((a) => a.status === 200).map((a) => a.body.value as WithdrawOrder);
    const codes = new Set(answers.filter((a) => a.status !== 200).map((a) => a.body.errorCode));
    expect(made.length).toBeGreaterThan(0);
    expect(made.length).toBeLessThanOrEqual(2);
    expect(codes.has('withdraw_insufficient_balance')).toBe(true);
    for (const code of codes)
      expect(['withdraw_insufficient_balance', 'payment_password_locked']).toContain(code);
    expect(await withdrawals.balance(token)).toBe(500 - 200 * made.length);
    expect(await postingsLike(sandbox, 'withdraw:%')).toBe(postingsBefore + made.length);
    expect((await withdrawals.history(token)).total).toBe(made.length);
    await expectLedgerSound(sandbox);
  });
});

describe('limits', () => {
  it('refuses a fourth order while three are being processed', async () => {
    const open = [];
    for (const amount of [100, 101, 102])
      open.push(await withdrawals.order(token, { payoutAccountId: payout, amount }));
    const answer = await withdrawals.create(token, { payoutAccountId: payout, amount: 103 });
    expectFailure(answer, 409, 'withdraw_pending_limit');
    expect(answer.body.value).toEqual({ max: 3 });
    await withdrawals.pay(open[0]!.orderNo);
    await withdrawals.order(token, { payoutAccountId: payout, amount: 103 });
  });

  it('refuses a sixth withdrawal in a day, not counting rejected ones', async () => {
    const rejected = await withdrawals.order(token, { payoutAccountId: payout, amount: 100 });
    await withdrawals.reject(rejected.orderNo);
    for (let i = 0; i < 5; i++) {
      const order = await withdrawals.order(token, { payoutAccountId: payout, amount: 100 + i });
      await withdrawals.pay(order.orderNo);
    }
    const answer = await withdrawals.create(token, { payoutAccountId: payout, amount: 100 });
    expectFailure(answer, 409, 'withdraw_daily_limit');
    expect(answer.body.value).toEqual({ max: 5 });
    expect((await withdrawals.info(token)).dailyCount).toEqual({ used: 5, max: 5 });
    expect(await guessesCounted()).toBe(0);
  });
});

describe('turnover', () => {
  it('keeps a bonus deposit locked until its turnover is wagered in settled rounds, whatever is withdrawn meanwhile', async () => {
    const deposits = depositDriver(sandbox);
    await deposits.autoSettle(null);
    const deposit = await deposits.order(token, {
      methodId: 'bank',
      amount: 1_000,
      bonusId: 'first-deposit',
    });
    await deposits.settle(deposit.orderNo, 'pay');
    // The deposit and its bonus (1,100) are locked until (1,000 + 100) x 5 is wagered; the 10,000
    // the member had before is free.
    const refused = await withdrawals.create(token, { payoutAccountId: payout, amount: 10_050 });
    expectFailure(refused, 409, 'withdraw_turnover_required');
    expect(refused.body.value).toEqual({ remaining: 5_500, locked: 1_100, available: 10_000 });
    expect(await guessesCounted()).toBe(0);

    // The attack: bets left open (never drawn) and bets refunded are no wagering.
    const me = await accountId();
    await bet(me, 'turnover-open', 2_000_00);
    await rollbackRound(sandbox.instance.sandbox, (await bet(me, 'turnover-refunded', 2_000_00)).id);
    expect((await withdrawals.info(token)).turnover).toEqual({ required: 5_500, done: 0, remaining: 5_500 });

    // A settled bet counts.
    await settled(me, 'turnover-1', 1_000_00);
    expect((await withdrawals.info(token)).turnover).toEqual({
      required: 5_500,
      done: 1_000,
      remaining: 4_500,
    });

    // A withdrawal of free money goes, and it marks nothing met: the lock stands as the bets leave it.
    await withdrawals.order(token, { payoutAccountId: payout, amount: 100 });
    const after = await withdrawals.info(token);
    expect(after.turnover).toEqual({ required: 5_500, done: 1_000, remaining: 4_500 });
    expect(after.wagering).toMatchObject({ locked: 1_100, remaining: 4_500 });
    expectFailure(
      await withdrawals.create(token, { payoutAccountId: payout, amount: after.wagering.available + 1 }),
      409,
      'withdraw_turnover_required',
    );

    await settled(me, 'turnover-2', 4_500_00);
    const done = await withdrawals.info(token);
    expect(done.turnover).toEqual({ required: 0, done: 0, remaining: 0 });
    expect(done.wagering).toMatchObject({ locked: 0, available: done.balance, locks: [] });
  });
});

/** A slot bet of the member, settled as a loss: a valid bet. */
async function settled(member: number, requestId: string, stake: number) {
  const round = await bet(member, requestId, stake);
  return settleRound(sandbox.instance.sandbox, round, { payout: 0, seed: requestId, outcome: {} });
}

/** A slot bet of the member (minor units) straight through the games domain, as the vendor places it. */
const bet = (member: number, requestId: string, stake: number) =>
  placeBet(sandbox.instance.sandbox, {
    accountId: member,
    requestId,
    stake,
    kind: 'slot',
    nodeId: 1,
    launchHash: 'turnover-test',
    vendor: 'PG',
    wallet: 'main',
    gameName: 'Turnover test',
  });

describe('other people', () => {
  it("refuses another member's payout account exactly like an unknown one, spending no guess", async () => {
    const other = await sandbox.login('agentone');
    const theirs = await withdrawals.prepare(other);
    const answer = await withdrawals.create(token, { payoutAccountId: theirs, amount: 100 });
    const unknown = await withdrawals.create(token, { payoutAccountId: 'pa_doesnotexist', amount: 100 });
    expectFailure(answer, 404, 'not_found');
    expect(answer.body).toEqual(unknown.body);
    expect(await guessesCounted()).toBe(0);
    await expectNothingMoved();
  });

  it("answers another member's order exactly like an unknown one, and cannot confirm it", async () => {
    const mine = await withdrawals.order(token, { payoutAccountId: payout, amount: 100 });
    await withdrawals.pay(mine.orderNo);
    const other = await sandbox.login('agentone');
    const unknownNo = 'WAAAAAAAAAAAAAAAA';
    const theirs = await sandbox.call(contract.withdrawOrder, { orderNo: mine.orderNo }, { token: other });
    const unknown = await sandbox.call(contract.withdrawOrder, { orderNo: unknownNo }, { token: other });
    expectFailure(theirs, 404, 'not_found');
    expect(theirs).toEqual(unknown);
    expectFailure(
      await withdrawals.confirm(other, { orderNo: mine.orderNo, received: true }),
      404,
      'not_found',
    );
    expect((await withdrawals.read(token, mine.orderNo)).status).toBe('awaiting_confirmation');
    expect((await withdrawals.history(other)).total).toBe(0);
  });

  it('refuses a malformed order number and an oversized page', async () => {
    expectFailure(
      await sandbox.call(contract.withdrawOrder, { orderNo: "W' or 1=1 --" }, { token }),
      400,
      'invalid_request',
    );
    expectFailure(
      await sandbox.call(contract.withdrawHistory, { pageSize: 51 }, { token }),
      400,
      'invalid_request',
    );
  });

  it('refuses a trial account everywhere in withdrawals, and a guest', async () => {
    const trial = await sandbox.login('demotrial');
    const calls = (as?: string): Promise<Answer>[] => [
      sandbox.call(contract.withdrawInfo, {}, { token: as }),
      withdrawals.create(as ?? '', { payoutAccountId: payout, amount: 100 }),
      sandbox.call(contract.withdrawOrder, { orderNo: 'WAAAAAAAAAAAAAAAA' }, { token: as }),
      sandbox.call(contract.withdrawHistory, {}, { token: as }),
      sandbox.call(contract.withdrawConfirm, { orderNo: 'WAAAAAAAAAAAAAAAA', received: true }, { token: as }),
    ];
    for (const answer of await Promise.all(calls(trial))) expectFailure(answer, 403, 'in_need_true_account');
    for (const answer of await Promise.all(calls(undefined)))
      expectFailure(answer, 401, 'CUSTOMER_NOT_LOGIN');
    expect(
      (
        await sandbox.db.query(
          "select 1 from withdrawal_orders o join accounts a on a.id = o.account_id where a.username = 'demotrial'",
        )
      ).length,
    ).toBe(0);
  });
});

describe('confirmation', () => {
  async function paidOrder() {
    const order = await withdrawals.order(token, { payoutAccountId: payout, amount: 300 });
    return withdrawals.pay(order.orderNo);
  }

  it('refuses any answer after "received"', async () => {
    const order = await paidOrder();
    await withdrawals.confirm(token, { orderNo: order.orderNo, received: true });
    for (const received of [true, false]) {
      expectFailure(
        await withdrawals.confirm(token, {
          orderNo: order.orderNo,
          received,
          proofs: received ? undefined : [proof(pngBytes())],
        }),
        409,
        'withdraw_not_awaiting',
      );
    }
    expect((await withdrawals.read(token, order.orderNo)).status).toBe('received');
  });

  it('ends two concurrent answers as one of the orders they may come in', async () => {
    const order = await paidOrder();
    const [received, notReceived] = await Promise.all([
      withdrawals.confirm(token, { orderNo: order.orderNo, received: true }),
      withdrawals.confirm(token, { orderNo: order.orderNo, received: false, proofs: [proof(pngBytes())] }),
    ]);
    const final = await withdrawals.read(token, order.orderNo);
    // "received" first leaves no room for a complaint; "not received" first may still be
    // followed by "received". Never a complaint after a receipt, never a second complaint.
    if (notReceived!.status === 200) {
      expect(received!.status).toBe(200);
      expect(final).toMatchObject({ status: 'received', proofs: [expect.any(Object)] });
    } else {
      expectFailure(notReceived!, 409, 'withdraw_not_awaiting');
      expect(final).toMatchObject({ status: 'received', proofs: [] });
    }
    expect(await withdrawals.balance(token)).toBe(9_700);
  });

  /** A paid order the player said had not arrived, with one image. */
  async function complainedOrder() {
    const order = await paidOrder();
    const answer = await withdrawals.confirm(token, {
      orderNo: order.orderNo,
      received: false,
      proofs: [proof(pngBytes(), 'image/png', 'first.png')],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.value as WithdrawOrder;
  }

  it('refuses a second complaint, and keeps the images of the first', async () => {
    const order = await complainedOrder();
    expectFailure(
      await withdrawals.confirm(token, {
        orderNo: order.orderNo,
        received: false,
        proofs: [proof(jpegBytes(), 'image/jpeg', 'second.jpg'), proof(pngBytes())],
      }),
      409,
      'withdraw_not_awaiting',
    );
    expect(await withdrawals.read(token, order.orderNo)).toEqual(order);
  });

  it('takes "received" after a complaint once: not twice, and no complaint after it', async () => {
    const order = await complainedOrder();
    const postings = await postingsLike(sandbox, `%:${order.orderNo}`);
    expect((await withdrawals.confirm(token, { orderNo: order.orderNo, received: true })).status).toBe(200);
    const received = await withdrawals.read(token, order.orderNo);
    expectFailure(
      await withdrawals.confirm(token, { orderNo: order.orderNo, received: true }),
      409,
      'withdraw_not_awaiting',
    );
    expectFailure(
      await withdrawals.confirm(token, {
        orderNo: order.orderNo,
        received: false,
        proofs: [proof(pngBytes())],
      }),
      409,
      'withdraw_not_awaiting',
    );
    expect(await withdrawals.read(token, order.orderNo)).toEqual(received);
    expect(received.proofs.map((p) => p.name)).toEqual(['first.png']);
    expect(await postingsLike(sandbox, `%:${order.orderNo}`)).toBe(postings);
    expect(await withdrawals.balance(token)).toBe(9_700);
  });

  it('takes one of 10 concurrent "received" after a complaint', async () => {
    const order = await complainedOrder();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        withdrawals.confirm(token, { orderNo: order.orderNo, received: true }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200))
      expectFailure(refused, 409, 'withdraw_not_awaiting');
    expect((await withdrawals.read(token, order.orderNo)).status).toBe('received');
  });

  it('refuses images with a late "received", and keeps the complaint', async () => {
    const order = await complainedOrder();
    expectFailure(
      await withdrawals.confirm(token, {
        orderNo: order.orderNo,
        received: true,
        proofs: [proof(pngBytes())],
      }),
      400,
      'withdraw_proof_invalid',
    );
    expect(await withdrawals.read(token, order.orderNo)).toEqual(order);
  });

  it("lets nobody else say another member's complaint was received", async () => {
    const order = await complainedOrder();
    const other = await sandbox.login('agentone');
    expectFailure(
      await withdrawals.confirm(other, { orderNo: order.orderNo, received: true }),
      404,
      'not_found',
    );
    expect(await withdrawals.read(token, order.orderNo)).toEqual(order);
  });

  it('lets no operator switch pay, reject or force a complaint again', async () => {
    const order = await complainedOrder();
    const postings = await postingsLike(sandbox, `%:${order.orderNo}`);
    expect((await withdrawals.pay(order.orderNo)).status).toBe('not_received');
    expect((await withdrawals.reject(order.orderNo)).status).toBe('not_received');
    expect((await withdrawals.forceReceive(order.orderNo)).status).toBe('not_received');
    expect(await postingsLike(sandbox, `%:${order.orderNo}`)).toBe(postings);
    expect(await withdrawals.balance(token)).toBe(9_700);
  });

  it('refuses an answer to an order not paid yet, or rejected', async () => {
    const processing = await withdrawals.order(token, { payoutAccountId: payout, amount: 100 });
    expectFailure(
      await withdrawals.confirm(token, { orderNo: processing.orderNo, received: true }),
      409,
      'withdraw_not_awaiting',
    );
    await withdrawals.reject(processing.orderNo);
    expectFailure(
      await withdrawals.confirm(token, {
        orderNo: processing.orderNo,
        received: false,
        proofs: [proof(pngBytes())],
      }),
      409,
      'withdraw_not_awaiting',
    );
  });

  const fiveMb = 5 * 1024 * 1024;
  it.each([
    ['no image', () => [], { index: 0, reason: 'count' }],
    ['four images', () => [1, 2, 3, 4].map(() => proof(pngBytes())), { index: 3, reason: 'count' }],
    [
      'a 6 MB image',
      () => [proof(pngBytes()), proof(pngBytes(6 * 1024 * 1024))],
      { index: 1, reason: 'size' },
    ],
    ['one byte over 5 MB', () => [proof(jpegBytes(fiveMb + 1), 'image/jpeg')], { index: 0, reason: 'size' }],
    ['a GIF labelled png', () => [proof(gifBytes())], { index: 0, reason: 'type' }],
    [
      'a png whose bytes are JPEG',
      () => [proof(pngBytes()), proof(jpegBytes(), 'image/png')],
      { index: 1, reason: 'type' },
    ],
    [
      'a jpeg whose bytes are PNG',
      () => [proof(pngBytes(), 'image/jpeg', 'a.jpg')],
      { index: 0, reason: 'type' },
    ],
    [
      'text that is not base64',
      () => [{ name: 'x.png', type: 'image/png', dataBase64: '<script>alert(1)</script>!!' }],
      { index: 0, reason: 'type' },
    ],
    [
      'an empty file',
      () => [{ name: 'x.png', type: 'image/png', dataBase64: '' }],
      { index: 0, reason: 'size' },
    ],
  ])('refuses %s with its index, and keeps the order waiting', async (_what, proofs, value) => {
    const order = await paidOrder();
    const answer = await withdrawals.confirm(token, {
      orderNo: order.orderNo,
      received: false,
      proofs: proofs(),
    });
    expectFailure(answer, 400, 'withdraw_proof_invalid');
    expect(answer.body.value).toEqual({ field: 'proofs', ...value });
    const after = await withdrawals.read(token, order.orderNo);
    expect(after).toMatchObject({ status: 'awaiting_confirmation', proofs: [] });
  });

  it('takes three images of exactly 5 MB (the largest body the confirmation allows)', async () => {
    const order = await paidOrder();
    const proofs = [proof(pngBytes(fiveMb)), proof(jpegBytes(fiveMb), 'image/jpeg'), proof(pngBytes(fiveMb))];
    const answer = await withdrawals.confirm(token, { orderNo: order.orderNo, received: false, proofs });
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
    expect((answer.body.value as WithdrawOrder).proofs.map((p) => p.size)).toEqual([fiveMb, fiveMb, fiveMb]);
  });

  it('refuses proofs with a "received" answer', async () => {
    const order = await paidOrder();
    const answer = await withdrawals.confirm(token, {
      orderNo: order.orderNo,
      received: true,
      proofs: [proof(pngBytes())],
    });
    expectFailure(answer, 400, 'withdraw_proof_invalid');
    expect((await withdrawals.read(token, order.orderNo)).status).toBe('awaiting_confirmation');
  });

  it('keeps the small body limit on every other call', async () => {
    const big = 'x'.repeat(2 * 1024 * 1024);
    const answer = await sandbox.request({
      method: 'POST',
      url: contract.depositCreate.path,
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: JSON.stringify({ requestId: 'r'.repeat(10), methodId: big, amount: 100 }),
    });
    expect(answer.status).toBe(413);
    expect(answer.body.success).toBe(false);
  });
});

describe('the operator switches', () => {
  it('refuse a caller without the sandbox token, and move nothing', async () => {
    const order = await withdrawals.order(token, { payoutAccountId: payout, amount: 100 });
    for (const headers of [{ 'x-sandbox-token': '' }, { 'x-sandbox-token': 'guess'.repeat(8) }]) {
      for (const [action, extra] of [
        ['pay', {}],
        ['reject', { reason: 'no' }],
        ['force-receive', {}],
      ] as const) {
        const answer = await sandbox.request({
          method: 'POST',
          url: `/sandbox/withdrawals/${action}`,
          headers,
          payload: { orderNo: order.orderNo, ...extra },
        });
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
        expect(answer.body.success).toBe(false);
      }
    }
    expect((await withdrawals.read(token, order.orderNo)).status).toBe('processing');
    expect(await withdrawals.balance(token)).toBe(9_900);
  });

  it('answer an unknown order with not_found', async () => {
    for (const action of ['pay', 'force-receive'] as const) {
      const answer = await withdrawals.operator(action)('WAAAAAAAAAAAAAAAA');
      expectFailure(answer, 404, 'not_found');
    }
    expectFailure(
      await withdrawals.operator('reject')('WAAAAAAAAAAAAAAAA', { reason: 'x' }),
      404,
      'not_found',
    );
  });

  it('pay or reject an order once when they race', async () => {
    const order = await withdrawals.order(token, { payoutAccountId: payout, amount: 600 });
    await Promise.all([
      withdrawals.operator('pay')(order.orderNo),
      withdrawals.operator('reject')(order.orderNo, { reason: 'race' }),
      withdrawals.operator('pay')(order.orderNo),
      withdrawals.operator('reject')(order.orderNo, { reason: 'race' }),
    ]);
    const final = await withdrawals.read(token, order.orderNo);
    expect(await withdrawals.balance(token)).toBe(final.status === 'rejected' ? 10_000 : 9_400);
    expect(await postingsLike(sandbox, `withdraw-paid:${order.orderNo}`)).toBe(
      final.status === 'rejected' ? 0 : 1,
    );
    expect(await postingsLike(sandbox, `withdraw-return:${order.orderNo}`)).toBe(
      final.status === 'rejected' ? 1 : 0,
    );
  });
});

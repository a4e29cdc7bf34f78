import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import type { DepositOrder } from '../../sdk/contract';
import { expectFailure, startTestSandbox, type TestSandbox } from './harness';
import { depositDriver, postingsUnder } from './deposit-helpers';

/**
 * Attacks on deposits: replays, races, forged amounts and bonuses, other people's orders and
 * accounts that may not deposit. Each test checks that no order appears and no money moves.
 */
let sandbox: TestSandbox;
let deposits: ReturnType<typeof depositDriver>;
let token: string;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  deposits = depositDriver(sandbox);
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
  await deposits.autoSettle(null);
  token = await sandbox.login();
});

/** The raw call, so that a test can send what the typed client would not. */
const rawCreate = (payload: unknown, headers: Record<string, string> = { authorization: token }) =>
  sandbox.request({ method: 'POST', url: contract.depositCreate.path, headers, payload: payload as object });

describe('replays', () => {
  it('answers the same request id with the same order, and credits it once', async () => {
    const requestId = deposits.newRequestId();
    const before = await deposits.balance(token);
    const first = await deposits.order(token, { requestId, methodId: 'bank', amount: 250 });
    const again = await deposits.order(token, { requestId, methodId: 'bank', amount: 250 });
    expect(again.orderNo).toBe(first.orderNo);
    expect((await deposits.history(token)).total).toBe(1);

    await deposits.settle(first.orderNo, 'pay');
    // Replayed after it was paid: still that order, still one credit.
    const late = await deposits.order(token, { requestId, methodId: 'bank', amount: 250 });
    expect(late).toMatchObject({ orderNo: first.orderNo, status: 'paid' });
    expect(await deposits.balance(token)).toBe(before + 250);
    expect(await postingsUnder(sandbox, `deposit:${first.orderNo}`)).toBe(1);
  });

  it('opens one order for 20 concurrent copies of one request', async () => {
    const requestId = deposits.newRequestId();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        deposits.create(token, { requestId, methodId: 'ewallet', amount: 80 }),
      ),
    );
    const numbers = new Set(answers.map((a) => (a.body.value as DepositOrder | undefined)?.orderNo));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(numbers.size).toBe(1);
    expect((await deposits.history(token)).total).toBe(1);
  });

  it('refuses the same request id with other content, and opens nothing', async () => {
    const requestId = deposits.newRequestId();
    await deposits.order(token, { requestId, methodId: 'bank', amount: 250 });
    for (const other of [
      { methodId: 'bank', amount: 251 },
      { methodId: 'ewallet', amount: 250 },
      { methodId: 'bank', amount: 250, bonusId: 'first-deposit' },
    ]) {
      expectFailure(await deposits.create(token, { requestId, ...other }), 409, 'idempotency_conflict');
    }
    expect((await deposits.history(token)).total).toBe(1);
  });
});

describe('settling', () => {
  it('credits an order once however often it is paid, even 20 times at once', async () => {
    const before = await deposits.balance(token);
    const order = await deposits.order(token, { methodId: 'bank', amount: 1000, bonusId: 'first-deposit' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => deposits.settle(order.orderNo, 'pay')),
    );
    expect(answers.every((a) => a.status === 200 && (a.body.value as DepositOrder).status === 'paid')).toBe(
      true,
    );
    // Paying again changes nothing, not even the time it was paid.
    const settledAt = (answers[0]!.body.value as DepositOrder).settledAt;
    expect(answers.every((a) => (a.body.value as DepositOrder).settledAt === settledAt)).toBe(true);
    expect(((await deposits.settle(order.orderNo, 'pay')).body.value as DepositOrder).settledAt).toBe(
      settledAt,
    );
    expect(await deposits.balance(token)).toBe(before + 1100);
    expect(await postingsUnder(sandbox, `deposit:${order.orderNo}`)).toBe(1);
    expect(await postingsUnder(sandbox, `deposit-bonus:${order.orderNo}`)).toBe(1);
  });

  it('pays once when a payment and a failure race', async () => {
    const before = await deposits.balance(token);
    const order = await deposits.order(token, { methodId: 'bank', amount: 400 });
    const outcomes = ['pay', 'fail', 'expire', 'pay', 'fail'] as const;
    await Promise.all(outcomes.map((o) => deposits.settle(order.orderNo, o)));
    const final = await deposits.read(token, order.orderNo);
    expect(await deposits.balance(token)).toBe(final.status === 'paid' ? before + 400 : before);
    expect(await postingsUnder(sandbox, `deposit:${order.orderNo}`)).toBe(final.status === 'paid' ? 1 : 0);
  });
});

describe('forged amounts', () => {
  it.each([
    ['below the minimum', 99.99, 400, 'deposit_amount_invalid'],
    ['above the maximum', 50_000.01, 400, 'deposit_amount_invalid'],
    ['three decimals', 100.005, 400, 'deposit_amount_invalid'],
    ['a huge number', 1e308, 400, 'deposit_amount_invalid'],
    ['negative', -100, 400, 'invalid_request'],
    ['zero', 0, 400, 'invalid_request'],
    ['a numeric string', '100', 400, 'invalid_request'],
    ['NaN as text', 'NaN', 400, 'invalid_request'],
    ['Infinity as text', 'Infinity', 400, 'invalid_request'],
    ['an exponent as text', '1e3', 400, 'invalid_request'],
    ['null (what JSON makes of NaN)', null, 400, 'invalid_request'],
    ['an object', { valueOf: 100 }, 400, 'invalid_request'],
  ])('refuses %s and opens nothing', async (_what, amount, status, code) => {
    const before = await deposits.balance(token);
    expectFailure(
      await rawCreate({ requestId: deposits.newRequestId(), methodId: 'bank', amount }),
      status,
      code,
    );
    expect((await deposits.history(token)).total).toBe(0);
    expect(await deposits.balance(token)).toBe(before);
  });

  it('says the limits of the method when it refuses an amount', async () => {
    const answer = await deposits.create(token, { methodId: 'ewallet', amount: 49.99 });
    expectFailure(answer, 400, 'deposit_amount_invalid');
    expect(answer.body.value).toEqual({ field: 'amount', minAmount: 50, maxAmount: 20_000 });
  });

  it('refuses a method the brand does not offer', async () => {
    expectFailure(
      await deposits.create(token, { methodId: 'paypal', amount: 100 }),
      400,
      'deposit_method_unavailable',
    );
    expect((await deposits.history(token)).total).toBe(0);
  });
});

describe('bonuses a member may not take', () => {
  it('refuses the first-deposit bonus on a second deposit', async () => {
    await deposits.settle((await deposits.order(token, { methodId: 'bank', amount: 100 })).orderNo, 'pay');
    expectFailure(
      await deposits.create(token, { methodId: 'bank', amount: 100, bonusId: 'first-deposit' }),
      409,
      'deposit_bonus_ineligible',
    );
    expect((await deposits.history(token)).total).toBe(1);
  });

  it('refuses a second order waiting with the first-deposit bonus', async () => {
    await deposits.order(token, { methodId: 'bank', amount: 100, bonusId: 'first-deposit' });
    expectFailure(
      await deposits.create(token, { methodId: 'usdt', amount: 100, bonusId: 'first-deposit' }),
      409,
      'deposit_bonus_ineligible',
    );
  });

  it('drops the first-deposit bonus when another deposit was paid first', async () => {
    const before = await deposits.balance(token);
    const withBonus = await deposits.order(token, {
      methodId: 'bank',
      amount: 1000,
      bonusId: 'first-deposit',
    });
    const plain = await deposits.order(token, { methodId: 'bank', amount: 200 });
    await deposits.settle(plain.orderNo, 'pay');
    const paid = (await deposits.settle(withBonus.orderNo, 'pay')).body.value as DepositOrder;
    expect(paid).toMatchObject({ status: 'paid', bonusAmount: 0 });
    expect(await deposits.balance(token)).toBe(before + 1200);
    expect(await postingsUnder(sandbox, `deposit-bonus:${withBonus.orderNo}`)).toBe(0);
  });

  it('refuses the daily reload before any deposit, and twice in a day', async () => {
    const reload = { methodId: 'bank', amount: 100, bonusId: 'daily-reload' };
    expectFailure(await deposits.create(token, reload), 409, 'deposit_bonus_ineligible');
    await deposits.settle((await deposits.order(token, { methodId: 'bank', amount: 100 })).orderNo, 'pay');
    await deposits.order(token, reload);
    expectFailure(await deposits.create(token, reload), 409, 'deposit_bonus_ineligible');
  });

  it('refuses a bonus that does not exist', async () => {
    expectFailure(
      await deposits.create(token, { methodId: 'bank', amount: 100, bonusId: 'free-money' }),
      409,
      'deposit_bonus_ineligible',
    );
    expect((await deposits.history(token)).total).toBe(0);
  });
});

describe('pending orders', () => {
  it('refuses a fourth order waiting for money, and accepts one again once an order is settled', async () => {
    const open = [];
    for (let i = 0; i < 3; i++) open.push(await deposits.order(token, { methodId: 'bank', amount: 100 + i }));
    expectFailure(
      await deposits.create(token, { methodId: 'bank', amount: 500 }),
      409,
      'deposit_pending_limit',
    );
    expect((await deposits.history(token)).total).toBe(3);
    await deposits.settle(open[0]!.orderNo, 'fail');
    await deposits.order(token, { methodId: 'bank', amount: 500 });
  });

  it('lets only three of ten concurrent orders through', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => deposits.create(token, { methodId: 'ewallet', amount: 60 + i })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    for (const refused of answers.filter((a) => a.status !== 200))
      expectFailure(refused, 409, 'deposit_pending_limit');
    expect((await deposits.history(token)).total).toBe(3);
  });
});

describe('other people', () => {
  it("answers another member's order number exactly like an unknown one", async () => {
    const mine = await deposits.order(token, { methodId: 'bank', amount: 100 });
    const other = await sandbox.login('agentone');
    const theirs = await sandbox.call(contract.depositOrder, { orderNo: mine.orderNo }, { token: other });
    const unknown = await sandbox.call(
      contract.depositOrder,
      { orderNo: 'DAAAAAAAAAAAAAAAA' },
      { token: other },
    );
    expectFailure(theirs, 404, 'not_found');
    expect(theirs).toEqual(unknown);
    expect((await deposits.history(other)).total).toBe(0);
  });

  it('refuses a malformed order number and an oversized page', async () => {
    expectFailure(
      await sandbox.call(contract.depositOrder, { orderNo: "D' or 1=1 --" }, { token }),
      400,
      'invalid_request',
    );
    expectFailure(
      await sandbox.call(contract.depositHistory, { pageSize: 51 }, { token }),
      400,
      'invalid_request',
    );
  });

  it('refuses a trial account everywhere in the cashier', async () => {
    const trial = await sandbox.login('demotrial');
    for (const answer of [
      await sandbox.call(contract.depositMethods, {}, { token: trial }),
      await deposits.create(trial, { methodId: 'bank', amount: 100 }),
      await sandbox.call(contract.depositOrder, { orderNo: 'DAAAAAAAAAAAAAAAA' }, { token: trial }),
      await sandbox.call(contract.depositHistory, {}, { token: trial }),
    ]) {
      expectFailure(answer, 403, 'in_need_true_account');
    }
    const [{ n }] = (await sandbox.db.query<{ n: number }>(
      "select count(*)::int as n from deposit_orders o join accounts a on a.id = o.account_id where a.username = 'demotrial'",
    )) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('refuses a guest (no token)', async () => {
    for (const answer of [
      await sandbox.call(contract.depositMethods, {}),
      await sandbox.call(contract.depositCreate, {
        requestId: deposits.newRequestId(),
        methodId: 'bank',
        amount: 100,
      }),
      await sandbox.call(contract.depositOrder, { orderNo: 'DAAAAAAAAAAAAAAAA' }),
      await sandbox.call(contract.depositHistory, {}),
    ]) {
      expectFailure(answer, 401, 'CUSTOMER_NOT_LOGIN');
    }
  });

  it('refuses the simulator switches without the sandbox token', async () => {
    const order = await deposits.order(token, { methodId: 'bank', amount: 100 });
    const before = await deposits.balance(token);
    for (const headers of [{ 'x-sandbox-token': '' }, { 'x-sandbox-token': 'guess'.repeat(8) }]) {
      const paid = await sandbox.request({
        method: 'POST',
        url: '/sandbox/deposits/settle',
        headers,
        payload: { orderNo: order.orderNo, outcome: 'pay' },
      });
      const delay = await sandbox.request({
        method: 'POST',
        url: '/sandbox/deposits/auto-settle',
        headers,
        payload: { delayMs: 0 },
      });
      for (const answer of [paid, delay]) {
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
        expect(answer.body.success).toBe(false);
      }
    }
    expect((await deposits.read(token, order.orderNo)).status).toBe('pending');
    expect(await deposits.balance(token)).toBe(before);
  });
});

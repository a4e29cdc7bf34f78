import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import { DEPOSIT_ORDER_NO_PATTERN, type DepositMethods, type DepositOrder } from '../../sdk/contract';
import { isTrc20Address } from '../../sdk/shared-rules/trc20-address';
import { GAME_LAUNCH_DEFAULTS } from '../../sdk/rules/launch-defaults';
import { wageringOf } from '../../sandbox/platform/wagering';
import { expectValid, startTestSandbox, type TestSandbox } from './harness';
import { depositDriver } from './deposit-helpers';

/**
 * Deposits as a member makes them: the methods on offer, an order and where to pay it, and the
 * money arriving only when the payment simulator says the order is paid.
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
  // Nothing pays by itself unless a test asks: each test settles its orders through the switch.
  await deposits.autoSettle(null);
  token = await sandbox.login();
});

const methods = async () =>
  expectValid(
    contract.depositMethods,
    await sandbox.call(contract.depositMethods, {}, { token }),
  ) as DepositMethods;

const accountId = async (username: string) =>
  (await sandbox.db.query<{ id: number }>('select id from accounts where username = $1', [username]))[0]!.id;

async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 5_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('deposit methods', () => {
  it('lists bank, e-wallet and USDT with their limits and presets, and the first-deposit bonus', async () => {
    const offer = await methods();
    expect(offer.currency).toBe('PHP');
    expect(offer.methods.map((m) => [m.id, m.kind, m.minAmount, m.maxAmount])).toEqual([
      ['bank', 'bank', 100, 50_000],
      ['ewallet', 'ewallet', 50, 20_000],
      ['usdt', 'usdt', 100, 100_000],
    ]);
    expect(offer.methods[0]!.presets).toEqual([100, 500, 1000, 5000]);
    for (const method of offer.methods) {
      expect(method.presets.length).toBeGreaterThan(0);
      expect(method.presets.every((p) => p >= method.minAmount && p <= method.maxAmount)).toBe(true);
    }
    // A member who never paid a deposit may take the first-deposit bonus, not yet the reload.
    expect(offer.bonuses).toEqual([
      { id: 'first-deposit', name: expect.any(String), percent: 10, maxBonus: 500, turnoverMultiple: 5 },
    ]);
  });

  it('offers the daily reload instead once a deposit is paid', async () => {
    const first = await deposits.order(token, { methodId: 'bank', amount: 100 });
    await deposits.settle(first.orderNo, 'pay');
    expect((await methods()).bonuses).toEqual([
      { id: 'daily-reload', name: expect.any(String), percent: 5, maxBonus: 200, turnoverMultiple: 3 },
    ]);
  });
});

describe('a deposit order', () => {
  it('says where to pay a bank transfer', async () => {
    const order = await deposits.order(token, { methodId: 'bank', amount: 500 });
    expect(order).toMatchObject({
      methodId: 'bank',
      kind: 'bank',
      amount: 500,
      status: 'pending',
      bonusId: null,
    });
    expect(order.orderNo).toMatch(new RegExp(DEPOSIT_ORDER_NO_PATTERN));
    expect(order.expiresAt - order.createdAt).toBe(30 * 60_000);
    expect(order.settledAt).toBeNull();
    expect(order.pay).toMatchObject({
      reference: order.orderNo,
      bankName: expect.any(String),
      accountName: expect.any(String),
      accountNumber: expect.any(String),
    });
    expect(order.pay.qrText).toContain('Amount: 500.00');
    expect(order.pay.qrText).toContain(`Reference: ${order.orderNo}`);
  });

  it('says where to pay an e-wallet transfer', async () => {
    const order = await deposits.order(token, { methodId: 'ewallet', amount: 50.5 });
    expect(order).toMatchObject({ kind: 'ewallet', amount: 50.5 });
    expect(order.expiresAt - order.createdAt).toBe(15 * 60_000);
    expect(order.pay.walletId).toEqual(expect.any(String));
    expect(order.pay.qrText).toContain('Amount: 50.50');
  });

  it('gives a valid TRC20 address and the exact USDT amount, rounded up, in its QR text', async () => {
    const order = await deposits.order(token, { methodId: 'usdt', amount: 500 });
    const { address, amountUsdt, network, qrText } = order.pay;
    expect(isTrc20Address(address!)).toBe(true);
    expect(network).toBe('TRC20');
    // 500.00 at 58.00 a USDT is 8.6206896..., rounded up to six places.
    expect(amountUsdt).toBe('8.620690');
    expect(qrText).toBe(`tron:${address}?amount=8.620690`);
    const exact = await deposits.order(token, { methodId: 'usdt', amount: 580 });
    expect(exact.pay.amountUsdt).toBe('10.000000');
  });

  it('credits nothing while it waits, then exactly its amount when paid', async () => {
    const before = await deposits.balance(token);
    const order = await deposits.order(token, { methodId: 'bank', amount: 1234.56 });
    expect(await deposits.balance(token)).toBe(before);
    expect((await deposits.read(token, order.orderNo)).status).toBe('pending');
    expect(await deposits.balance(token)).toBe(before);

    const settled = await deposits.settle(order.orderNo, 'pay');
    expect(settled.status).toBe(200);
    expect(settled.body.value).toMatchObject({ orderNo: order.orderNo, status: 'paid' });
    expect(await deposits.balance(token)).toBe(before + 1234.56);
    const paid = await deposits.read(token, order.orderNo);
    expect(paid.status).toBe('paid');
    expect(paid.settledAt).toEqual(expect.any(Number));
  });

  it('credits the first-deposit bonus with it, capped, and records the turnover it requires', async () => {
    const before = await deposits.balance(token);
    const order = await deposits.order(token, { methodId: 'bank', amount: 8000, bonusId: 'first-deposit' });
    // 10% of 8000 is 800, capped at 500.
    expect(order).toMatchObject({ bonusId: 'first-deposit', bonusAmount: 500 });
    expect(await deposits.balance(token)).toBe(before);
    await deposits.settle(order.orderNo, 'pay');
    expect(await deposits.balance(token)).toBe(before + 8500);
    // (8000 + 500) x 5, in minor units; it locks the deposit and its bonus until it is wagered.
    const [bonus] = await wageringOf(sandbox.db, await accountId('demomember'), new Date());
    expect(bonus!.row).toMatchObject({
      source: `deposit:${order.orderNo}`,
      kind: 'bonus',
      amount_minor: 500_00,
      locked_minor: 8_500_00,
      required_minor: 42_500_00,
    });
    expect(bonus!.lockingMinor).toBe(8_500_00);
  });

  it('credits a daily reload bonus on a later deposit', async () => {
    await deposits.settle((await deposits.order(token, { methodId: 'bank', amount: 100 })).orderNo, 'pay');
    const before = await deposits.balance(token);
    const reload = await deposits.order(token, {
      methodId: 'ewallet',
      amount: 1000,
      bonusId: 'daily-reload',
    });
    expect(reload.bonusAmount).toBe(50);
    await deposits.settle(reload.orderNo, 'pay');
    expect(await deposits.balance(token)).toBe(before + 1050);
  });

  it('moves nothing when it fails or expires, and stays so', async () => {
    const before = await deposits.balance(token);
    const failed = await deposits.order(token, { methodId: 'bank', amount: 300, bonusId: 'first-deposit' });
    const expired = await deposits.order(token, { methodId: 'usdt', amount: 300 });
    expect((await deposits.settle(failed.orderNo, 'fail')).body.value).toMatchObject({ status: 'failed' });
    expect((await deposits.settle(expired.orderNo, 'expire')).body.value).toMatchObject({
      status: 'expired',
    });
    // A settled order is final: paying it now is a no-op.
    expect((await deposits.settle(failed.orderNo, 'pay')).body.value).toMatchObject({ status: 'failed' });
    expect((await deposits.settle(expired.orderNo, 'pay')).body.value).toMatchObject({ status: 'expired' });
    expect(await deposits.balance(token)).toBe(before);
    expect((await deposits.read(token, failed.orderNo)).settledAt).toEqual(expect.any(Number));
  });

  it('expires by itself once its time has passed', async () => {
    const order = await deposits.order(token, { methodId: 'ewallet', amount: 100 });
    const clock = sandbox.instance.sandbox as { now: () => Date };
    const realNow = clock.now;
    // The e-wallet order waits 15 minutes; the session's idle limit (30) is not reached.
    clock.now = () => new Date(Date.now() + 16 * 60_000);
    try {
      expect((await deposits.read(token, order.orderNo)).status).toBe('expired');
    } finally {
      clock.now = realNow;
    }
  });
});

describe('the payment simulator', () => {
  it('pays a new order by itself after the auto-settle delay', async () => {
    await deposits.autoSettle(200);
    const before = await deposits.balance(token);
    const order = await deposits.order(token, { methodId: 'bank', amount: 700 });
    expect(order.status).toBe('pending');
    // The balance call settles nothing itself: the background sweeper has to.
    const after = await waitFor(
      () => deposits.balance(token),
      (value) => value !== before,
    );
    expect(after).toBe(before + 700);
    expect((await deposits.read(token, order.orderNo)).status).toBe('paid');
  });

  it('settles a due order when it is read', async () => {
    await deposits.autoSettle(0);
    const order = await deposits.order(token, { methodId: 'ewallet', amount: 60 });
    expect((await deposits.read(token, order.orderNo)).status).toBe('paid');
  });

  it('answers an unknown order number with not_found', async () => {
    const answer = await deposits.settle('DAAAAAAAAAAAAAAAA', 'pay');
    expect(answer.status).toBe(404);
    expect(answer.body.errorCode).toBe('not_found');
  });

  it('goes back to the default delay at reset', async () => {
    await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
    const order = await deposits.order(token, { methodId: 'bank', amount: 100 });
    const settleAt = (
      await sandbox.db.query<{ ms: number }>(
        'select extract(epoch from settle_at - created_at)::float8 * 1000 as ms from deposit_orders where order_no = $1',
        [order.orderNo],
      )
    )[0]!.ms;
    expect(settleAt).toBe(4_000);
  });
});

describe('deposit history', () => {
  it('lists the orders newest first with their statuses, page by page', async () => {
    const bank = await deposits.order(token, { methodId: 'bank', amount: 100 });
    const wallet = await deposits.order(token, { methodId: 'ewallet', amount: 200 });
    const usdt = await deposits.order(token, { methodId: 'usdt', amount: 300 });
    await deposits.settle(bank.orderNo, 'pay');
    await deposits.settle(wallet.orderNo, 'fail');

    const all = await deposits.history(token);
    expect(all.total).toBe(3);
    expect(all.list.map((o: DepositOrder) => [o.orderNo, o.status])).toEqual([
      [usdt.orderNo, 'pending'],
      [wallet.orderNo, 'failed'],
      [bank.orderNo, 'paid'],
    ]);
    const second = await deposits.history(token, { pageNo: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 3, list: [{ orderNo: bank.orderNo }] });
  });

  it('starts empty for a member who never deposited', async () => {
    expect(await deposits.history(await sandbox.login('agentone'))).toEqual({ list: [], total: 0 });
  });
});

describe('funds consolidated', () => {
  const funds = async () =>
    expectValid(
      contract.fundsConsolidated,
      await sandbox.call(contract.fundsConsolidated, {}, { token }),
    ) as {
      totalDeposit: number;
      totalWithdraw: number;
      totalBet: number;
      totalPayout: number;
    };

  const game = async (method: 'GET' | 'POST', url: string, payload?: object) =>
    (await sandbox.instance.games.inject({ method, url, payload })).json() as {
      value: { stakes: number[]; payout: number };
      errorCode?: string;
    };

  /** Spins the demo slot as the member: `spins` settled rounds, then one whose settlement fails. */
  async function play(spins: number) {
    const launched = expectValid(
      contract.launchGame,
      await sandbox.call(
        contract.launchGame,
        {
          nodeId: 1,
          vassalage: 'PG',
          ...GAME_LAUNCH_DEFAULTS,
          merchantCode: 'CROUPIER',
          language: 'ES',
          token,
          username: 'demomember',
        },
        { token },
      ),
    ) as { content: { game_url: string } };
    const launch = new URL(launched.content.game_url).searchParams.get('launch')!;
    const [stake] = (await game('GET', `/play/api/session?launch=${launch}`)).value.stakes;
    let payouts = 0;
    for (let i = 0; i < spins; i++) {
      payouts += (await game('POST', '/play/api/spin', { launch, stake, requestId: `funds-spin-${i}` })).value
        .payout;
    }
    await sandbox.request({ method: 'POST', url: '/sandbox/games/fail-next-settlement' });
    expect(
      (await game('POST', '/play/api/spin', { launch, stake, requestId: 'funds-refunded' })).errorCode,
    ).toBe('round_failed');
    return { stakes: stake! * spins, payouts };
  }

  it('sums deposits paid (not their bonuses), withdrawals, stakes net of refunds and winnings', async () => {
    const before = await funds();
    expect(before.totalWithdraw).toBe(0);

    const order = await deposits.order(token, { methodId: 'bank', amount: 700, bonusId: 'first-deposit' });
    await deposits.settle(order.orderNo, 'pay');
    const pending = await deposits.order(token, { methodId: 'bank', amount: 900 });
    expect(pending.status).toBe('pending');
    const played = await play(5);

    const after = await funds();
    expect(after.totalDeposit).toBeCloseTo(before.totalDeposit + 700, 2);
    expect(after.totalWithdraw).toBe(0);
    // The refunded round counts for nothing.
    expect(after.totalBet).toBeCloseTo(before.totalBet + played.stakes, 2);
    expect(after.totalPayout).toBeCloseTo(before.totalPayout + played.payouts, 2);
  });
});

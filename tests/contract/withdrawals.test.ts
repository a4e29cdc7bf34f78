import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import { WITHDRAW_ORDER_NO_PATTERN, type WithdrawOrder } from '../../sdk/contract';
import { expectFailure, expectValid, startTestSandbox, type TestSandbox } from './harness';
import {
  PAYMENT_PASSWORD,
  expectLedgerSound,
  jpegBytes,
  pngBytes,
  postingsLike,
  proof,
  withdrawDriver,
} from './withdraw-helpers';

/**
 * Withdrawals as a member makes them (SPEC §1, §2 withdraw, §4 Withdrawal confirmation): the form's
 * numbers, an order that takes the money at once, the operator paying or rejecting it, and the
 * player's answer. Attacks are in attack-withdrawals.test.ts.
 */
let sandbox: TestSandbox;
let withdrawals: ReturnType<typeof withdrawDriver>;
let token: string;
let payout: string;
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
});

const pendingHeld = async () =>
  (
    await sandbox.db.query<{ n: number }>(
      "select coalesce(sum(balance), 0)::int8 as n from ledger_accounts where kind = 'pending_withdrawals'",
    )
  )[0]!.n;

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the withdraw form', () => {
  it('shows the balance, limits, fee, today’s count, turnover, payment password and accounts', async () => {
    const info = await withdrawals.info(token);
    expect(info).toEqual({
      currency: 'PHP',
      balance: 10_000,
      minAmount: 100,
      maxAmount: 50_000,
      feePercent: 1,
      minFee: 2,
      dailyCount: { used: 0, max: 5 },
      turnover: { required: 0, done: 0, remaining: 0 },
      wagering: { locked: 0, available: 10_000, remaining: 0, locks: [] },
      hasPaymentPassword: true,
      paymentPasswordLockedUntil: null,
      accounts: [
        expect.objectContaining({ id: payout, kind: 'usdt', masked: expect.stringMatching(/^T.{3}…/) }),
      ],
      autoReceiveMinutes: 30,
    });
  });

  it('counts today’s withdrawals, not the rejected ones, and follows the balance', async () => {
    const first = await withdrawals.order(token, { payoutAccountId: payout, amount: 100 });
    await withdrawals.order(token, { payoutAccountId: payout, amount: 200 });
    await withdrawals.reject(first.orderNo);
    const info = await withdrawals.info(token);
    expect(info.dailyCount).toEqual({ used: 1, max: 5 });
    expect(info.balance).toBe(9_800);
  });

  it('says the member has no payment password and no account yet before the security page', async () => {
    const other = await sandbox.login('agentone');
    const info = await withdrawals.info(other);
    expect(info).toMatchObject({ hasPaymentPassword: false, accounts: [], balance: 50_000 });
  });

  it('follows the brand’s auto-receive minutes', async () => {
    await sandbox.request({
      method: 'POST',
      url: '/sandbox/settings',
      payload: { key: 'withdrawAutoReceiveMinutes', value: 45 },
    });
    expect((await withdrawals.info(token)).autoReceiveMinutes).toBe(45);
  });
});

describe('a withdrawal', () => {
  it('takes the amount from the balance at once and waits for the operator', async () => {
    const order = await withdrawals.order(token, { payoutAccountId: payout, amount: 1_000 });
    expect(order).toMatchObject({
      payoutAccount: { id: payout, kind: 'usdt' },
      amount: 1_000,
      fee: 10,
      netAmount: 990,
      status: 'processing',
      paidAt: null,
      confirmBy: null,
      confirmedAt: null,
      rejectReason: null,
      proofs: [],
    });
    expect(order.orderNo).toMatch(new RegExp(WITHDRAW_ORDER_NO_PATTERN));
    expect(await withdrawals.balance(token)).toBe(9_000);
    expect(await pendingHeld()).toBe(100_000);
    expect(await postingsLike(sandbox, `withdraw:${order.orderNo}`)).toBe(1);
    expect(await withdrawals.read(token, order.orderNo)).toEqual(order);
  });

  it('takes the fee from the amount: 1%, rounded up to the cent, at least 2.00', async () => {
    const cases = [
      [100, 2, 98],
      [200.01, 2.01, 198],
      [1_234.56, 12.35, 1_222.21],
    ] as const;
    for (const [amount, fee, net] of cases) {
      const order = await withdrawals.order(token, { payoutAccountId: payout, amount });
      expect([order.amount, order.fee, order.netAmount]).toEqual([amount, fee, net]);
    }
    expect(await withdrawals.balance(token)).toBeCloseTo(10_000 - 100 - 200.01 - 1_234.56, 2);
  });

  it('once paid, awaits the player’s confirmation for the brand’s minutes; no money moves again', async () => {
    const order = await withdrawals.order(token, { payoutAccountId: payout, amount: 500 });
    const paid = await withdrawals.pay(order.orderNo);
    expect(paid.status).toBe('awaiting_confirmation');
    expect(paid.paidAt).toEqual(expect.any(Number));
    expect(paid.confirmBy).toBe(paid.paidAt! + 30 * 60_000);
    expect(await withdrawals.balance(token)).toBe(9_500);
    expect(await pendingHeld()).toBe(0);
    expect(await postingsLike(sandbox, `withdraw-paid:${order.orderNo}`)).toBe(1);
    // Paying again changes nothing.
    expect(await withdrawals.pay(order.orderNo)).toEqual(paid);
    expect(await postingsLike(sandbox, `withdraw-paid:${order.orderNo}`)).toBe(1);
    expect(await withdrawals.read(token, order.orderNo)).toEqual(paid);
  });

  it('is received when the player says so', async () => {
    const order = await withdrawals.order(token, { payoutAccountId: payout, amount: 300 });
    await withdrawals.pay(order.orderNo);
    const answered = expectValid(
      contract.withdrawConfirm,
      await withdrawals.confirm(token, { orderNo: order.orderNo, received: true }),
    ) as WithdrawOrder;
    expect(answered).toMatchObject({ status: 'received', confirmedAt: expect.any(Number), proofs: [] });
    expect(await withdrawals.balance(token)).toBe(9_700);
  });

  it('is not received with the proof images the player sends, kept byte for byte', async () => {
    const order = await withdrawals.order(token, { payoutAccountId: payout, amount: 300 });
    await withdrawals.pay(order.orderNo);
    const images = [pngBytes(4096), jpegBytes(3000)];
    const answered = expectValid(
      contract.withdrawConfirm,
      await withdrawals.confirm(token, {
        orderNo: order.orderNo,
        received: false,
        proofs: [proof(images[0]!, 'image/png', 'bank.png'), proof(images[1]!, 'image/jpeg', 'chat.jpg')],
      }),
    ) as WithdrawOrder;
    expect(answered.status).toBe('not_received');
    expect(answered.proofs).toEqual([
      { id: expect.stringMatching(/^wp_/), name: 'bank.png', type: 'image/png', size: 4096 },
      { id: expect.stringMatching(/^wp_/), name: 'chat.jpg', type: 'image/jpeg', size: 3000 },
    ]);
    expect((await withdrawals.read(token, order.orderNo)).proofs).toEqual(answered.proofs);
    const stored = await sandbox.db.query<{ data: Uint8Array }>(
      'select data from withdrawal_proofs where id = any($1) order by position',
      [answered.proofs.map((p) => p.id)],
    );
    expect(stored.map((row, i) => Buffer.from(row.data).equals(images[i]!))).toEqual([true, true]);
    // The operator investigates: the order stays not received, the money where it went.
    expect(await withdrawals.balance(token)).toBe(9_700);
  });

  it('is received after all when the money turns up after the player said it had not', async () => {
    const order = await withdrawals.order(token, { payoutAccountId: payout, amount: 300 });
    await withdrawals.pay(order.orderNo);
    const postings = await postingsLike(sandbox, `%:${order.orderNo}`);
    const complained = expectValid(
      contract.withdrawConfirm,
      await withdrawals.confirm(token, {
        orderNo: order.orderNo,
        received: false,
        proofs: [
          proof(pngBytes(1500), 'image/png', 'bank.png'),
          proof(pngBytes(2500), 'image/png', 'chat.png'),
        ],
      }),
    ) as WithdrawOrder;
    expect(complained.status).toBe('not_received');
    const received = expectValid(
      contract.withdrawConfirm,
      await withdrawals.confirm(token, { orderNo: order.orderNo, received: true }),
    ) as WithdrawOrder;
    // Only the status and the answer's time change; the complaint's images stay on the order.
    expect(received).toEqual({ ...complained, status: 'received', confirmedAt: expect.any(Number) });
    expect(received.confirmedAt).toBeGreaterThanOrEqual(complained.confirmedAt!);
    expect(received.proofs.map((p) => p.name)).toEqual(['bank.png', 'chat.png']);
    expect(await withdrawals.read(token, order.orderNo)).toEqual(received);
    // No money moves: it left the wallet when the order was made.
    expect(await withdrawals.balance(token)).toBe(9_700);
    expect(await postingsLike(sandbox, `%:${order.orderNo}`)).toBe(postings);
  });

  it('stays not received past the auto-receive time, and may still be answered received', async () => {
    await sandbox.request({
      method: 'POST',
      url: '/sandbox/settings',
      payload: { key: 'withdrawAutoReceiveMinutes', value: 1 },
    });
    const order = await withdrawals.order(token, { payoutAccountId: payout, amount: 200 });
    await withdrawals.pay(order.orderNo);
    await withdrawals.confirm(token, {
      orderNo: order.orderNo,
      received: false,
      proofs: [proof(jpegBytes(), 'image/jpeg', 'statement.jpg')],
    });
    const clock = sandbox.instance.sandbox as { now: () => Date };
    const realNow = clock.now;
    clock.now = () => new Date(Date.now() + 2 * 60_000);
    try {
      // A complaint is the operator's to settle: the clock does not turn it into a receipt.
      expect((await withdrawals.read(token, order.orderNo)).status).toBe('not_received');
      const answered = await withdrawals.confirm(token, { orderNo: order.orderNo, received: true });
      expect((expectValid(contract.withdrawConfirm, answered) as WithdrawOrder).status).toBe('received');
    } finally {
      clock.now = realNow;
    }
  });

  it('is forced received when the operator says the time has passed', async () => {
    const order = await withdrawals.order(token, { payoutAccountId: payout, amount: 300 });
    // Not paid yet: there is nothing to receive.
    expect((await withdrawals.forceReceive(order.orderNo)).status).toBe('processing');
    await withdrawals.pay(order.orderNo);
    const forced = await withdrawals.forceReceive(order.orderNo);
    expect(forced).toMatchObject({ status: 'forced_received', confirmedAt: expect.any(Number) });
    expect(await withdrawals.read(token, order.orderNo)).toEqual(forced);
  });

  it('is forced received by itself once the auto-receive minutes pass, when read', async () => {
    const order = await withdrawals.order(token, { payoutAccountId: payout, amount: 300 });
    const paid = await withdrawals.pay(order.orderNo);
    const clock = sandbox.instance.sandbox as { now: () => Date };
    const realNow = clock.now;
    // Moving the clock past 30 minutes would end the session (its idle limit is 30 minutes too):
    // the brand's minutes are shortened instead for the next order, and the clock moved past them.
    await sandbox.request({
      method: 'POST',
      url: '/sandbox/settings',
      payload: { key: 'withdrawAutoReceiveMinutes', value: 1 },
    });
    const second = await withdrawals.order(token, { payoutAccountId: payout, amount: 100 });
    const secondPaid = await withdrawals.pay(second.orderNo);
    expect(secondPaid.confirmBy).toBe(secondPaid.paidAt! + 60_000);
    clock.now = () => new Date(Date.now() + 2 * 60_000);
    try {
      expect((await withdrawals.read(token, second.orderNo)).status).toBe('forced_received');
      // The first was paid with 30 minutes to answer: it still waits.
      expect((await withdrawals.read(token, order.orderNo)).status).toBe('awaiting_confirmation');
      expectFailure(
        await withdrawals.confirm(token, { orderNo: second.orderNo, received: true }),
        409,
        'withdraw_not_awaiting',
      );
    } finally {
      clock.now = realNow;
    }
    expect(paid.confirmBy).toBe(paid.paidAt! + 30 * 60_000);
  });

  it('is forced received by the sweeper without anyone reading it', async () => {
    await sandbox.request({
      method: 'POST',
      url: '/sandbox/settings',
      payload: { key: 'withdrawAutoReceiveMinutes', value: 0 },
    });
    const order = await withdrawals.order(token, { payoutAccountId: payout, amount: 100 });
    await withdrawals.pay(order.orderNo);
    const status = () =>
      sandbox.db
        .query<{ status: string }>('select status from withdrawal_orders where order_no = $1', [
          order.orderNo,
        ])
        .then((rows) => rows[0]!.status);
    expect(await waitFor(status, (s) => s === 'forced_received')).toBe('forced_received');
  });

  it('gives the money back exactly when the operator rejects it, with the reason', async () => {
    const order = await withdrawals.order(token, { payoutAccountId: payout, amount: 1_234.56 });
    expect(await withdrawals.balance(token)).toBe(8_765.44);
    const rejected = await withdrawals.reject(order.orderNo, 'Account name mismatch');
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejectReason: 'Account name mismatch',
      paidAt: null,
    });
    expect(await withdrawals.balance(token)).toBe(10_000);
    expect(await pendingHeld()).toBe(0);
    // Rejecting again, or paying a rejected order, moves nothing.
    expect((await withdrawals.reject(order.orderNo)).rejectReason).toBe('Account name mismatch');
    expect((await withdrawals.pay(order.orderNo)).status).toBe('rejected');
    expect(await withdrawals.balance(token)).toBe(10_000);
    expect(await postingsLike(sandbox, `withdraw-return:${order.orderNo}`)).toBe(1);
    expect(await postingsLike(sandbox, `withdraw-paid:${order.orderNo}`)).toBe(0);
  });

  it('cannot be rejected once paid', async () => {
    const order = await withdrawals.order(token, { payoutAccountId: payout, amount: 200 });
    await withdrawals.pay(order.orderNo);
    expect((await withdrawals.reject(order.orderNo)).status).toBe('awaiting_confirmation');
    expect(await withdrawals.balance(token)).toBe(9_800);
  });

  it('still names a payout account removed after it was made', async () => {
    const order = await withdrawals.order(token, { payoutAccountId: payout, amount: 100 });
    await sandbox.call(
      contract.payoutAccountRemove,
      { id: payout, paymentPassword: PAYMENT_PASSWORD },
      { token },
    );
    expect((await withdrawals.read(token, order.orderNo)).payoutAccount.id).toBe(payout);
  });

  it('counts in the funds totals once paid, and not when rejected', async () => {
    const before = expectValid(
      contract.fundsConsolidated,
      await sandbox.call(contract.fundsConsolidated, {}, { token }),
    ) as { totalWithdraw: number };
    const paid = await withdrawals.order(token, { payoutAccountId: payout, amount: 400 });
    await withdrawals.pay(paid.orderNo);
    await withdrawals.reject(
      (await withdrawals.order(token, { payoutAccountId: payout, amount: 250 })).orderNo,
    );
    const after = expectValid(
      contract.fundsConsolidated,
      await sandbox.call(contract.fundsConsolidated, {}, { token }),
    ) as { totalWithdraw: number };
    expect(after.totalWithdraw).toBeCloseTo(before.totalWithdraw + 400, 2);
  });
});

describe('withdrawal history', () => {
  it('lists the orders newest first with their statuses, page by page', async () => {
    const a = await withdrawals.order(token, { payoutAccountId: payout, amount: 100 });
    const b = await withdrawals.order(token, { payoutAccountId: payout, amount: 200 });
    const c = await withdrawals.order(token, { payoutAccountId: payout, amount: 300 });
    await withdrawals.pay(a.orderNo);
    await withdrawals.reject(b.orderNo);
    const all = await withdrawals.history(token);
    expect(all.total).toBe(3);
    expect(all.list.map((o) => [o.orderNo, o.status, o.amount])).toEqual([
      [c.orderNo, 'processing', 300],
      [b.orderNo, 'rejected', 200],
      [a.orderNo, 'awaiting_confirmation', 100],
    ]);
    expect(await withdrawals.history(token, { pageNo: 2, pageSize: 2 })).toMatchObject({
      total: 3,
      list: [{ orderNo: a.orderNo }],
    });
  });

  it('starts empty for a member who never withdrew, and is emptied by the reset', async () => {
    expect(await withdrawals.history(await sandbox.login('agentone'))).toEqual({ list: [], total: 0 });
    await withdrawals.order(token, { payoutAccountId: payout, amount: 700 });
    await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
    const fresh = await sandbox.login();
    expect(await withdrawals.history(fresh)).toEqual({ list: [], total: 0 });
    // The processing order's money came back before the balance was set: nothing is left pending.
    expect(await withdrawals.balance(fresh)).toBe(10_000);
    expect(await pendingHeld()).toBe(0);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import type { MemberInfo } from '../../sdk/contract';
import { expectFailure, expectValid, startTestSandbox, type TestSandbox } from './harness';
import { PAYMENT_PASSWORD, WRONG_PASSWORD, expectLedgerSound, withdrawDriver } from './withdraw-helpers';
import { depositDriver } from './deposit-helpers';
import { seededWalletId } from '../../sandbox/tools/seed/vendors';
import { transferDriver } from './transfer-helpers';
import { registerMember } from './members';

/**
 * Transfers as an attacker sends them: replays, a request id reused with other content or for
 * another kind of transfer, amounts a form never sends, floods of parallel requests that together
 * pass the balance, someone else's downline, a skipped or guessed payment password, and money in a
 * vendor wallet taken out by a withdrawal. Each test says what must not move, and checks it.
 */
let sandbox: TestSandbox;
let transfers: ReturnType<typeof transferDriver>;
let token: string;
let username: string;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  transfers = transferDriver(sandbox);
});
afterAll(async () => {
  await expectLedgerSound(sandbox);
  await sandbox.close();
});

const usernameOf = async (memberToken: string) =>
  (
    expectValid(
      contract.memberInfo,
      await sandbox.call(contract.memberInfo, {}, { token: memberToken }),
    ) as MemberInfo
  ).account;
const setBalance = (who: string, amount: number) =>
  sandbox.request({ method: 'POST', url: `/sandbox/accounts/${who}/balance`, payload: { amount } });
const setPaymentPassword = async (memberToken: string) =>
  expect(
    (
      await sandbox.call(
        contract.paymentPasswordSet,
        { newPassword: PAYMENT_PASSWORD },
        { token: memberToken },
      )
    ).status,
  ).toBe(200);
const postings = async (kind: string, who: string) =>
  (
    await sandbox.db.query<{ n: number }>(
      `select count(distinct t.id)::int as n from ledger_transactions t
         join ledger_entries e on e.transaction_id = t.id
         join ledger_accounts a on a.id = e.ledger_account_id
         join accounts m on m.id = a.owner_id
        where t.kind = $1 and m.username = $2`,
      [kind, who],
    )
  )[0]!.n;

/** A member of the test's own under agentone, with 1,000 and a payment password. */
beforeEach(async () => {
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
  token = await registerMember(sandbox, 'atk', { affiliateCode: 'AGENT1' });
  username = await usernameOf(token);
  await setBalance(username, 1_000);
  await setPaymentPassword(token);
});

describe('replays and reused request ids', () => {
  it('applies one wallet move once, however often and however concurrently it is sent', async () => {
    const requestId = transfers.newRequestId();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        transfers.move(token, { requestId, from: 'main', to: 'JDB', amount: 300 }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    expect(new Set(answers.map((a) => (a.body.value as { transferNo: string }).transferNo)).size).toBe(1);
    expect(await transfers.wallets(token)).toMatchObject({ main: 700, JDB: 300 });
    expect(await postings('wallet_transfer', username)).toBe(1);
  });

  it('refuses a request id sent again with another amount, direction or wallet, and moves nothing more', async () => {
    const requestId = transfers.newRequestId();
    await transfers.moved(token, { requestId, from: 'main', to: 'JDB', amount: 100 });
    for (const changed of [
      { from: 'main', to: 'JDB', amount: 1000 },
      { from: 'JDB', to: 'main', amount: 100 },
      { from: 'main', to: 'KA', amount: 100 },
    ]) {
      expectFailure(await transfers.move(token, { requestId, ...changed }), 409, 'idempotency_conflict');
    }
    expectFailure(await transfers.recall(token, requestId), 409, 'idempotency_conflict');
    expectFailure(
      await transfers.send(token, { requestId, direction: 'upline', amount: 100 }),
      409,
      'idempotency_conflict',
    );
    expect(await transfers.wallets(token)).toMatchObject({ main: 900, JDB: 100 });
  });

  it('answers a recall replayed after more money went in without moving it', async () => {
    await transfers.moved(token, { from: 'main', to: 'SABA', amount: 200 });
    const requestId = transfers.newRequestId();
    expect((await transfers.recalled(token, requestId)).amount).toBe(200);
    await transfers.moved(token, { from: 'main', to: 'SABA', amount: 50 });
    expect((await transfers.recalled(token, requestId)).amount).toBe(200);
    expect(await transfers.wallets(token)).toMatchObject({ main: 950, SABA: 50 });
  });

  it('sends one person transfer once when it is replayed, in parallel and after, and refuses it with another amount', async () => {
    const agent = await sandbox.login('agentone');
    const agentBefore = (await transfers.wallets(agent)).sum;
    const requestId = transfers.newRequestId();
    // Four at once: more parallel guesses than the payment password's five would lock it (by design).
    const answers = [
      ...(await Promise.all(
        Array.from({ length: 4 }, () =>
          transfers.send(token, { requestId, direction: 'upline', amount: 250 }),
        ),
      )),
      await transfers.send(token, { requestId, direction: 'upline', amount: 250 }),
      await transfers.send(token, { requestId, direction: 'upline', amount: 250 }),
    ];
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => (a.body.value as { transferNo: string }).transferNo)).size).toBe(1);
    expect((await transfers.wallets(token)).sum).toBe(750);
    expect((await transfers.wallets(agent)).sum).toBeCloseTo(agentBefore + 250, 2);
    expectFailure(
      await transfers.send(token, { requestId, direction: 'upline', amount: 251 }),
      409,
      'idempotency_conflict',
    );
    expect((await transfers.wallets(token)).sum).toBe(750);
  });
});

describe('moves between two vendor wallets', () => {
  const field = (answer: { body: { value?: unknown } }) => (answer.body.value as { field?: string }).field;

  it('answers a vendor-to-vendor move replayed as it is, and refuses it with another amount or another wallet', async () => {
    await transfers.moved(token, { from: 'main', to: 'JDB', amount: 300 });
    const requestId = transfers.newRequestId();
    const first = await transfers.moved(token, { requestId, from: 'JDB', to: 'KA', amount: 100 });
    expect((await transfers.moved(token, { requestId, from: 'JDB', to: 'KA', amount: 100 })).transferNo).toBe(
      first.transferNo,
    );
    for (const changed of [
      { from: 'JDB', to: 'KA', amount: 200 },
      { from: 'JDB', to: 'SABA', amount: 100 },
      { from: 'KA', to: 'JDB', amount: 100 },
      { from: 'JDB', to: 'main', amount: 100 },
    ]) {
      expectFailure(await transfers.move(token, { requestId, ...changed }), 409, 'idempotency_conflict');
    }
    const after = await transfers.wallets(token);
    expect(after).toMatchObject({ sum: 1_000, main: 700, JDB: 200, KA: 100 });
    expect(after.SABA ?? 0).toBe(0);
    expect(await postings('wallet_transfer', username)).toBe(2);
  });

  it('refuses the same wallet on both sides under the destination, and a vendor that keeps no wallet', async () => {
    await transfers.moved(token, { from: 'main', to: 'JDB', amount: 300 });
    for (const wallet of ['main', 'JDB', 'KA']) {
      const answer = await transfers.move(token, { from: wallet, to: wallet, amount: 10 });
      expectFailure(answer, 400, 'transfer_wallet_invalid');
      expect(field(answer)).toBe('toAccountTypeId');
    }
    const into = await transfers.move(token, { from: 'JDB', to: 'PG', amount: 10 });
    expectFailure(into, 400, 'transfer_wallet_invalid');
    expect(field(into)).toBe('toAccountTypeId');
    const out = await transfers.move(token, { from: 'PG', to: 'JDB', amount: 10 });
    expectFailure(out, 400, 'transfer_wallet_invalid');
    expect(field(out)).toBe('fromAccountTypeId');
    expect(await transfers.wallets(token)).toMatchObject({ sum: 1_000, main: 700, JDB: 300 });
    expect((await transfers.history(token, 'wallet')).total).toBe(1);
  });

  it('refuses more than the source vendor wallet holds, however the amount is split, and moves nothing', async () => {
    await transfers.moved(token, { from: 'main', to: 'JDB', amount: 100 });
    expectFailure(
      await transfers.move(token, { from: 'JDB', to: 'KA', amount: 100.01 }),
      409,
      'transfer_insufficient_balance',
    );
    expectFailure(
      await transfers.move(token, { from: 'KA', to: 'JDB', amount: 1 }),
      409,
      'transfer_insufficient_balance',
    );
    // Ten parallel moves of 30 out of 100: three pass, one at a time.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => transfers.move(token, { from: 'JDB', to: 'KA', amount: 30 })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    for (const refused of answers.filter((a) => a.status !== 200))
      expectFailure(refused, 409, 'transfer_insufficient_balance');
    expect(await transfers.wallets(token)).toMatchObject({ sum: 1_000, main: 900, JDB: 10, KA: 90 });
  });

  it('runs opposite vendor-to-vendor moves at once without a deadlock, never below zero', async () => {
    await transfers.moved(token, { from: 'main', to: 'JDB', amount: 300 });
    await transfers.moved(token, { from: 'main', to: 'KA', amount: 300 });
    // Each way, with moves through the main wallet and a recall among them: every lock order meets.
    const work = Array.from({ length: 24 }, (_, i) => {
      if (i % 12 === 11) return transfers.recall(token);
      if (i % 6 === 5) return transfers.move(token, { from: 'main', to: i % 4 ? 'KA' : 'JDB', amount: 50 });
      return i % 2
        ? transfers.move(token, { from: 'JDB', to: 'KA', amount: 70 })
        : transfers.move(token, { from: 'KA', to: 'JDB', amount: 90 });
    });
    const answers = await Promise.all(work);
    for (const answer of answers) expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
    for (const refused of answers.filter((a) => a.status === 409))
      expectFailure(refused, 409, 'transfer_insufficient_balance');
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
    const after = await transfers.wallets(token);
    expect(after.sum).toBe(1_000);
    for (const wallet of ['main', 'JDB', 'KA']) expect(after[wallet]).toBeGreaterThanOrEqual(0);
    await expectLedgerSound(sandbox);
  });
});

describe('amounts a form never sends', () => {
  it('refuses negative, zero, fractional-cent, huge and non-numeric amounts, and moves nothing', async () => {
    const bad: [unknown, number, string][] = [
      [-100, 400, 'invalid_request'],
      [0, 400, 'invalid_request'],
      ['ten', 400, 'invalid_request'],
      [null, 400, 'invalid_request'],
      [0.001, 400, 'transfer_amount_invalid'],
      [1e300, 400, 'transfer_amount_invalid'],
      [100.999, 400, 'transfer_amount_invalid'],
    ];
    for (const [amount, status, code] of bad) {
      expectFailure(
        await sandbox.call(
          contract.walletTransfer,
          {
            requestId: transfers.newRequestId(),
            fromAccountTypeId: seededWalletId('main'),
            toAccountTypeId: seededWalletId('JDB'),
            amount,
          } as never,
          { token },
        ),
        status,
        code,
      );
      expectFailure(await transfers.send(token, { direction: 'upline', amount }), status, code);
    }
    expect(await transfers.wallets(token)).toMatchObject({ sum: 1_000, main: 1_000 });
  });

  it('takes decimal text as a wallet transfer’s amount, as the platform’s page sends it, and nothing else', async () => {
    const bad: [string, string][] = [
      ['ten', 'invalid_request'],
      ['1e2', 'invalid_request'],
      ['-100', 'invalid_request'],
      [' 100', 'invalid_request'],
      ['0x10', 'invalid_request'],
      ['', 'invalid_request'],
      ['0.001', 'transfer_amount_invalid'],
      ['100.999', 'transfer_amount_invalid'],
      ['999999999999999', 'transfer_amount_invalid'],
      ['1000.01', 'transfer_insufficient_balance'],
    ];
    for (const [amount, code] of bad) {
      const answer = await sandbox.call(
        contract.walletTransfer,
        {
          fromAccountTypeId: seededWalletId('main'),
          toAccountTypeId: seededWalletId('JDB'),
          amount,
        } as never,
        { token },
      );
      expectFailure(answer, code === 'transfer_insufficient_balance' ? 409 : 400, code);
    }
    expect(await transfers.wallets(token)).toMatchObject({ sum: 1_000, main: 1_000 });
  });

  it('refuses wallets that are not the member’s to name', async () => {
    for (const [from, to] of [
      ['main', 'PG'],
      ['main', 'NOPE'],
      ['main', 'house'],
      ['vendor:JDB', 'main'],
      ['main', "JDB' or 1=1"],
    ]) {
      const answer = await transfers.move(token, { from: from!, to: to!, amount: 10 });
      expect([400]).toContain(answer.status);
    }
    // The same by the ids the platform names wallets by: none of these is a wallet of this member.
    for (const id of [0, -2, 1, 2.5, '2', 2 ** 40, null, seededWalletId('PG')]) {
      const answer = await sandbox.call(
        contract.walletTransfer,
        {
          requestId: transfers.newRequestId(),
          fromAccountTypeId: 2,
          toAccountTypeId: id,
          amount: 10,
        } as never,
        { token },
      );
      expect(answer.status).toBe(400);
    }
    expect(await transfers.wallets(token)).toMatchObject({ sum: 1_000, main: 1_000 });
  });
});

describe('floods that together pass the balance', () => {
  it('lets parallel moves of 600 out of 1,000 through one at a time: one passes, the rest are refused', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => transfers.move(token, { from: 'main', to: 'KA', amount: 600 })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200))
      expectFailure(refused, 409, 'transfer_insufficient_balance');
    expect(await transfers.wallets(token)).toMatchObject({ sum: 1_000, main: 400, KA: 600 });
  });

  it('keeps the sum through a storm of moves both ways, recalls and person transfers', async () => {
    const agent = await sandbox.login('agentone');
    const agentBefore = (await transfers.wallets(agent)).sum;
    await transfers.moved(token, { from: 'main', to: 'JDB', amount: 500 });
    const work = Array.from({ length: 30 }, (_, i) => {
      if (i % 10 === 9) return transfers.recall(token);
      if (i % 10 === 4) return transfers.send(token, { direction: 'upline', amount: 7 });
      return i % 2
        ? transfers.move(token, { from: 'main', to: 'JDB', amount: 37 })
        : transfers.move(token, { from: 'JDB', to: 'main', amount: 41 });
    });
    const answers = await Promise.all(work);
    const sentUp = answers.filter((a, i) => i % 10 === 4 && a.status === 200).length;
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    expect((await transfers.wallets(token)).sum).toBe(1_000 - 7 * sentUp);
    expect((await transfers.wallets(agent)).sum).toBeCloseTo(agentBefore + 7 * sentUp, 2);
    await expectLedgerSound(sandbox);
  });

  it('lets two members send to each other at once without a deadlock, and conserves the money', async () => {
    const master = await sandbox.login('agent41');
    const sub = await sandbox.login('agent42');
    await setPaymentPassword(master);
    await setPaymentPassword(sub);
    const before = (await transfers.wallets(master)).sum + (await transfers.wallets(sub)).sum;
    // Four each way: within the payment password's five parallel guesses per member.
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2
          ? transfers.send(master, { direction: 'downline', downline: 'agent42', amount: 3 })
          : transfers.send(sub, { direction: 'upline', amount: 2 }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const after = (await transfers.wallets(master)).sum + (await transfers.wallets(sub)).sum;
    expect(after).toBeCloseTo(before, 2);
  });
});

describe('people the member may not pay', () => {
  it('reaches no downline of another agent, and no downline at all for a member', async () => {
    const agent = await sandbox.login('agentone');
    await setPaymentPassword(agent);
    for (const stranger of ['downlined', 'downlinee', 'agenttwo', 'demomember', 'nobody-at-all']) {
      expectFailure(
        await transfers.send(agent, { direction: 'downline', downline: stranger, amount: 1 }),
        404,
        'not_found',
      );
    }
    expectFailure(
      await transfers.send(token, { direction: 'downline', downline: 'agentone', amount: 1 }),
      403,
      'transfer_not_agent',
    );
  });

  it('keeps trial accounts and guests out of every transfer call', async () => {
    const trial = await sandbox.login('demotrial');
    for (const call of [
      () => transfers.move(trial, { from: 'main', to: 'JDB', amount: 1 }),
      () => transfers.recall(trial),
      () => transfers.send(trial, { direction: 'upline', amount: 1 }),
      () => sandbox.call(contract.transferInfo, {}, { token: trial }),
      () => sandbox.call(contract.merchantWallet, {}, { token: trial }),
    ]) {
      expectFailure(await call(), 403, 'in_need_true_account');
    }
    const guest = await sandbox.call(contract.walletTransfer, {
      requestId: transfers.newRequestId(),
      from: 'main',
      to: 'JDB',
      amount: 1,
    });
    expect(guest.status).toBe(401);
  });
});

describe('the payment password', () => {
  it('cannot be skipped: a transfer without it is refused before anything moves', async () => {
    const answer = await sandbox.call(
      contract.memberTransfer,
      { requestId: transfers.newRequestId(), direction: 'upline', amount: 10 } as never,
      { token },
    );
    expectFailure(answer, 400, 'invalid_request');
    expect((await transfers.wallets(token)).sum).toBe(1_000);
  });

  it('locks after five wrong guesses, and then refuses even the right one', async () => {
    for (let i = 0; i < 4; i++) {
      expectFailure(
        await transfers.send(token, { direction: 'upline', amount: 10, paymentPassword: WRONG_PASSWORD }),
        400,
        'payment_password_incorrect',
      );
    }
    expectFailure(
      await transfers.send(token, { direction: 'upline', amount: 10, paymentPassword: WRONG_PASSWORD }),
      423,
      'payment_password_locked',
    );
    expectFailure(
      await transfers.send(token, { direction: 'upline', amount: 10 }),
      423,
      'payment_password_locked',
    );
    expect((await transfers.info(token)).paymentPasswordLockedUntil).toBeGreaterThan(Date.now());
    expect((await transfers.wallets(token)).sum).toBe(1_000);
  });

  it('spends no guess on a transfer refused for another reason', async () => {
    expectFailure(
      await transfers.send(token, { direction: 'upline', amount: 5_000, paymentPassword: WRONG_PASSWORD }),
      409,
      'transfer_insufficient_balance',
    );
    const [guesses] = await sandbox.db.query<{ attempts: number }>(
      'select attempts from payment_passwords where account_id = (select id from accounts where username = $1)',
      [username],
    );
    expect(guesses!.attempts).toBe(0);
  });
});

describe('money that must stay', () => {
  it('keeps bonus money that still owes turnover from leaving for another member', async () => {
    const deposits = depositDriver(sandbox);
    await deposits.autoSettle(null);
    const deposit = await deposits.order(token, {
      methodId: 'bank',
      amount: 1_000,
      bonusId: 'first-deposit',
    });
    await deposits.settle(deposit.orderNo, 'pay');
    // 1,000 of the member's own, and the deposit with its bonus (1,100) locked until (1,000 + 100) x 5 is wagered.
    const refused = await transfers.send(token, { direction: 'upline', amount: 1_050 });
    expectFailure(refused, 409, 'transfer_turnover_required');
    expect(refused.body.value).toEqual({ remaining: 5_500, locked: 1_100, available: 1_000 });
    // The member's own money goes; the lock stays as it was.
    expect((await transfers.send(token, { direction: 'upline', amount: 1_000 })).status).toBe(200);
    const info = await transfers.info(token);
    expect(info.turnoverRemaining).toBe(5_500);
    expect(info.wagering).toMatchObject({ locked: 1_100, available: 0 });
  });

  it('cannot withdraw what sits in a vendor wallet', async () => {
    const withdrawals = withdrawDriver(sandbox);
    const payout = await withdrawals.addAccount(token);
    await transfers.moved(token, { from: 'main', to: 'CMD', amount: 900 });
    expectFailure(
      await withdrawals.create(token, { payoutAccountId: payout, amount: 500 }),
      409,
      'withdraw_insufficient_balance',
    );
    expect(await transfers.wallets(token)).toMatchObject({ main: 100, CMD: 900 });
  });
});

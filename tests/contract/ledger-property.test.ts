import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import type { DepositOrder, WithdrawOrder } from '../../sdk/contract';
import { setSetting } from '../../sandbox/platform/brand/repository';
import { WITHDRAW_SETTINGS } from '../../sandbox/tools/seed/withdraw-settings';
import { startTestSandbox, type Answer, type TestSandbox } from './harness';
import { registerMember } from './members';
import { depositDriver } from './deposit-helpers';
import { expectLedgerSound, postingsLike, withdrawDriver } from './withdraw-helpers';
import { transferDriver } from './transfer-helpers';

/**
 * A property of the money paths, not an example: members run random deposits, withdrawals,
 * transfers between their own wallets and transfers to their upline side by side, every request
 * and every operator switch delivered one to three times at once (a client retrying, an operator
 * double-clicking). Whatever the interleaving, each key moves money once, debits equal credits, no
 * wallet goes below zero, and every member and the upline end with exactly what the accepted
 * operations add up to. LEDGER_SEED=<n> replays a run; a failure prints its seed.
 */
const SEED = Number(process.env.LEDGER_SEED ?? Date.now() % 1e9);
const MEMBERS = 20;
const OPERATIONS_EACH = 50;

/** mulberry32: small, fast and the same on every machine. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
  // Many withdrawals a member a day: the daily limit has its own tests; here it would only stop the run early.
  await setSetting(sandbox.db, 'withdraw', { ...WITHDRAW_SETTINGS, dailyMax: 10_000 });
  sandbox.instance.sandbox.settings.invalidate();
});
afterAll(() => sandbox.close());

describe('the ledger as a property', () => {
  it(`1,000 deposits, withdrawals and transfers, each delivered 1-3 times at once, keep every invariant (seed ${SEED})`, async () => {
    const next = random(SEED);
    const deposits = depositDriver(sandbox);
    const withdrawals = withdrawDriver(sandbox);
    const transfers = transferDriver(sandbox);
    const VENDORS = ['JDB', 'SABA'] as const;
    await deposits.autoSettle(null);
    const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
    /** An amount in minor units, with cents. */
    const amount = (min: number, max: number) => between(min * 100, max * 100);
    const times = () => between(1, 3);
    const deliver = (count: number, send: () => Promise<Answer>) =>
      Promise.all(Array.from({ length: count }, send));

    const upline = await sandbox.login('agenttwo');
    const uplineBefore = await withdrawals.balance(upline);
    let sentUp = 0;
    const members = await Promise.all(
      Array.from({ length: MEMBERS }, async () => {
        const token = await registerMember(sandbox, 'prop', { affiliateCode: 'AGENT2' });
        return {
          token,
          payoutAccountId: await withdrawals.prepare(token),
          /** Minor units in the main wallet, and in each vendor wallet. */
          expected: 0,
          vendors: { JDB: 0, SABA: 0 } as Record<(typeof VENDORS)[number], number>,
        };
      }),
    );
    // Each member's operations are drawn up front, so the seed alone decides the run.
    const plans = members.map(() =>
      Array.from({ length: OPERATIONS_EACH }, () => {
        const draw = next();
        const common = { creates: times(), settles: times(), pay: next() < 0.7 };
        if (draw < 0.45) return { kind: 'deposit' as const, minor: amount(100, 5_000), ...common };
        if (draw < 0.7) return { kind: 'withdraw' as const, minor: amount(100, 3_000), ...common };
        if (draw < 0.9)
          return {
            kind: 'move' as const,
            minor: amount(1, 3_000),
            vendor: VENDORS[between(0, VENDORS.length - 1)]!,
            out: next() < 0.5,
            ...common,
          };
        return { kind: 'person' as const, minor: amount(1, 500), ...common };
      }),
    );
    const counts = { paidDeposits: 0, withdrawals: 0, returned: 0, transfers: 0 };

    // The members run side by side; one member's operations follow each other, as a person's do.
    await Promise.all(
      members.map(async (member, m) => {
        for (const op of plans[m]!) {
          const requestId = deposits.newRequestId();
          if (op.kind === 'deposit') {
            const input = { requestId, methodId: 'bank', amount: op.minor / 100 };
            const created = await deliver(op.creates, () =>
              sandbox.call(contract.depositCreate, input, { token: member.token }),
            );
            for (const answer of created) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
            const orderNos = new Set(created.map((a) => (a.body.value as DepositOrder).orderNo));
            expect(orderNos.size).toBe(1);
            const [orderNo] = orderNos;
            await deliver(op.settles, () => deposits.settle(orderNo!, op.pay ? 'pay' : 'fail'));
            if (op.pay) {
              member.expected += op.minor;
              counts.paidDeposits++;
            }
          } else if (op.kind === 'move') {
            const [from, to] = op.out ? [op.vendor, 'main'] : ['main', op.vendor];
            const input = { requestId, from, to, amount: op.minor / 100 };
            const answers = await deliver(op.creates, () => transfers.move(member.token, input));
            const held = op.out ? member.vendors[op.vendor] : member.expected;
            if (op.minor > held) {
              for (const answer of answers)
                expect(answer.body.errorCode).toBe('transfer_insufficient_balance');
              continue;
            }
            for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
            expect(
              new Set(answers.map((a) => (a.body.value as { transferNo: string }).transferNo)).size,
            ).toBe(1);
            const signed = op.out ? -op.minor : op.minor;
            member.vendors[op.vendor] += signed;
            member.expected -= signed;
            counts.transfers++;
          } else if (op.kind === 'person') {
            const input = { requestId, direction: 'upline', amount: op.minor / 100 };
            const sent = await deliver(op.creates, () => transfers.send(member.token, input));
            if (op.minor > member.expected) {
              for (const answer of sent) expect(answer.body.errorCode).toBe('transfer_insufficient_balance');
              continue;
            }
            // Like withdrawals: a shed password check (503 server_busy) is tried again with its key.
            while (!sent.some((a) => a.status === 200)) {
              expect(sent.every((a) => a.body.errorCode === 'server_busy')).toBe(true);
              sent.push(await transfers.send(member.token, input));
            }
            const answers = sent.filter((a) => a.body.errorCode !== 'server_busy');
            for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
            expect(
              new Set(answers.map((a) => (a.body.value as { transferNo: string }).transferNo)).size,
            ).toBe(1);
            member.expected -= op.minor;
            sentUp += op.minor;
            counts.transfers++;
          } else {
            const input = { requestId, payoutAccountId: member.payoutAccountId, amount: op.minor / 100 };
            const created = await deliver(op.creates, () => withdrawals.create(member.token, input));
            if (op.minor > member.expected) {
              for (const answer of created)
                expect(answer.body.errorCode).toBe('withdraw_insufficient_balance');
              continue;
            }
            // Past 32 waiting password checks the platform sheds load with 503 server_busy, having done
            // nothing; the client tries again with the same key, as the SDK's sendOnce does.
            while (!created.some((a) => a.status === 200)) {
              expect(created.every((a) => a.body.errorCode === 'server_busy')).toBe(true);
              created.push(await withdrawals.create(member.token, input));
            }
            const answered = created.filter((a) => a.body.errorCode !== 'server_busy');
            for (const answer of answered) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
            const orderNos = new Set(answered.map((a) => (a.body.value as WithdrawOrder).orderNo));
            expect(orderNos.size).toBe(1);
            const [orderNo] = orderNos;
            member.expected -= op.minor;
            counts.withdrawals++;
            await deliver(op.settles, () =>
              op.pay
                ? withdrawals.operator('pay')(orderNo!)
                : withdrawals.operator('reject')(orderNo!, { reason: 'Property test' }),
            );
            if (!op.pay) {
              member.expected += op.minor;
              counts.returned++;
            }
          }
        }
      }),
    );

    for (const member of members) {
      const wallets = await transfers.wallets(member.token);
      expect(wallets.main ?? 0).toBe(member.expected / 100);
      for (const vendor of VENDORS) expect(wallets[vendor] ?? 0).toBe(member.vendors[vendor] / 100);
    }
    expect(await withdrawals.balance(upline)).toBeCloseTo(uplineBefore + sentUp / 100, 2);
    await expectLedgerSound(sandbox);
    expect(await postingsLike(sandbox, 'transfer:%')).toBe(counts.transfers);
    expect(await postingsLike(sandbox, 'deposit:%')).toBe(counts.paidDeposits);
    expect(await postingsLike(sandbox, 'withdraw:%')).toBe(counts.withdrawals);
    expect(await postingsLike(sandbox, 'withdraw-return:%')).toBe(counts.returned);
    expect(await postingsLike(sandbox, 'withdraw-paid:%')).toBe(counts.withdrawals - counts.returned);
    // Some of each happened, or the run proved little.
    expect(
      Math.min(counts.paidDeposits, counts.withdrawals, counts.returned, counts.transfers),
    ).toBeGreaterThan(10);
  }, 300_000);
});

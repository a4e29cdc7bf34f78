import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import type { AgentIncome, ContractAnswer, ContractKind, MemberInfo, TeamMembers } from '../../sdk/contract';
import { presetRange } from '../../sdk/shared-rules/date-range';
import { expectFailure, expectValid, startTestSandbox, type Answer, type TestSandbox } from './harness';
import { expectLedgerSound } from './withdraw-helpers';
import { registerMember } from './members';
import { recordsDriver } from './records-helpers';

/**
 * Agent contracts over HTTP (SPEC §4 Contracts, §7 relays): offers between an upline and its
 * direct downline agent, the answers and who may give them, SPEC §4's automatic terminations, the
 * rate cap, settlement through the ledger once per period, owed money and its return. The line:
 * agent41 → agent42 → subA → subB (agents) → player (a member who plays).
 */
let sandbox: TestSandbox;
let play: ReturnType<typeof recordsDriver>;
const token: Record<string, string> = {};
const name: Record<string, string> = {};

const RELAY = {
  dividend: contract.dividendRequest,
  dailySalary: contract.dailySalaryContract,
  hourlySalary: contract.hourlySalary,
  realtimeSalary: contract.realtimeSalary,
} as const;

const send = (who: string, kind: ContractKind, input: Record<string, unknown>): Promise<Answer> =>
  sandbox.call(RELAY[kind], input, { token: token[who] });
const ok = async (who: string, kind: ContractKind, input: Record<string, unknown>) =>
  expectValid(RELAY[kind], await send(who, kind, input)) as ContractAnswer;

/** An offer from `from` to `to`; the new contract's id. */
async function offered(from: string, to: string, kind: ContractKind, offer: Record<string, unknown>) {
  const answer = await ok(from, kind, {
    action: 'offer',
    downline: name[to],
    requestId: randomUUID(),
    ...offer,
  });
  return answer.list.find((c) => c.downline === name[to] && c.status === 'offered')!.contractId;
}
/** An offer the downline accepts; the contract's id. */
async function accepted(from: string, to: string, kind: ContractKind, offer: Record<string, unknown>) {
  const contractId = await offered(from, to, kind, offer);
  await ok(to, kind, { action: 'accept', contractId });
  return contractId;
}
const contractOf = async (who: string, kind: ContractKind, contractId: number) =>
  (await ok(who, kind, { action: 'list' })).list.find((c) => c.contractId === contractId)!;
const settle = (body: Record<string, unknown> = { now: true }) =>
  sandbox.request({ method: 'POST', url: '/sandbox/contracts/settle', payload: body });
const setBalance = (who: string, amount: number) =>
  sandbox.request({ method: 'POST', url: `/sandbox/accounts/${name[who]}/balance`, payload: { amount } });

/** A member registered under agent42 (its affiliate code), then given a type and a parent. */
async function joined(who: string, type: number, parent: string) {
  token[who] = await registerMember(sandbox, who.replace(/[^a-z]/gi, ''), { affiliateCode: 'SUB42' });
  const info = expectValid(
    contract.memberInfo,
    await sandbox.call(contract.memberInfo, {}, { token: token[who] }),
  );
  name[who] = (info as MemberInfo).account;
  const moved = await sandbox.request({
    method: 'POST',
    url: `/sandbox/accounts/${name[who]}/type`,
    payload: { type, parent: name[parent] },
  });
  expect(moved.body.value).toEqual({ username: name[who], type, parent: name[parent] });
}

/** The player's slot spins: the stakes and payouts the team's figures must equal (minor units). */
async function spins(count: number) {
  const { launch, stake } = await play.slotLaunch(token.player!, name.player!);
  let stakeMinor = 0;
  let payoutMinor = 0;
  for (let i = 0; i < count; i++) {
    const answer = await play.spin(launch, stake);
    expect(answer.status).toBe(200);
    const spin = answer.body.value as { payout: number };
    stakeMinor += Math.round(stake * 100);
    payoutMinor += Math.round(spin.payout * 100);
  }
  return { stakeMinor, payoutMinor };
}

const payoutsOf = async (who: string, kind: ContractKind, contractId: number) =>
  (await ok(who, kind, { action: 'list' })).payouts.filter((p) => p.contractId === contractId);
const minor = (amount: number) => Math.round(amount * 100);

beforeAll(async () => {
  sandbox = await startTestSandbox();
  play = recordsDriver(sandbox);
  for (const agent of ['agent41', 'agent42', 'agentone']) {
    token[agent] = await sandbox.login(agent);
    name[agent] = agent;
  }
  await joined('subA', 42, 'agent42');
  await joined('subB', 42, 'subA');
  await joined('player', 0, 'subB');
  await setBalance('player', 5_000);
});
afterAll(async () => {
  await expectLedgerSound(sandbox);
  await sandbox.close();
});

describe('offering and answering (SPEC §4)', () => {
  it('offers a contract, shows it pending to the downline, and the downline accepts it', async () => {
    const requestId = randomUUID();
    const offer = {
      downline: name.subA,
      tiers: [
        { threshold: 0, rate: 1 },
        { threshold: 1000, rate: 2 },
      ],
    };
    const first = await ok('agent42', 'dailySalary', { action: 'offer', requestId, ...offer });
    const made = first.list[0]!;
    expect(made).toMatchObject({
      kind: 'dailySalary',
      upline: 'agent42',
      downline: name.subA,
      basis: 'turnover',
    });
    expect(made).toMatchObject({
      rate: 2,
      period: 'daily',
      status: 'offered',
      owed: 0,
      paid: 0,
      decidedAt: null,
    });
    // The same request again answers the same contract; the same id for another offer is refused.
    const again = await ok('agent42', 'dailySalary', { action: 'offer', requestId, ...offer });
    expect(again.list.filter((c) => c.status === 'offered').map((c) => c.contractId)).toEqual([
      made.contractId,
    ]);
    expectFailure(
      await send('agent42', 'dailySalary', {
        action: 'offer',
        requestId,
        ...offer,
        tiers: [{ threshold: 0, rate: 3 }],
      }),
      409,
      'idempotency_conflict',
    );

    // The offer waits in the consolidated info, where the platform's page reads it.
    const info = await sandbox.call(contract.fundsConsolidated, {}, { token: token.subA });
    expect(expectValid(contract.fundsConsolidated, info)).toMatchObject({
      dailysalreqtype: {
        daily: [{ id: made.contractId, contractId: made.contractId, status: 'P', upline: 'agent42' }],
      },
      divtypereq: {},
      contracthoursalreq: {},
      realtimesalreqtype: {},
    });
    await ok('subA', 'dailySalary', { action: 'accept', contractId: made.contractId });
    expect(await contractOf('agent42', 'dailySalary', made.contractId)).toMatchObject({ status: 'accepted' });
    const after = expectValid(
      contract.fundsConsolidated,
      await sandbox.call(contract.fundsConsolidated, {}, { token: token.subA }),
    );
    expect(after).toMatchObject({ dailysalreqtype: {} });
    // Team management shows the contract the downline now holds, by its top rate.
    const team = expectValid(
      contract.teamMembers,
      await sandbox.call(contract.teamMembers, { search: name.subA! }, { token: token.agent42 }),
    ) as TeamMembers;
    expect(team.list.find((m) => m.username === name.subA)?.contracts).toEqual([
      { kind: 'dailySalary', rate: 2 },
    ]);
  });

  it('lets only the downline answer, only the offerer withdraw, and nobody act out of turn', async () => {
    const rejected = await offered('agent42', 'subA', 'hourlySalary', { rate: 1 });
    for (const [who, action] of [
      ['subA', 'cancel'],
      ['agent42', 'accept'],
      ['agent42', 'reject'],
      ['subA', 'terminate'],
    ] as const)
      expectFailure(await send(who, 'hourlySalary', { action, contractId: rejected }), 409, 'contract_state');
    await ok('subA', 'hourlySalary', { action: 'reject', contractId: rejected });
    expectFailure(
      await send('subA', 'hourlySalary', { action: 'accept', contractId: rejected }),
      409,
      'contract_state',
    );

    const cancelled = await offered('agent42', 'subA', 'hourlySalary', { rate: 1 });
    // A newer offer of the kind replaces the pending one.
    const newer = await offered('agent42', 'subA', 'hourlySalary', { rate: 0.5 });
    expect(await contractOf('subA', 'hourlySalary', cancelled)).toMatchObject({ status: 'cancelled' });
    await ok('agent42', 'hourlySalary', { action: 'cancel', contractId: newer });
    expect((await ok('subA', 'hourlySalary', { action: 'list' })).list.map((c) => c.status)).toEqual([
      'cancelled',
      'cancelled',
      'rejected',
    ]);
    expectFailure(
      await send('subA', 'hourlySalary', { action: 'accept', contractId: newer }),
      409,
      'contract_state',
    );
  });

  it('answers not_found for anyone but a direct downline agent, and contract_not_found outside the caller’s contracts', async () => {
    for (const downline of ['downlinee', 'agentone', name.subB!, 'agent41', 'nobody'])
      expectFailure(
        await send('agent42', 'dailySalary', { action: 'offer', downline, rate: 1 }),
        404,
        'not_found',
      );
    const theirs = await offered('agent42', 'subA', 'realtimeSalary', { rate: 0.5 });
    for (const [who, kind, contractId] of [
      ['agentone', 'realtimeSalary', theirs],
      ['agent41', 'realtimeSalary', theirs],
      ['subA', 'hourlySalary', theirs],
      ['agent42', 'realtimeSalary', 999_999],
    ] as const)
      expectFailure(await send(who, kind, { action: 'accept', contractId }), 404, 'contract_not_found');
    await ok('agent42', 'realtimeSalary', { action: 'cancel', contractId: theirs });
  });

  it('refuses invalid tiers and rates above the offerer’s own (SPEC §4)', async () => {
    for (const [tiers, reason] of [
      [
        [
          { threshold: 0, rate: 2 },
          { threshold: 10, rate: 1 },
        ],
        'rate_falling',
      ],
      [[{ threshold: 5, rate: 1 }], 'first_threshold'],
      [
        [
          { threshold: 0, rate: 1 },
          { threshold: 0, rate: 2 },
        ],
        'threshold_not_rising',
      ],
    ] as const) {
      const answer = await send('agent42', 'realtimeSalary', { action: 'offer', downline: name.subA, tiers });
      expectFailure(answer, 400, 'contract_tiers_invalid');
      expect(answer.body.value).toEqual({ reason });
    }
    // A top-level agent is bounded by 100 %; a lower agent by its own contract of the kind.
    await accepted('agent41', 'agent42', 'realtimeSalary', {
      tiers: [
        { threshold: 0, rate: 1 },
        { threshold: 50, rate: 2 },
      ],
    });
    const above = await send('agent42', 'realtimeSalary', {
      action: 'offer',
      downline: name.subA,
      rate: 2.5,
    });
    expectFailure(above, 409, 'contract_rate_exceeds');
    expect(above.body.value).toEqual({ max: 2 });
    await accepted('agent42', 'subA', 'realtimeSalary', { rate: 2 });
  });
});

describe('accepting ends higher-rate contracts down the line (SPEC §4)', () => {
  it('terminates the higher ones of the kind, keeps equal ones and other kinds, and replaces the previous one', async () => {
    const higher = await accepted('agent42', 'subA', 'dividend', { rate: 3, period: 'monthly' });
    const equal = await accepted('subA', 'subB', 'dividend', { rate: 2 });
    const otherKind = await accepted('subA', 'subB', 'hourlySalary', { rate: 5 });
    const first = await accepted('agent41', 'agent42', 'dividend', { rate: 2 });
    expect(await contractOf('agent42', 'dividend', higher)).toMatchObject({
      status: 'terminated',
      endReason: 'exceeds_upline',
    });
    expect(await contractOf('subA', 'dividend', equal)).toMatchObject({
      status: 'accepted',
      endReason: null,
    });
    expect(await contractOf('subA', 'hourlySalary', otherKind)).toMatchObject({ status: 'accepted' });

    const second = await accepted('agent41', 'agent42', 'dividend', { rate: 2.5, period: 'semimonthly' });
    expect(await contractOf('agent42', 'dividend', first)).toMatchObject({
      status: 'terminated',
      endReason: 'replaced',
    });
    expect(await contractOf('agent42', 'dividend', second)).toMatchObject({
      status: 'accepted',
      period: 'semimonthly',
    });
    expect(await contractOf('subA', 'dividend', equal)).toMatchObject({ status: 'accepted' });
  });

  it('lets the offerer end a contract (by_upline), and not the downline', async () => {
    // At 2 %, accepting it leaves subA's contract to subB (2 %) running.
    const contractId = await accepted('agent42', 'subA', 'dividend', { rate: 2 });
    expectFailure(await send('subA', 'dividend', { action: 'terminate', contractId }), 409, 'contract_state');
    await ok('agent42', 'dividend', { action: 'terminate', contractId });
    expect(await contractOf('subA', 'dividend', contractId)).toMatchObject({
      status: 'terminated',
      endReason: 'by_upline',
    });
  });
});

describe('settlement through the ledger', () => {
  it('pays each period once from the team’s rounds, however often and however concurrently it is settled', async () => {
    const realtime = (await ok('subA', 'realtimeSalary', { action: 'list' })).list.find(
      (c) => c.downline === name.subA && c.status === 'accepted',
    )!;
    const before = { subA: await play.balanceMinor(name.subA!), at: Date.now() };
    const played = await spins(6);
    expect((await settle()).status).toBe(200);
    await Promise.all([settle(), settle(), settle({ kind: 'realtimeSalary' })]);

    const payouts = await payoutsOf('subA', 'realtimeSalary', realtime.contractId);
    // The figure is the team's valid bets (subA, subB and the player's rounds); each period pays floor(figure × rate).
    expect(payouts.reduce((sum, p) => sum + minor(p.figure), 0)).toBe(played.stakeMinor);
    for (const p of payouts) expect(minor(p.amount)).toBe(Math.floor((minor(p.figure) * p.rate) / 100));
    expect(new Set(payouts.map((p) => p.periodStart)).size).toBe(payouts.length);
    const paidMinor = payouts.reduce((sum, p) => sum + minor(p.amount), 0);
    expect(paidMinor).toBeGreaterThan(0);
    // subA's wallet moved by exactly what was settled in these passes: its other contracts too
    // (its daily salary from agent42, what it pays subB), each paid in full or owed.
    let netMinor = 0;
    for (const kind of Object.keys(RELAY) as ContractKind[])
      for (const p of (await ok('subA', kind, { action: 'list' })).payouts)
        if (p.status === 'paid' && p.settledAt >= before.at)
          netMinor += p.downline === name.subA ? minor(p.amount) : -minor(p.amount);
    expect(await play.balanceMinor(name.subA!)).toBe(before.subA + netMinor);
    expect(minor((await contractOf('subA', 'realtimeSalary', realtime.contractId)).paid)).toBe(paidMinor);

    const keys = await sandbox.db.query<{ key: string; kind: string }>(
      'select idempotency_key as key, kind from ledger_transactions where idempotency_key like $1',
      [`contract:${realtime.contractId}:%`],
    );
    expect(keys.length).toBe(payouts.filter((p) => p.amount > 0).length);
    expect(new Set(keys.map((k) => k.kind))).toEqual(new Set(['salary']));
  });

  it('figures a dividend from the team’s net loss, floored at 0', async () => {
    const equal = (await ok('subB', 'dividend', { action: 'list' })).list.find(
      (c) => c.status === 'accepted',
    )!;
    const since = Date.now();
    const played = await spins(4);
    await settle({ kind: 'dividend', now: true });
    // The periods that hold these rounds: those that ended after they began.
    const payouts = (await payoutsOf('subB', 'dividend', equal.contractId)).filter(
      (p) => p.periodEnd > since,
    );
    const figured = payouts.reduce((sum, p) => sum + minor(p.figure), 0);
    expect(figured).toBe(Math.max(0, played.stakeMinor - played.payoutMinor));
  });

  it('keeps a period owed when the upline is short, and returnBalance pays it once', async () => {
    const hourly = (await ok('subB', 'hourlySalary', { action: 'list' })).list.find(
      (c) => c.status === 'accepted',
    )!;
    await setBalance('subA', 0);
    const subB = await play.balanceMinor(name.subB!);
    await spins(3);
    await settle({ kind: 'hourlySalary', now: true });
    const owed = (await payoutsOf('subB', 'hourlySalary', hourly.contractId)).filter(
      (p) => p.status === 'owed',
    );
    expect(owed.length).toBeGreaterThan(0);
    const owedMinor = owed.reduce((sum, p) => sum + minor(p.amount), 0);
    expect(minor((await contractOf('subB', 'hourlySalary', hourly.contractId)).owed)).toBe(owedMinor);
    expect(await play.balanceMinor(name.subB!)).toBe(subB);

    const requestId = randomUUID();
    const returning = { action: 'returnBalance', contractId: hourly.contractId, requestId };
    expectFailure(await send('subA', 'hourlySalary', returning), 409, 'insufficient_balance');
    expectFailure(await send('subB', 'hourlySalary', returning), 409, 'contract_state');
    await setBalance('subA', 1_000);
    for (let i = 0; i < 2; i++) await ok('subA', 'hourlySalary', returning);
    expect(await play.balanceMinor(name.subB!)).toBe(subB + owedMinor);
    expect(await contractOf('subB', 'hourlySalary', hourly.contractId)).toMatchObject({ owed: 0 });
    expect(await play.balanceMinor(name.subA!)).toBe(100_000 - owedMinor);
    const other = await accepted('agent42', 'subA', 'hourlySalary', { rate: 0.5 });
    expectFailure(
      await send('agent42', 'hourlySalary', { ...returning, contractId: other }),
      409,
      'idempotency_conflict',
    );

    const range = presetRange('today', Date.now());
    const income = expectValid(
      contract.agentIncome,
      await sandbox.call(contract.agentIncome, { ...range }, { token: token.subB }),
    );
    const { list, totals } = income as AgentIncome;
    expect(
      list.filter((p) => p.contractId === hourly.contractId).every((p) => p.direction === 'received'),
    ).toBe(true);
    expect(minor(totals.net)).toBe(minor(totals.received) - minor(totals.paid));
    expect(minor(totals.received)).toBeGreaterThanOrEqual(owedMinor);
  });
});

describe('who may use the relays', () => {
  it('refuses a kind whose brand flag is off, a member and a trial account', async () => {
    for (const [key, kind] of [
      ['enableCt', 'dividend'],
      ['salary', 'dailySalary'],
      ['hourSalary', 'hourlySalary'],
    ] as const) {
      await sandbox.request({ method: 'POST', url: '/sandbox/settings', payload: { key, value: false } });
      expectFailure(await send('agent42', kind, { action: 'list' }), 403, 'feature_disabled');
      await sandbox.request({ method: 'POST', url: '/sandbox/settings', payload: { key, value: true } });
    }
    token.member = await sandbox.login('demomember');
    token.trial = await sandbox.login('demotrial');
    expectFailure(await send('member', 'realtimeSalary', { action: 'list' }), 403, 'error_not_agent');
    // A member is offered nothing: its consolidated info says so, as the platform's does.
    expect(
      expectValid(
        contract.fundsConsolidated,
        await sandbox.call(contract.fundsConsolidated, {}, { token: token.member }),
      ),
    ).toMatchObject({ dailysalreqtype: {}, divtypereq: {}, contracthoursalreq: {}, realtimesalreqtype: {} });
    expectFailure(await send('trial', 'realtimeSalary', { action: 'list' }), 403, 'in_need_true_account');
  });
});

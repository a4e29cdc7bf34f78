import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import type {
  AccountRecords,
  AgentInvite,
  Endpoint,
  TeamBets,
  TeamFigures,
  TeamMember,
  TeamMembers,
  TeamOverview,
  TeamPnl,
  TeamTransactions,
} from '../../sdk/contract';
import { totalsByKind } from '../../sandbox/platform/ledger';
import { expectFailure, expectValid, startTestSandbox, type TestSandbox } from './harness';
import { depositDriver } from './deposit-helpers';
import { recordsDriver, sumAmounts } from './records-helpers';

/**
 * The agent centre's team calls after real team life: agent41 registers a member and a sub-agent,
 * the sub-agent registers a member of its own, both members deposit and play through the demo
 * vendor. Every figure is checked against the ledger the money went through.
 */
let sandbox: TestSandbox;
let driver: ReturnType<typeof recordsDriver>;
let master: string;
let overviewBefore: TeamOverview;
const suffix = String(Date.now() % 1e6);
const names = { member: `tmem${suffix}`, agent: `tagt${suffix}`, subMember: `tsub${suffix}` };
const created: Record<keyof typeof names, TeamMember> = {} as never;
const tokens: Record<string, string> = {};

const agentCall = async <T>(endpoint: Endpoint, token: string, input: object = {}) =>
  expectValid(endpoint, await sandbox.call(endpoint, { ...input }, { token })) as T;
const register = (token: string, kind: 'member' | 'agent', username: string, extra: object = {}) =>
  sandbox.call(
    contract.teamRegister,
    { kind, username, password: 'Team2026x', confirmPassword: 'Team2026x', ...extra },
    { token },
  );

/** The ledger's figures of one account (decimals), from every movement it ever had. */
async function ledgerOf(username: string) {
  const of = await totalsByKind(sandbox.db, await driver.accountId(username));
  const bets = of('bet').debits;
  const rollbacks = of('rollback').credits;
  return {
    stake: bets / 100,
    validBet: (bets - rollbacks) / 100,
    payout: of('win').credits / 100,
    bonus: (of('bonus').credits - of('bonus').debits) / 100,
    deposits: of('deposit').credits / 100,
  };
}

beforeAll(async () => {
  sandbox = await startTestSandbox();
  driver = recordsDriver(sandbox);
  const deposits = depositDriver(sandbox);
  await deposits.autoSettle(null);
  master = await sandbox.login('agent41');
  overviewBefore = await agentCall<TeamOverview>(contract.teamOverview, master);

  created.member = expectValid(
    contract.teamRegister,
    await register(master, 'member', names.member, { nickname: 'Team Member' }),
  ) as TeamMember;
  created.agent = expectValid(
    contract.teamRegister,
    await register(master, 'agent', names.agent),
  ) as TeamMember;
  tokens.agent = await sandbox.login(names.agent, 'Team2026x');
  created.subMember = expectValid(
    contract.teamRegister,
    await register(tokens.agent, 'member', names.subMember),
  ) as TeamMember;

  // Both members fund their play; the first with the first-deposit bonus, and one refunded round.
  for (const [username, bonus] of [
    [names.member, true],
    [names.subMember, false],
  ] as const) {
    const token = (tokens[username] = await sandbox.login(username, 'Team2026x'));
    const order = await deposits.order(token, {
      methodId: 'bank',
      amount: 100,
      ...(bonus ? { bonusId: 'first-deposit' } : {}),
    });
    expect((await deposits.settle(order.orderNo, 'pay')).status).toBe(200);
    const { launch, stake } = await driver.slotLaunch(token, username);
    for (let i = 0; i < 4; i++) expect((await driver.spin(launch, stake)).status).toBe(200);
    if (bonus) {
      await sandbox.request({ method: 'POST', url: '/sandbox/games/fail-next-settlement' });
      expect((await driver.spin(launch, stake)).body.errorCode).toBe('round_failed');
    }
  }
  await driver.lotteryRound(tokens[names.subMember]!, 10);
});
afterAll(() => sandbox.close());

describe('registering downlines', () => {
  it('puts a member and a sub-agent of its line directly under the agent', () => {
    expect(created.member).toMatchObject({
      username: names.member,
      nickname: 'Team Member',
      accountType: 0,
      parent: 'agent41',
      depth: 1,
      balance: 0,
      status: 'active',
      lastLoginAt: null,
      downlines: 0,
      contracts: [],
    });
    expect(created.agent).toMatchObject({ username: names.agent, nickname: names.agent, accountType: 42 });
    expect(created.subMember).toMatchObject({ accountType: 0, parent: names.agent, depth: 1 });
  });

  it('checks username and password with the brand rules, and refuses a taken name in any case', async () => {
    const bad = [
      [{ username: 'ab' }, 'username'],
      [{ username: '9starts' }, 'username'],
      [{ password: 'short', confirmPassword: 'short' }, 'password'],
    ] as const;
    for (const [input, field] of bad) {
      const answer = await register(master, 'member', `tbad${suffix}`, input);
      expectFailure(answer, 400, 'field_invalid');
      expect(answer.body.value).toMatchObject({ field });
    }
    expectFailure(
      await register(master, 'member', `tbad${suffix}`, { confirmPassword: 'Other2026x' }),
      400,
      'password_mismatch',
    );
    expectFailure(await register(master, 'agent', 'AGENTONE'), 409, 'username_taken');
    expectFailure(await register(master, 'member', names.member.toUpperCase()), 409, 'username_taken');
  });
});

describe('team management', () => {
  it('lists the direct downlines newest first, with balance, last login and downline count', async () => {
    const page = await agentCall<TeamMembers>(contract.teamMembers, master);
    expect(page.list.map((m) => m.username)).toEqual([names.agent, names.member, 'agent42']);
    expect(page.total).toBe(3);
    const byName = new Map(page.list.map((m) => [m.username, m]));
    expect(byName.get(names.agent)).toMatchObject({
      downlines: 1,
      depth: 1,
      lastLoginAt: expect.any(Number),
    });
    expect(byName.get('agent42')).toMatchObject({ accountType: 42, downlines: 2, parent: 'agent41' });
    const balance = (await driver.balanceMinor(names.member)) / 100;
    expect(byName.get(names.member)!.balance).toBe(balance);
  });

  it("shows a sub-agent's members at depth 2", async () => {
    const sub = await agentCall<TeamMembers>(contract.teamMembers, master, { parent: 'AGENT42' });
    expect(sub.list.map((m) => [m.username, m.depth, m.parent]).sort()).toEqual([
      ['downlinee', 2, 'agent42'],
      ['downlinef', 2, 'agent42'],
    ]);
    const own = await agentCall<TeamMembers>(contract.teamMembers, master, { parent: names.agent });
    expect(own.list).toMatchObject([{ username: names.subMember, depth: 2 }]);
    const self = await agentCall<TeamMembers>(contract.teamMembers, master, { parent: 'agent41' });
    expect(self.total).toBe(3);
  });

  it('searches the whole team by part of a username, in any case, and pages', async () => {
    const found = await agentCall<TeamMembers>(contract.teamMembers, master, { search: 'DOWNLINE' });
    expect(found.list.map((m) => m.username).sort()).toEqual(['downlinee', 'downlinef']);
    const mine = await agentCall<TeamMembers>(contract.teamMembers, master, { search: suffix, pageSize: 2 });
    expect(mine.total).toBe(3);
    expect(mine.list.map((m) => m.username)).toEqual([names.subMember, names.agent]);
    const next = await agentCall<TeamMembers>(contract.teamMembers, master, {
      search: suffix,
      pageSize: 2,
      pageNo: 2,
    });
    expect(next.list.map((m) => m.username)).toEqual([names.member]);
  });
});

describe('team betting and profit', () => {
  it("lists one account's rounds with totals equal to its ledger", async () => {
    const bets = await agentCall<TeamBets>(contract.teamBets, master, {
      ...driver.week(),
      username: names.member,
      pageSize: 50,
    });
    const ledger = await ledgerOf(names.member);
    expect(bets.total).toBe(5);
    expect(bets.list.every((b) => b.username === names.member)).toBe(true);
    expect(bets.totals).toEqual({
      count: 5,
      stake: ledger.stake,
      validBet: ledger.validBet,
      payout: ledger.payout,
      winLoss: sumAmounts([ledger.payout, -ledger.validBet]),
    });
    expect(bets.list.filter((b) => b.status === 'refunded')).toHaveLength(1);
  });

  it("covers a sub-agent's whole line, and the team covers everyone", async () => {
    const line = await agentCall<TeamBets>(contract.teamBets, master, {
      ...driver.week(),
      username: names.agent,
    });
    expect(new Set(line.list.map((b) => b.username))).toEqual(new Set([names.subMember]));
    expect(line.total).toBe(5);
    const lottery = await agentCall<TeamBets>(contract.teamBets, master, {
      ...driver.week(),
      username: names.agent,
      category: 'LOTT',
    });
    expect(lottery.totals.count).toBe(1);
    const team = await agentCall<TeamBets>(contract.teamBets, master, { ...driver.week(), pageSize: 50 });
    const usernames = new Set(team.list.map((b) => b.username));
    expect(usernames.has(names.member) && usernames.has(names.subMember)).toBe(true);
    expect(usernames.has('agent41')).toBe(false);
  });

  it("gives each active account's profit exactly as its ledger, largest valid bet first", async () => {
    const pnl = await agentCall<TeamPnl>(contract.teamPnl, master, { ...driver.week(), pageSize: 50 });
    for (const [username, depth] of [
      [names.member, 1],
      [names.subMember, 2],
    ] as const) {
      const ledger = await ledgerOf(username);
      expect(pnl.list.find((r) => r.username === username)).toEqual({
        username,
        accountType: 0,
        depth,
        stake: ledger.stake,
        validBet: ledger.validBet,
        payout: ledger.payout,
        bonus: ledger.bonus,
        rebate: 0,
        net: sumAmounts([ledger.payout, ledger.bonus, -ledger.validBet]),
      });
    }
    expect(pnl.list.some((r) => r.username === names.agent)).toBe(false);
    const valid = pnl.list.map((r) => r.validBet);
    expect(valid).toEqual([...valid].sort((a, b) => b - a));
    expect(pnl.totals.validBet).toBe(sumAmounts(pnl.list.map((r) => r.validBet)));
    const line = await agentCall<TeamPnl>(contract.teamPnl, master, {
      ...driver.week(),
      username: names.agent,
    });
    expect(line.total).toBe(1);
    const { username: _, accountType: __, depth: ___, ...sums } = line.list[0]!;
    expect(line.totals).toEqual(sums);
  });
});

describe('team overview', () => {
  it("adds today's registrations, deposits and play exactly as the ledger has them", async () => {
    const after = await agentCall<TeamOverview>(contract.teamOverview, master);
    const [a, b] = [await ledgerOf(names.member), await ledgerOf(names.subMember)];
    const delta = (p: 'today' | 'week' | 'month', k: keyof TeamFigures) =>
      sumAmounts([after[p][k], -overviewBefore[p][k]]);
    expect(after.teamSize - overviewBefore.teamSize).toBe(3);
    for (const p of ['today', 'week', 'month'] as const) {
      expect(delta(p, 'newMembers')).toBe(3);
      expect(delta(p, 'activePlayers')).toBe(2);
      expect(delta(p, 'deposits')).toBe(sumAmounts([a.deposits, b.deposits]));
      expect(delta(p, 'withdrawals')).toBe(0);
      expect(delta(p, 'stake')).toBe(sumAmounts([a.validBet, b.validBet]));
      expect(delta(p, 'payout')).toBe(sumAmounts([a.payout, b.payout]));
      expect(after[p].teamNet).toBe(sumAmounts([after[p].stake, -after[p].payout]));
      expect(after[p].income).toBe(0);
    }
    expect(after.daily).toHaveLength(30);
    const last = after.daily.at(-1)!;
    expect(last.day).toBe(driver.week().to);
    expect(sumAmounts([last.teamNet, -overviewBefore.daily.at(-1)!.teamNet])).toBe(
      sumAmounts([a.validBet, b.validBet, -a.payout, -b.payout]),
    );
  });
});

describe('team transactions', () => {
  it("shows a member's movements as its own account records show them", async () => {
    const team = await agentCall<TeamTransactions>(contract.teamTransactions, master, {
      ...driver.week(),
      username: names.member,
      pageSize: 50,
    });
    const own = await agentCall<AccountRecords>(contract.accountRecords, tokens[names.member]!, {
      ...driver.week(),
      pageSize: 50,
    });
    expect(team.total).toBe(own.total);
    expect(team.list).toEqual(own.list.map((r) => ({ ...r, username: names.member })));
  });

  it("lists the team's movements, never the agent's own, and filters by kind", async () => {
    const deposits = await agentCall<TeamTransactions>(contract.teamTransactions, master, {
      ...driver.week(),
      kind: 'deposit',
      pageSize: 50,
    });
    // The seeded team's opening deposits may fall in the week too; the two made here are there.
    const depositors = deposits.list.map((r) => r.username);
    expect(depositors).toEqual(expect.arrayContaining([names.member, names.subMember]));
    expect(deposits.list.every((r) => r.kind === 'deposit')).toBe(true);
    expect(depositors.filter((u) => u.startsWith('t') && u.endsWith(suffix))).toHaveLength(2);
    const all = await agentCall<TeamTransactions>(contract.teamTransactions, master, {
      ...driver.week(),
      pageSize: 50,
    });
    expect(all.list.some((r) => r.username === 'agent41')).toBe(false);
    const order = all.list.map((r) => r.at);
    expect(order).toEqual([...order].sort((x, y) => y - x));
  });
});

describe('invite', () => {
  it("answers the agent's affiliate code and how many it registered", async () => {
    expect(await agentCall<AgentInvite>(contract.agentInvite, master)).toEqual({
      affiliateCode: 'MASTER41',
      registered: 3,
    });
    const sub = await agentCall<AgentInvite>(contract.agentInvite, tokens.agent!);
    expect(sub.registered).toBe(1);
    expect(sub.affiliateCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(await agentCall<AgentInvite>(contract.agentInvite, tokens.agent!)).toEqual(sub);
    expect(
      (await sandbox.call(contract.affiliateCheck, { code: sub.affiliateCode, domain: 'localhost' })).body
        .value,
    ).toBe(true);
  });
});

describe('who may call', () => {
  const calls: [Endpoint, object][] = [
    [contract.teamOverview, {}],
    [contract.agentInvite, {}],
    [contract.teamMembers, {}],
    [contract.teamBets, { from: '2026-01-01', to: '2026-01-02' }],
    [contract.teamPnl, { from: '2026-01-01', to: '2026-01-02' }],
    [contract.teamTransactions, { from: '2026-01-01', to: '2026-01-02' }],
    [contract.teamRegister, { kind: 'member', username: 'nobody77', password: 'x', confirmPassword: 'x' }],
  ];

  it('refuses a member as not an agent, and asks a trial account to register', async () => {
    const member = await sandbox.login('demomember');
    const trial = await sandbox.login('demotrial');
    for (const [endpoint, input] of calls) {
      expectFailure(await sandbox.call(endpoint, { ...input }, { token: member }), 403, 'error_not_agent');
      expectFailure(
        await sandbox.call(endpoint, { ...input }, { token: trial }),
        403,
        'in_need_true_account',
      );
      expectFailure(await sandbox.call(endpoint, { ...input }), 401, 'CUSTOMER_NOT_LOGIN');
    }
  });
});

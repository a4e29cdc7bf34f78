import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import type { Endpoint, TeamBets, TeamMembers, TeamPnl, TeamTransactions } from '../../sdk/contract';
import { expectFailure, expectValid, startTestSandbox, type Answer, type TestSandbox } from './harness';
import { recordsDriver } from './records-helpers';
import { sealForTest } from './seal';
import { depositDriver } from './deposit-helpers';
import { PAYMENT_PASSWORD } from './withdraw-helpers';
import { setSetting } from '../../sandbox/platform/brand/repository';

/**
 * The agent centre's team calls under attack: an agent reaching for another agent's downline or
 * its own upline, registrations with bad or repeated input, ranges and pages out of bounds. Each
 * answer is a refusal that tells nothing about accounts outside the caller's team, or an answer
 * about its own team only; nothing is written.
 */
let sandbox: TestSandbox;
let driver: ReturnType<typeof recordsDriver>;
let sub: string;
const suffix = String(Date.now() % 1e6);

beforeAll(async () => {
  sandbox = await startTestSandbox();
  driver = recordsDriver(sandbox);
  // agentone's downline plays, so there is something of theirs to leak.
  const one = await sandbox.login('agentone');
  const { launch, stake } = await driver.slotLaunch(one, 'agentone');
  expect((await driver.spin(launch, stake)).status).toBe(200);
  sub = await sandbox.login('agent42');
});
afterAll(() => sandbox.close());

const accountCount = async () =>
  (await sandbox.db.query<{ n: number }>('select count(*)::int as n from accounts'))[0]!.n;
const accountsNamed = async (username: string) =>
  (
    await sandbox.db.query<{ n: number }>(
      'select count(*)::int as n from accounts where lower(username) = lower($1)',
      [username],
    )
  )[0]!.n;

/** Every call that takes an account of the team, with that account named. */
const namedCalls = (name: string): [Endpoint, object][] => [
  [contract.teamMembers, { parent: name }],
  [contract.teamBets, { ...driver.week(), username: name }],
  [contract.teamPnl, { ...driver.week(), username: name }],
  [contract.teamTransactions, { ...driver.week(), username: name }],
];

describe("another agent's team", () => {
  it('answers 404 alike for an account elsewhere, the upline, and nobody, in every call', async () => {
    const outsiders = ['downlinea', 'DOWNLINEA', 'agentone', 'agent41', 'demomember', `nobody${suffix}`];
    for (const name of outsiders) {
      for (const [endpoint, input] of namedCalls(name)) {
        const answer = await sandbox.call(endpoint, { ...input }, { token: sub });
        expectFailure(answer, 404, 'not_found');
        // Word for word what a name nobody has gets: nothing to tell the two apart.
        const nobody = await sandbox.call(
          endpoint,
          { ...input, [endpoint === contract.teamMembers ? 'parent' : 'username']: `nobody${suffix}` },
          { token: sub },
        );
        expect(answer.body, `${endpoint.name} ${name}`).toEqual(nobody.body);
      }
    }
  });

  it('does not count the caller itself as its own team where a username names the team', async () => {
    for (const [endpoint, input] of namedCalls('agent42').slice(1))
      expectFailure(await sandbox.call(endpoint, { ...input }, { token: sub }), 404, 'not_found');
    const self = await sandbox.call(contract.teamMembers, { parent: 'agent42' }, { token: sub });
    expect((expectValid(contract.teamMembers, self) as TeamMembers).total).toBe(2);
  });

  it('keeps the upline and other teams out of every list', async () => {
    const team = new Set(['downlinee', 'downlinef']);
    const members = expectValid(
      contract.teamMembers,
      await sandbox.call(contract.teamMembers, { search: 'a' }, { token: sub }),
    ) as TeamMembers;
    expect(members.list.every((m) => team.has(m.username))).toBe(true);
    for (const search of ['agent', 'downlinea', '%', '_', '\\', "' or '1'='1"]) {
      const found = expectValid(
        contract.teamMembers,
        await sandbox.call(contract.teamMembers, { search }, { token: sub }),
      ) as TeamMembers;
      expect(found, search).toEqual({ list: [], total: 0 });
    }
    const lists = await Promise.all(
      [contract.teamBets, contract.teamPnl, contract.teamTransactions].map(async (endpoint) => {
        const answer = await sandbox.call(endpoint, { ...driver.week(), pageSize: 50 }, { token: sub });
        return expectValid(endpoint, answer) as TeamBets | TeamPnl | TeamTransactions;
      }),
    );
    for (const list of lists)
      for (const row of list.list) expect(team.has(row.username), row.username).toBe(true);
  });

  it('answers a name that looks like SQL as nobody', async () => {
    for (const name of ["agent42' or '1'='1", "downlinee'; drop table accounts; --", '%', '_'])
      for (const [endpoint, input] of namedCalls(name))
        expectFailure(await sandbox.call(endpoint, { ...input }, { token: sub }), 404, 'not_found');
    expect(await accountsNamed('downlinee')).toBe(1);
  });
});

describe('registering downlines', () => {
  const register = (input: object, token = sub): Promise<Answer> =>
    sandbox.call(
      contract.teamRegister,
      { kind: 'member', password: 'Team2026x', confirmPassword: 'Team2026x', ...input },
      { token },
    );

  it('writes nothing when the username or password breaks the rules', async () => {
    const before = await accountCount();
    const bad: [object, string][] = [
      [{ username: 'a' }, 'field_invalid'],
      [{ username: 'has space1' }, 'field_invalid'],
      [{ username: "x' or 1=1 --" }, 'field_invalid'],
      [{ username: `toolongusername${suffix}` }, 'field_invalid'],
      [{ username: `okname${suffix}`, password: 'short', confirmPassword: 'short' }, 'field_invalid'],
      [{ username: `okname${suffix}`, confirmPassword: 'Different1' }, 'password_mismatch'],
      [{ username: 'Agent41' }, 'username_taken'],
    ];
    for (const [input, code] of bad) {
      const answer = await register(input);
      expect(answer.body.errorCode, JSON.stringify(input)).toBe(code);
    }
    expect(await accountCount()).toBe(before);
  });

  it('creates one account when a registration is sent again or twice at once', async () => {
    const username = `twice${suffix}`;
    const answers = await Promise.all([1, 2, 3].map(() => register({ username })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200))
      expectFailure(answer, 409, 'username_taken');
    expectFailure(await register({ username: username.toUpperCase() }), 409, 'username_taken');
    expect(await accountsNamed(username)).toBe(1);
  });

  it('refuses a captured sealed body replayed', async () => {
    const username = `replay${suffix}`;
    const sealed = sealForTest(sandbox.instance.sandbox.platformKeys.modulus(), {
      kind: 'agent',
      username,
      password: 'Team2026x',
      confirmPassword: 'Team2026x',
    });
    const send = () =>
      sandbox.request({
        method: 'PUT',
        url: contract.teamRegister.path,
        headers: { encryption: sealed.header, authorization: sub, 'content-type': 'application/json' },
        payload: { value: sealed.value },
      });
    expect((await send()).status).toBe(200);
    expectFailure(await send(), 400, 'request_replayed');
    expect(await accountsNamed(username)).toBe(1);
  });
});

describe('ranges and pages', () => {
  const today = () => driver.week().to;
  const shift = (day: string, days: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  it('refuses ranges that are reversed, too long or in the future', async () => {
    const ranges = [
      { from: today(), to: shift(today(), -1) },
      { from: shift(today(), -40), to: today() },
      { from: today(), to: shift(today(), 1) },
    ];
    for (const endpoint of [contract.teamBets, contract.teamPnl, contract.teamTransactions])
      for (const range of ranges)
        expectFailure(await sandbox.call(endpoint, range, { token: sub }), 400, 'date_range_invalid');
  });

  it('refuses a page size above the most, or a page below the first', async () => {
    const query = new URLSearchParams({ ...driver.week() });
    for (const path of [contract.teamMembers.path, contract.teamBets.path, contract.teamPnl.path])
      for (const page of ['pageSize=51', 'pageSize=0', 'pageNo=0']) {
        const answer = await sandbox.request({
          method: 'GET',
          url: `${path}?${query}&${page}`,
          headers: { authorization: sub },
        });
        expectFailure(answer, 400, 'invalid_request');
      }
  });
});

describe('farming sign-up gifts through downlines', () => {
  const register = (username: string, token: string, kind = 'member'): Promise<Answer> =>
    sandbox.call(
      contract.teamRegister,
      { kind, username, password: 'Team2026x', confirmPassword: 'Team2026x' },
      { token },
    );
  const loginAs = async (username: string) => {
    const answer = await sandbox.call(contract.login, { username, password: 'Team2026x', type: 'username' });
    return (expectValid(contract.login, answer) as { token: string }).token;
  };

  it('a downline the agent registered gets the welcome gift after its first deposit, locked until wagered', async () => {
    const name = `gift${suffix}`;
    expect((await register(name, sub)).status).toBe(200);
    const member = await loginAs(name);
    expectValid(
      contract.promotionJoin,
      await sandbox.call(contract.promotionJoin, { promotionId: 1 }, { token: member }),
    );
    const claim = () =>
      sandbox.call(
        contract.promotionClaim,
        { promotionId: 1, requestId: `gift-${randomUUID()}` },
        { token: member },
      );
    expectFailure(await claim(), 409, 'first_deposit_required');

    const deposits = depositDriver(sandbox);
    await deposits.autoSettle(null);
    await deposits.settle((await deposits.order(member, { methodId: 'bank', amount: 100 })).orderNo, 'pay');
    expectValid(contract.promotionClaim, await claim());
    // The 18.00 gift asks for 90.00 of bets before it may leave: sending it up is refused, the deposit goes.
    await sandbox.call(contract.paymentPasswordSet, { newPassword: PAYMENT_PASSWORD }, { token: member });
    const send = (amount: number) =>
      sandbox.call(
        contract.memberTransfer,
        { requestId: `up-${randomUUID()}`, direction: 'upline', amount, paymentPassword: PAYMENT_PASSWORD },
        { token: member },
      );
    expectFailure(await send(118), 409, 'transfer_turnover_required');
    expect((await send(100)).status).toBe(200);
    expectFailure(await send(18), 409, 'transfer_turnover_required');
  });

  it('a line of agents registers its allowance together: a sub-agent brings no fresh one', async () => {
    const master = await sandbox.login('agent41');
    const made = async () =>
      (
        await sandbox.db.query<{ n: number }>(
          `select count(*)::int as n from accounts where registered_by in
             (select id from accounts where username in ('agent41', 'agent42')) and created_at > now() - interval '1 hour'`,
        )
      )[0]!.n;
    // Three more for the whole line (agent41 and its sub-agent agent42) this hour.
    await setSetting(sandbox.db, 'agentRegistrationsPerHour', (await made()) + 3);
    sandbox.instance.sandbox.settings.invalidate();
    try {
      expect((await register(`line${suffix}a`, master)).status).toBe(200);
      expect((await register(`line${suffix}b`, sub)).status).toBe(200);
      expect((await register(`line${suffix}c`, master)).status).toBe(200);
      const before = await accountCount();
      for (const token of [sub, master]) {
        const refused = await register(`line${suffix}x`, token);
        expectFailure(refused, 429, 'team_register_limit');
      }
      expect(await accountCount()).toBe(before);
    } finally {
      await setSetting(sandbox.db, 'agentRegistrationsPerHour', 20);
      sandbox.instance.sandbox.settings.invalidate();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './harness';
import { contract } from '../../sdk/contract/table';
import type { Endpoint } from '../../sdk/contract/endpoint';

/**
 * The caller rules the contract declares (`caller: 'real-member'` or `'agent'`), applied by the route
 * before the payload: each such call refuses a trial account and a free-play guest, whatever they
 * send; an agent's call refuses any other member too; and the right caller gets through to the
 * call's own checks.
 */
let sandbox: TestSandbox;
let tokens: { trial: string; guest: string; member: string; agent: string };
const calls = Object.values(contract) as Endpoint[];
const realMemberCalls = calls.filter((e) => e.caller === 'real-member');
const agentCalls = calls.filter((e) => e.caller === 'agent');

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const guest = await sandbox.call(contract.loginFreeplay, {});
  tokens = {
    trial: await sandbox.login('demotrial'),
    guest: (guest.body.value as { token: string }).token,
    member: await sandbox.login('demomember'),
    agent: await sandbox.login('agentone'),
  };
});
afterAll(() => sandbox.close());

const send = (endpoint: Endpoint, token: string) =>
  sandbox.app.inject({
    method: endpoint.method,
    url: endpoint.path.replace(/:[a-zA-Z]+/g, '1'),
    headers: {
      merchant: 'CROUPIER',
      authorization: token,
      'x-forwarded-for': '10.31.0.1',
      ...(endpoint.method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    ...(endpoint.method === 'GET' ? {} : { payload: '{}' }),
  });

describe("the contract's real-member calls", () => {
  it('are the member centre, cashier, rewards and safer-gambling calls, each needing a session', () => {
    expect(realMemberCalls.length).toBeGreaterThanOrEqual(60);
    for (const e of realMemberCalls) expect(e.auth, e.name).toBe('required');
    for (const name of [
      'withdrawCreate',
      'walletTransfer',
      'securityInfo',
      'protectionExclude',
      'vipClaimBonus',
    ])
      expect(realMemberCalls.map((e) => e.name)).toContain(name);
  });

  it('refuse a trial account and a free-play guest with in_need_true_account, before reading what they sent', async () => {
    for (const endpoint of realMemberCalls)
      for (const who of ['trial', 'guest'] as const) {
        const answer = await send(endpoint, tokens[who]);
        expect(answer.statusCode, `${endpoint.name} as ${who}`).toBe(403);
        expect(answer.json(), `${endpoint.name} as ${who}`).toMatchObject({
          errorCode: 'in_need_true_account',
        });
      }
  });

  it('let a real member through to their own checks', async () => {
    for (const endpoint of realMemberCalls) {
      const answer = await send(endpoint, tokens.member);
      expect(answer.json().errorCode, endpoint.name).not.toBe('in_need_true_account');
    }
  });
});

describe("the contract's agent calls", () => {
  it('are the agent centre: its team, its income and its contracts with their offers', () => {
    for (const e of agentCalls) expect(e.auth, e.name).toBe('required');
    for (const name of [
      'teamOverview',
      'teamMembers',
      'agentIncome',
      'dividendRequest',
      'answerDividendOffer',
    ])
      expect(agentCalls.map((e) => e.name)).toContain(name);
  });

  it('refuse a trial account and a guest as the real-member calls do, and any other member with error_not_agent', async () => {
    for (const endpoint of agentCalls) {
      for (const who of ['trial', 'guest'] as const)
        expect((await send(endpoint, tokens[who])).json(), `${endpoint.name} as ${who}`).toMatchObject({
          errorCode: 'in_need_true_account',
        });
      const answer = await send(endpoint, tokens.member);
      expect(answer.statusCode, endpoint.name).toBe(403);
      expect(answer.json(), endpoint.name).toMatchObject({ errorCode: 'error_not_agent' });
    }
  });

  it('let an agent through to their own checks', async () => {
    for (const endpoint of agentCalls) {
      const { errorCode } = (await send(endpoint, tokens.agent)).json();
      expect(['in_need_true_account', 'error_not_agent'], endpoint.name).not.toContain(errorCode);
    }
  });
});

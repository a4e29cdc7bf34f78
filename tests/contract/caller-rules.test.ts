import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './harness';
import { contract } from '../../sdk/contract/table';
import type { Endpoint } from '../../sdk/contract/endpoint';

/**
 * The caller rules the contract declares (`caller: 'real-member'`), applied by the route before the
 * payload: each such call refuses a trial account and a free-play guest, whatever they send, and
 * lets a real member through to its own checks.
 */
let sandbox: TestSandbox;
let tokens: { trial: string; guest: string; member: string };
const realMemberCalls = (Object.values(contract) as Endpoint[]).filter((e) => e.caller === 'real-member');

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const guest = await sandbox.call(contract.loginFreeplay, {});
  tokens = {
    trial: await sandbox.login('demotrial'),
    guest: (guest.body.value as { token: string }).token,
    member: await sandbox.login('demomember'),
  };
});
afterAll(() => sandbox.close());

const send = (endpoint: (typeof realMemberCalls)[number], token: string) =>
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

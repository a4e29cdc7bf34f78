import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import { GAME_LAUNCH_DEFAULTS } from '../../sdk/rules/launch-defaults';
import { startTestSandbox, type TestSandbox } from './harness';

/**
 * Crafted input: prototype keys as names, numbers past every bound, bytes a database refuses.
 * Each must be a clear 4xx, never a 500, and no internal error text may reach the client.
 */
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

describe('names that are prototype keys', () => {
  it.each(PROTOTYPE_KEYS)('%s as an app platform, a flag or a vendor is a 404', async (name) => {
    for (const url of [`/app/${name}`, `/cdn/a/COUNTRY_FLAG/${name}.png`, `/cdn/a/vendors/${name}.svg`]) {
      const answer = await sandbox.request({ method: 'GET', url });
      expect(answer.status, url).toBe(404);
    }
  });

  it.each(PROTOTYPE_KEYS)('%s as a game asset is a 404', async (name) => {
    const response = await sandbox.instance.games.inject({ method: 'GET', url: `/play/assets/${name}` });
    expect(response.statusCode).toBe(404);
  });
});

describe('numbers past every bound', () => {
  it.each(['1e15', '9007199254740993', '99999999999999999999', '-1', '0', '1.5', 'NaN', 'Infinity'])(
    'pageNo=%s is refused with a 4xx',
    async (pageNo) => {
      const answer = await sandbox.request({
        method: 'GET',
        url: `${contract.gameList.path}?merchant=CROUPIER&pageSize=20&pageNo=${pageNo}`,
      });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.errorCode).toBe('invalid_request');
    },
  );

  it('a huge page of favourites is a 4xx', async () => {
    const token = await sandbox.login('demomember');
    const answer = await sandbox.call(contract.favoriteGamesList, { pageNo: 1e15, pageSize: 20 }, { token });
    expect(answer.status).toBe(400);
  });

  it('a repeated query parameter is a 4xx', async () => {
    const answer = await sandbox.request({
      method: 'GET',
      url: `${contract.gameList.path}?merchant=CROUPIER&pageNo=1&pageNo=2`,
    });
    expect(answer.status).toBe(400);
  });
});

describe('text a database refuses', () => {
  it('a NUL byte in a username is a 4xx that says nothing of the database', async () => {
    const answer = await sandbox.call(contract.login, {
      username: 'demo\u0000member',
      password: 'Demo2026',
      type: 'username',
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(JSON.stringify(answer.body)).not.toMatch(/byte sequence|postgres|sql|0x00/i);
  });

  it('a NUL byte in a search is a 4xx', async () => {
    const answer = await sandbox.request({
      method: 'GET',
      url: `${contract.gameList.path}?merchant=CROUPIER&gameName=${encodeURIComponent('a\u0000b')}`,
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });

  it('a __proto__ key in a JSON body is a 4xx or ignored, never a 500', async () => {
    const answer = await sandbox.request({
      method: 'POST',
      url: contract.addFavoriteGame.path,
      headers: { 'content-type': 'application/json', authorization: await sandbox.login('demomember') },
      payload: '{"nodeId": 1, "__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}}',
    });
    expect(answer.status).toBeLessThan(500);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('internal error text', () => {
  it('a failed settlement tells the player the stake came back, and nothing of the cause', async () => {
    const token = await sandbox.login('agent42');
    const launched = await sandbox.call(
      contract.launchGame,
      {
        nodeId: 1,
        vassalage: 'PG',
        ...GAME_LAUNCH_DEFAULTS,
        merchantCode: 'CROUPIER',
        language: 'ES',
        token,
        username: 'agent42',
      },
      { token },
    );
    const launch = new URL(
      (launched.body.value as { content: { game_url: string } }).content.game_url,
    ).searchParams.get('launch')!;
    const session = await sandbox.instance.games.inject({
      method: 'GET',
      url: `/play/api/session?launch=${launch}`,
    });
    const stake = (session.json() as { value: { stakes: number[] } }).value.stakes[0];
    await sandbox.request({ method: 'POST', url: '/sandbox/games/fail-next-settlement' });
    const spin = await sandbox.instance.games.inject({
      method: 'POST',
      url: '/play/api/spin',
      payload: { launch, stake, requestId: 'failing-round-cause' },
    });
    expect(spin.json().errorCode).toBe('round_failed');
    expect(spin.body).not.toMatch(/injected|Error:|cause/i);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../harness';
import { realClient } from './real-client';

/**
 * Launches as the platform's page sends them: one `GET /wps/game/launchGame`, its query the
 * page's `buildGameParameters` for a game (C 1435, 9414–9440: the token and merchant from
 * storage, a room's id as `gameId`, qs dropping what is undefined) or its lottery launch (C
 * 170–192; I 11580–11596). The page opens `value.content.game_url || game_url2` (C 26098–26110)
 * for a game and `value.gameUrl` for a lottery.
 */
let sandbox: TestSandbox;
let page: ReturnType<typeof realClient>;
let token: string;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  page = realClient(sandbox);
  token = await sandbox.login('agent41');
});
afterAll(() => sandbox.close());

const gameQuery = (game: Record<string, string | number>, sessionToken?: string) =>
  new URLSearchParams({
    ...Object.fromEntries(Object.entries(game).map(([k, v]) => [k, String(v)])),
    accountType: '1',
    confirmTrans: '0',
    launchMode: 'GLS',
    platform: 'html5-desktop',
    clientType: '3',
    language: 'EN',
    ...(sessionToken ? { token: sessionToken } : {}),
    merchantCode: 'CROUPIER',
  });

const gameUrlOf = (body: { value: { content: { game_url?: string; game_url2?: string } } }) =>
  body.value.content.game_url || body.value.content.game_url2;

describe('GET /wps/game/launchGame, a game (GLS)', () => {
  it("opens a member's game from its node and vendor, the session in the header and the query", async () => {
    const answer = await page.get(
      `/wps/game/launchGame?${gameQuery({ gameId: 'PG-1', nodeId: 1, vassalage: 'PG' }, token)}`,
      token,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: true });
    expect(new URL(gameUrlOf(answer.json())!).pathname).toBe('/play/slot');
  });

  it('seats a member at a PvP room sent as its gameId', async () => {
    const rooms = await sandbox.request({ method: 'GET', url: '/wps/relay/GLS2_roomList' });
    const [room] = (rooms.body.value as { list: { roomId: string; vassalage: string }[] }).list;
    const answer = await page.get(
      `/wps/game/launchGame?${gameQuery({ gameId: room!.roomId, vassalage: room!.vassalage }, token)}`,
      token,
    );
    expect(answer.statusCode).toBe(200);
    expect(gameUrlOf(answer.json())).toMatch(/^http/);
  });

  it('refuses a game of another vendor in the envelope, with an errorCode', async () => {
    const answer = await page.get(
      `/wps/game/launchGame?${gameQuery({ nodeId: 1, vassalage: 'JILI' }, token)}`,
      token,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, errorCode: 'invalid_request' });
  });
});

describe('GET /wps/game/launchGame, a lottery (LOTT)', () => {
  /** The page's lottery query: a view's own fields on top of what every lottery launch sends. */
  const lotteryLaunch = (view: Record<string, string>) =>
    page.get(
      `/wps/game/launchGame?${new URLSearchParams({
        device: 'WEB',
        lottoArea: 'VN',
        lottoPrizeMode: 'Lott',
        launchMode: 'LOTT',
        language: 'EN',
        hasLobby: 'true',
        ...view,
      })}`,
      token,
    );
  const gameUrl = (answer: { json(): unknown }) =>
    new URL((answer.json() as { value: { gameUrl: string } }).value.gameUrl);

  it('opens the betting view of a game, read from value.gameUrl', async () => {
    const answer = await lotteryLaunch({ lottoGameCode: 'TCG_LOTTO_VN-0001', lottoView: 'betting' });
    expect(answer.statusCode).toBe(200);
    expect(gameUrl(answer).pathname).toBe('/play/lottery');
  });

  it('opens the lobby view, which names no game but its label', async () => {
    const answer = await lotteryLaunch({ lottoView: 'lobby', labelName: 'Miền Bắc' });
    expect(answer.statusCode).toBe(200);
    expect(gameUrl(answer).searchParams.get('view')).toBe('lobby');
  });
});

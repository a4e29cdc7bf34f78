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

  type Room = { roomId: string; vassalage: string; players: number; maxPlayers: number };
  const rooms = async () =>
    (
      (await sandbox.request({ method: 'GET', url: '/wps/relay/GLS2_roomList' })).body.value as {
        list: Room[];
      }
    ).list;

  it('seats a member at a PvP room sent as its gameId', async () => {
    const room = (await rooms()).find((r) => r.players < r.maxPlayers);
    const answer = await page.get(
      `/wps/game/launchGame?${gameQuery({ gameId: room!.roomId, vassalage: room!.vassalage }, token)}`,
      token,
    );
    expect(answer.statusCode).toBe(200);
    expect(gameUrlOf(answer.json())).toMatch(/^http/);
  });

  it('refuses a seat at a full room, by gameId or roomId, and seats again once one is free', async () => {
    const room = (await rooms()).find((r) => r.players < r.maxPlayers)!;
    await sandbox.db.query('update pvp_rooms set players = max_players where room_id = $1', [room.roomId]);
    for (const by of ['gameId', 'roomId']) {
      const answer = await page.get(
        `/wps/game/launchGame?${gameQuery({ [by]: room.roomId, vassalage: room.vassalage }, token)}`,
        token,
      );
      expect(answer.statusCode, by).toBe(409);
      expect(answer.json()).toMatchObject({
        success: false,
        errorCode: 'room_full',
        value: { max: room.maxPlayers },
      });
    }
    await sandbox.db.query('update pvp_rooms set players = $2 where room_id = $1', [
      room.roomId,
      room.players,
    ]);
    const seated = await page.get(
      `/wps/game/launchGame?${gameQuery({ roomId: room.roomId, vassalage: room.vassalage }, token)}`,
      token,
    );
    expect(seated.statusCode).toBe(200);
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

  it("takes the prize mode as the lane of the page's lottery (C 150–153): another lane's, or none known, is refused", async () => {
    // The sandbox's Vietnam lottery sits in the LOTT lane, so the page sends Lott.
    const wrongLane = await lotteryLaunch({
      lottoGameCode: 'TCG_LOTTO_VN-0001',
      lottoView: 'betting',
      lottoPrizeMode: 'Elott',
    });
    expect(wrongLane.statusCode).toBe(400);
    expect(wrongLane.json()).toMatchObject({ success: false, errorCode: 'invalid_request' });
    for (const mode of ['ZY', 'constructor']) {
      const unknown = await lotteryLaunch({ lottoView: 'lobby', lottoPrizeMode: mode });
      expect(unknown.json()).toMatchObject({ success: false, errorCode: 'invalid_request' });
    }
  });
});

describe('GET /wps/relay/GCS_gameTrialLaunch, a free demo', () => {
  /** What the demo's game session says of its money: `fun` is play money, outside the ledger. */
  const modeOf = async (gameUrl: string) => {
    const launch = new URL(gameUrl).searchParams.get('launch');
    const session = await sandbox.instance.games.inject({
      method: 'GET',
      url: `/play/api/session?launch=${launch}`,
    });
    return (session.json() as { value: { mode: string } }).value.mode;
  };
  const slot = async () =>
    (
      await sandbox.db.query<{ node_id: number; game_id: string }>(
        'select node_id, game_id from games where support_play order by node_id limit 1',
      )
    )[0]!;

  it("opens a guest's demo from the new-window path, which sends the game's id as nodeId (C 9502–9506)", async () => {
    const { game_id } = await slot();
    const query = new URLSearchParams({ nodeId: game_id, gameId: game_id, platform: 'html5-desktop' });
    const answer = await page.get(`/wps/relay/GCS_gameTrialLaunch?${query}`);
    expect(answer.statusCode).toBe(200);
    const url = gameUrlOf(answer.json());
    expect(new URL(url!).pathname).toBe('/play/slot');
    expect(await modeOf(url!)).toBe('fun');
  });

  it("opens a member's demo from the framed path (node and id, C 9370–9378) in play money all the same", async () => {
    const { node_id, game_id } = await slot();
    const query = new URLSearchParams({
      gameId: game_id,
      nodeId: String(node_id),
      platform: 'html5-desktop',
    });
    const answer = await page.get(`/wps/relay/GCS_gameTrialLaunch?${query}`, token);
    expect(answer.statusCode).toBe(200);
    expect(await modeOf(gameUrlOf(answer.json())!)).toBe('fun');
  });

  it('refuses a game without a demo, and a call that names no game, with an errorCode', async () => {
    const [live] = await sandbox.db.query<{ game_id: string }>(
      "select game_id from games where not support_play and category = 'LIVE' limit 1",
    );
    const refused = await page.get(
      `/wps/relay/GCS_gameTrialLaunch?gameId=${live!.game_id}&platform=html5-desktop`,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'game_no_trial' });
    const unnamed = await page.get('/wps/relay/GCS_gameTrialLaunch?platform=html5-desktop');
    expect(unnamed.json()).toMatchObject({ success: false, errorCode: 'invalid_request' });
    const unknown = await page.get('/wps/relay/GCS_gameTrialLaunch?nodeId=999999999');
    expect(unknown.json()).toMatchObject({ success: false, errorCode: 'not_found' });
  });
});

import { describe, expect, it } from 'vitest';
import { PlatformError } from '../client/platform-error';
import type { Endpoint } from '../contract/endpoint';
import { GAME_LAUNCH_DEFAULTS } from '../rules/launch-defaults';
import { createSessionStore, memoryStorage } from '../session/session-store';
import { createState } from '../state/create-state';
import { createEmitter } from '../state/events';
import { accessActions } from './access';
import type { Core } from './core';
import { gameActions } from './games';
import { modalActions } from './modals';

const GAME = { nodeId: 7, gameId: 'PG-7', gameName: 'Panda', vassalage: 'PG' } as never;

/** Games actions for a logged-in member, on a platform that answers each call with `answer`. */
function memberGames(answer: (endpoint: Endpoint, input: unknown) => unknown) {
  const state = createState();
  state.session.value = { token: 't', account: 'demomember', customerId: 1, accountType: 1 };
  const calls: { name: string; input: unknown }[] = [];
  const client = {
    call: async (endpoint: Endpoint, input: unknown) => {
      calls.push({ name: endpoint.name, input });
      return answer(endpoint, input);
    },
  };
  const events = createEmitter();
  const paths: string[] = [];
  events.on('navigate', ({ path }) => void paths.push(path));
  const core = {
    client,
    state,
    events,
    session: createSessionStore(memoryStorage(), 'spec'),
    env: { host: () => 'portal.test' },
  } as unknown as Core;
  const modals = modalActions(core);
  const games = gameActions({
    core,
    modals,
    access: accessActions(core, modals),
    refreshBalance: async () => undefined,
    merchant: 'CROUPIER',
  });
  return { games, state, calls, paths };
}

const refusing = (error: PlatformError) =>
  memberGames((endpoint) => {
    if (endpoint.name === 'launchGame' || endpoint.name === 'gameTrialLaunch') throw error;
    return { list: [] };
  });

describe('game actions', () => {
  it('keep the public shape of croupier.games', () => {
    expect(Object.keys(memberGames(() => ({ list: [] })).games).sort()).toEqual([
      'closeGame',
      'confirmTrans',
      'favoritesPage',
      'hot',
      'jackpots',
      'joinRoom',
      'launchGame',
      'launchLottery',
      'list',
      'liveTables',
      'loadFavorites',
      'matches',
      'navClick',
      'open',
      'openMatch',
      'ready',
      'recent',
      'rooms',
      'startVendor',
      'toggleFavorite',
      'winners',
    ]);
  });

  it('launch with SPEC §3 payload and show the game on /game', async () => {
    const { games, state, calls, paths } = memberGames((endpoint) =>
      endpoint.name === 'launchGame' ? { content: { game_url: 'http://games.test/p' } } : { list: [] },
    );
    await games.launchGame(GAME);
    expect(calls.find((c) => c.name === 'launchGame')?.input).toMatchObject({
      ...GAME_LAUNCH_DEFAULTS,
      nodeId: 7,
      gameId: 'PG-7',
      vassalage: 'PG',
      merchantCode: 'CROUPIER',
    });
    // The session rides in the Authorization header, never in the launch's URL.
    expect(calls.find((c) => c.name === 'launchGame')?.input).not.toHaveProperty('token');
    expect(state.activeGame.value).toMatchObject({ url: 'http://games.test/p', title: 'Panda' });
    expect(paths).toEqual(['/game']);
  });

  it('open a match card at its match, and ask a guest to log in first', async () => {
    const match = {
      matchId: 'football-42',
      nodeId: 9,
      vassalage: 'BTI',
      gameName: 'Sportsbook',
    } as never;
    const { games, state, calls, paths } = memberGames((endpoint) =>
      endpoint.name === 'launchGame' ? { content: { game_url: 'http://games.test/sport' } } : { list: [] },
    );
    await games.openMatch(match);
    expect(calls.find((c) => c.name === 'launchGame')?.input).toMatchObject({
      nodeId: 9,
      matchId: 'football-42',
      vassalage: 'BTI',
    });
    expect(state.activeGame.value).toMatchObject({ url: 'http://games.test/sport', title: 'Sportsbook' });
    expect(paths).toEqual(['/game']);

    state.session.value = undefined;
    calls.length = 0;
    await games.openMatch(match);
    expect(calls).toEqual([]);
    expect(state.modals.value.map((m) => m.name)).toEqual(['login']);
  });

  it("start a guest's game as the free demo, naming the game and nothing of a session", async () => {
    const { games, state, calls, paths } = memberGames((endpoint) =>
      endpoint.name === 'gameTrialLaunch'
        ? { content: { game_url2: 'http://games.test/demo' } }
        : { list: [] },
    );
    state.session.value = undefined;
    await games.open({ vassalage: 'PG', category: 'RNG', game: GAME });
    expect(calls.map((c) => c.name)).not.toContain('launchGame');
    expect(calls.find((c) => c.name === 'gameTrialLaunch')?.input).toEqual({
      nodeId: '7',
      gameId: 'PG-7',
      platform: 'html5-desktop',
    });
    expect(state.activeGame.value).toMatchObject({ url: 'http://games.test/demo', title: 'Panda' });
    expect(paths).toEqual(['/game']);
  });

  it("launch a lottery with the page's query: the prize mode from the lanes, the game or the menu's label", async () => {
    const { games, state, calls } = memberGames((endpoint) =>
      endpoint.name === 'launchGame' ? { gameUrl: 'http://games.test/lotto' } : { list: [] },
    );
    state.vendorLanes.value = [
      { title: 'ELOTT', gameClassify: 'ELOTT', cards: [{ vassalage: 'TCG_LOTTO_VN' } as never] },
    ];
    await games.launchLottery('VN-1', 'Miền Bắc', 'TCG_LOTTO_VN');
    await games.launchLottery('VN-1', 'Miền Bắc', 'TCG_LOTTO_VN', 'lobby');
    const [betting, lobby] = calls.filter((c) => c.name === 'launchGame').map((c) => c.input);
    expect(betting).toMatchObject({
      launchMode: 'LOTT',
      lottoPrizeMode: 'Elott',
      lottoGameCode: 'VN-1',
      hasLobby: true,
    });
    expect(betting).not.toHaveProperty('labelName');
    expect(lobby).toMatchObject({ lottoPrizeMode: 'Elott', lottoView: 'lobby', labelName: 'Miền Bắc' });
    expect(lobby).not.toHaveProperty('lottoGameCode');
  });

  it('open game_url2 when game_url is empty, as the platform page does', async () => {
    const { games, state } = memberGames((endpoint) =>
      endpoint.name === 'launchGame'
        ? { content: { game_url: '', game_url2: 'http://games.test/2' } }
        : { list: [] },
    );
    await games.launchGame(GAME);
    expect(state.activeGame.value).toMatchObject({ url: 'http://games.test/2' });
  });

  it('open nothing when the launch answer names no address', async () => {
    const { games, state, paths } = memberGames((endpoint) =>
      endpoint.name === 'launchGame' ? { content: {} } : { list: [] },
    );
    await games.launchGame(GAME);
    expect(state.activeGame.value).toBeUndefined();
    expect(paths).toEqual([]);
  });

  it('show a vendor maintenance window when the launch is refused for it', async () => {
    const { games, state } = refusing(
      new PlatformError('vendor_under_maintenance', 'maintenance', 409, {
        content: { data: { maintainTime: 1, endTime: 2 } },
      }),
    );
    await games.launchGame(GAME);
    expect(state.modals.value).toEqual([
      { name: 'gameMaintenance', props: { vassalage: 'PG', start: 1, end: 2 } },
    ]);
    expect(state.activeGame.value).toBeUndefined();
  });

  it('offer a deposit when the balance cannot cover the game', async () => {
    const { games, state } = refusing(new PlatformError('launch_game_balance_not_enough', 'low', 409));
    await games.launchGame(GAME);
    expect(state.modals.value.map((m) => m.name)).toEqual(['depositPrompt']);
  });

  it('open the login popup when the platform says the session is gone', async () => {
    const { games, state } = refusing(new PlatformError('CUSTOMER_NOT_LOGIN', 'log in', 401));
    state.session.value = undefined;
    await games.launchGame(GAME);
    expect(state.modals.value.map((m) => m.name)).toEqual(['login']);
  });
});

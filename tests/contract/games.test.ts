import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import type { GamePage } from '../../sdk/contract';
import { expectFailure, expectValid, startTestSandbox, type TestSandbox } from './harness';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
});

describe('game list', () => {
  it('holds 10,000+ slots and pages them', async () => {
    const page = expectValid(
      contract.gameList,
      await sandbox.call(contract.gameList, { gameClassify: 'RNG', pageNo: 3, pageSize: 50 }),
    ) as GamePage;
    expect(page.totalCount).toBeGreaterThan(10_000);
    expect(page.games).toHaveLength(50);
    expect(page.pageNo).toBe(3);
    expect(page.totalPages).toBe(Math.ceil(page.totalCount / 50));
    // A page past the end is empty but still tells the total.
    const past = expectValid(
      contract.gameList,
      await sandbox.call(contract.gameList, {
        gameClassify: 'RNG',
        pageNo: page.totalPages + 1,
        pageSize: 50,
      }),
    ) as GamePage;
    expect(past.games).toHaveLength(0);
    expect(past.totalCount).toBe(page.totalCount);
  });

  it('finds a game by part of its name, in the request language', async () => {
    const en = expectValid(
      contract.gameList,
      await sandbox.call(contract.gameList, { gameName: 'golden dragon', language: 'EN', pageSize: 100 }),
    ) as GamePage;
    expect(en.games.length).toBeGreaterThan(0);
    expect(en.games.every((g) => g.gameName.toLowerCase().includes('golden dragon'))).toBe(true);
    const es = expectValid(
      contract.gameList,
      await sandbox.call(contract.gameList, { gameName: 'dragón dorado', language: 'ES', pageSize: 100 }),
    ) as GamePage;
    expect(es.totalCount).toBe(en.totalCount);
    expect(es.games[0]?.gameName).toMatch(/Dragón Dorado/);
  });

  it('treats % and _ in a search as text', async () => {
    const page = expectValid(
      contract.gameList,
      await sandbox.call(contract.gameList, { gameName: '%' }),
    ) as GamePage;
    expect(page.totalCount).toBe(0);
  });

  it.each([
    [{ vassalage: 'PG' }, (g: GamePage['games'][number]) => g.vassalage === 'PG'],
    [{ gameType: 'CRASH' }, (g: GamePage['games'][number]) => g.gameType === 'CRASH'],
    [{ minBet: 2 }, (g: GamePage['games'][number]) => g.minBet >= 2],
    [{ minLineNum: 243 }, (g: GamePage['games'][number]) => g.lineNum >= 243],
    [{ isNew: true }, (g: GamePage['games'][number]) => g.isNew],
  ])('filters by %o', async (filter, holds) => {
    const page = expectValid(
      contract.gameList,
      await sandbox.call(contract.gameList, { ...filter, pageSize: 200 }),
    ) as GamePage;
    expect(page.games.length).toBeGreaterThan(0);
    expect(page.games.every(holds)).toBe(true);
  });

  it('refuses malformed filters', async () => {
    expectFailure(await sandbox.call(contract.gameList, { gameClassify: 'CASINO' }), 400, 'invalid_request');
    expectFailure(await sandbox.call(contract.gameList, { pageSize: 1000 }), 400, 'invalid_request');
  });
});

describe('hot, favourites, recent, rooms, winners', () => {
  it('lists hot games, optionally of one vendor', async () => {
    const all = expectValid(contract.hotGames, await sandbox.call(contract.hotGames, {})) as {
      list: { isHot: boolean; vassalage: string }[];
    };
    expect(all.list.length).toBeGreaterThan(0);
    expect(all.list.every((g) => g.isHot)).toBe(true);
    const pg = expectValid(contract.hotGames, await sandbox.call(contract.hotGames, { vassalage: 'PG' })) as {
      list: { vassalage: string }[];
    };
    expect(pg.list.every((g) => g.vassalage === 'PG')).toBe(true);
  });

  it('keeps favourites per member, named by game, vendor and type, paged as {content, pageNum, totalPages}', async () => {
    const token = await sandbox.login('agent41');
    const games = (
      await sandbox.instance.sandbox.db.query<{ node_id: number; vendor: string; game_type: string }>(
        'select node_id, vendor, game_type from games where node_id in (11, 12, 13) order by node_id',
      )
    ).map((g) => ({ nodeId: g.node_id, vendor: g.vendor, gameType: g.game_type }));
    const [eleven, twelve] = games as [(typeof games)[0], (typeof games)[0]];
    for (const game of games)
      expectValid(contract.addFavoriteGame, await sandbox.call(contract.addFavoriteGame, game, { token }));
    expectValid(contract.addFavoriteGame, await sandbox.call(contract.addFavoriteGame, eleven, { token }));
    // The platform's page removes with a DELETE whose JSON body names the game (C 2682, 10403–10433).
    expectValid(
      contract.removeFavoriteGame,
      await sandbox.call(contract.removeFavoriteGame, twelve, { token }),
    );
    const ids = expectValid(
      contract.favoriteGames,
      await sandbox.call(contract.favoriteGames, {}, { token }),
    ) as number[];
    expect(ids.sort()).toEqual([11, 13]);
    const page = expectValid(
      contract.favoriteGamesList,
      await sandbox.call(contract.favoriteGamesList, { pageNo: 1, pageSize: 1 }, { token }),
    ) as { content: unknown[]; pageNum: number; totalPages: number };
    expect(page).toMatchObject({ pageNum: 1, totalPages: 2 });
    expect(page.content).toHaveLength(1);
    expectFailure(
      await sandbox.call(contract.addFavoriteGame, { ...eleven, nodeId: 99_999_999 }, { token }),
      404,
      'not_found',
    );
    // A vendor that is not the game's names no game: nothing is added.
    expectFailure(
      await sandbox.call(contract.addFavoriteGame, { ...twelve, vendor: 'NOPE' }, { token }),
      404,
      'not_found',
    );
    expect(
      (
        expectValid(
          contract.favoriteGames,
          await sandbox.call(contract.favoriteGames, {}, { token }),
        ) as number[]
      ).sort(),
    ).toEqual([11, 13]);
    expectFailure(await sandbox.call(contract.favoriteGames, {}), 401, 'CUSTOMER_NOT_LOGIN');
  });

  it('lists PvP rooms and vendor game types', async () => {
    const rooms = expectValid(
      contract.pvpRooms,
      await sandbox.call(contract.pvpRooms, { vassalage: 'KY' }),
    ) as { list: { vassalage: string }[] };
    expect(rooms.list).toHaveLength(6);
    const types = expectValid(
      contract.vendorGameTypes,
      await sandbox.call(contract.vendorGameTypes, { vassalage: 'EVO' }),
    ) as { list: { gameType: string }[] };
    expect(types.list.map((t) => t.gameType)).toContain('BACCARAT');
    expectFailure(await sandbox.call(contract.vendorGameTypes, { vassalage: 'NOPE' }), 404, 'not_found');
  });

  it('ranks the biggest wins with masked accounts (limit 20)', async () => {
    const board = expectValid(
      contract.rankList,
      await sandbox.call(contract.rankList, { gameCategory: 'ALL', limitNum: 20 }),
    ) as { list: { vo: { account: string; winAmount: number } }[] };
    expect(board.list).toHaveLength(20);
    expect(board.list[0]!.vo.winAmount).toBeGreaterThanOrEqual(board.list[19]!.vo.winAmount);
    expect(board.list.every((e) => e.vo.account.includes('***'))).toBe(true);
  });
});

describe('lottery', () => {
  it('gives the Vietnamese menu, opened numbers, popular games and number statistics', async () => {
    const menu = expectValid(contract.vnGameMenu, await sandbox.call(contract.vnGameMenu, {})) as {
      gameGroupCode: string;
    }[];
    expect(menu.map((m) => m.gameGroupCode)).toEqual(['TCG_LOTTO_VN']);
    const opened = expectValid(
      contract.vnOpenedNumbers,
      await sandbox.call(contract.vnOpenedNumbers, {}),
    ) as { numbers: string[] }[];
    expect(opened.length).toBeGreaterThan(0);
    expect(opened[0]!.numbers).toHaveLength(5);
    expectValid(contract.openedNumbers, await sandbox.call(contract.openedNumbers, { prizeMode: 'Elott' }));
    const popular = expectValid(contract.popularGames, await sandbox.call(contract.popularGames, {})) as {
      players: number;
    }[];
    expect(popular.length).toBeGreaterThan(0);
    const top = expectValid(
      contract.popularNumbers,
      await sandbox.call(contract.popularNumbers, { prizeMode: 'Lott' }),
    ) as { count: number }[];
    expect(top).toHaveLength(20);
    expect(top[0]!.count).toBeGreaterThanOrEqual(top[19]!.count);
    const all = expectValid(contract.numbers, await sandbox.call(contract.numbers, {})) as unknown[];
    expect(all).toHaveLength(100);
  });
});

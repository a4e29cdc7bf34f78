import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import type { LotteryMenu, VendorList } from '../../sdk/contract';
import { expectFailure, expectValid, startTestSandbox, type TestSandbox } from './harness';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

describe('vendor list', () => {
  it('groups the vendors in category lanes, e-sports inside SPORTS as the platform sends them', async () => {
    const { data } = expectValid(
      contract.vendorList,
      await sandbox.call(contract.vendorList, {}),
    ) as VendorList;
    const lanes = Object.fromEntries(
      data.lanes.map((l) => [l.gameClassify, l.cards.map((c) => c.vassalage)]),
    );
    expect(lanes.SPORTS).toEqual(expect.arrayContaining(['BTI', 'IMES']));
    expect(lanes.LOTT).toEqual(['TCG_SEA', 'TCG_LOTTO_VN', 'GPI']);
    expect(data.lanes.flatMap((l) => l.cards).find((c) => c.vassalage === 'TCG_SEA')?.isGame).toBe(
      'VASSALAGE',
    );
  });

  it('titles lanes in the request language', async () => {
    const es = expectValid(
      contract.vendorList,
      await sandbox.call(contract.vendorList, {}, { language: 'ES' }),
    ) as VendorList;
    const en = expectValid(
      contract.vendorList,
      await sandbox.call(contract.vendorList, {}, { language: 'EN' }),
    ) as VendorList;
    expect(es.data.lanes.find((l) => l.gameClassify === 'RNG')?.title).toBe('Tragamonedas');
    expect(en.data.lanes.find((l) => l.gameClassify === 'RNG')?.title).toBe('Slots');
  });
});

describe('lottery menus', () => {
  it('lists menus with their games, filtered by prize mode', async () => {
    const all = expectValid(contract.gameMenus, await sandbox.call(contract.gameMenus, {})) as LotteryMenu[];
    expect(all.map((m) => m.prizeMode).sort()).toEqual(['Elott', 'Lott', 'SEA', 'ZY']);
    const elott = expectValid(
      contract.gameMenus,
      await sandbox.call(contract.gameMenus, { prizeMode: 'Elott' }),
    ) as LotteryMenu[];
    expect(elott).toHaveLength(1);
    expect(elott[0]?.gameMenus.length).toBeGreaterThan(0);
  });

  it('refuses an unknown prize mode', async () => {
    expectFailure(await sandbox.call(contract.gameMenus, { prizeMode: 'Bingo' }), 400, 'invalid_request');
  });
});

describe('announcements', () => {
  it('pages notices of the requested types, newest first, in the request language', async () => {
    const page = expectValid(
      contract.announcements,
      await sandbox.call(
        contract.announcements,
        { types: 'B,PL,PU,PR,H', pageNo: 1, pageSize: 9 },
        { language: 'EN' },
      ),
    ) as { list: { timestamp: number; title: string }[]; totalCount: number; totalPages: number };
    expect(page.list).toHaveLength(9);
    expect(page.totalCount).toBe(30);
    expect(page.totalPages).toBe(4);
    expect(page.list[0]!.timestamp).toBeGreaterThanOrEqual(page.list[1]!.timestamp);
    const onlyB = expectValid(
      contract.announcements,
      await sandbox.call(contract.announcements, { types: 'B', pageSize: 50 }),
    ) as { list: { title: string }[] };
    expect(onlyB.list.every((n) => n.title.startsWith('Mantenimiento'))).toBe(true);
  });

  it('refuses malformed types and page sizes', async () => {
    expectFailure(await sandbox.call(contract.announcements, { types: 'b;drop' }), 400, 'invalid_request');
    expectFailure(await sandbox.call(contract.announcements, { pageSize: 0 }), 400, 'invalid_request');
  });
});

describe('generated artwork', () => {
  it('serves an SVG for a game, a vendor and a banner, and 404 for unknown ones', async () => {
    const game = await sandbox.app.inject({ url: '/cdn/a/games/1' });
    expect(game.headers['content-type']).toContain('image/svg+xml');
    expect(game.body).toContain('<svg');
    expect((await sandbox.app.inject({ url: '/cdn/b/vendors/PG.svg?variant=white' })).statusCode).toBe(200);
    expect((await sandbox.app.inject({ url: '/cdn/a/vendors/TCG.svg' })).statusCode).toBe(200);
    expect((await sandbox.app.inject({ url: '/cdn/a/banners/2' })).statusCode).toBe(200);
    expect((await sandbox.app.inject({ url: '/cdn/a/games/99999999' })).statusCode).toBe(404);
    expect((await sandbox.app.inject({ url: '/cdn/a/vendors/NOPE' })).statusCode).toBe(404);
  });
});

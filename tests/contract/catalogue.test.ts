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

describe('announcements (GET /wps/relay/MCSFE_getListAnnouncements: C 8540–8552, 25957–25990, 26501; I 11755–11766)', () => {
  type Grouped = Record<'banners' | 'player' | 'popup' | 'promotion' | 'hot', Notice[]>;
  type Notice = { id: number; type: string; title: string; startDateStr: string; timestamp: number };

  it('answers every asked type grouped as the page reads it, each group newest first, in the request language', async () => {
    // The page's home notices: types B,PL,PU,PR on platform W, execution B (I 11755–11766).
    const grouped = expectValid(
      contract.announcements,
      await sandbox.call(
        contract.announcements,
        { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' },
        { language: 'EN' },
      ),
    ) as Grouped;
    expect(Object.keys(grouped).sort()).toEqual(['banners', 'hot', 'player', 'popup', 'promotion']);
    const all = Object.values(grouped).flat();
    expect(all).toHaveLength(30);
    for (const [group, type] of [
      ['banners', 'B'],
      ['player', 'PL'],
      ['popup', 'PU'],
      ['promotion', 'PR'],
      ['hot', 'H'],
    ] as const) {
      for (const [i, n] of grouped[group].entries()) {
        expect(n.type).toBe(type);
        if (i > 0) expect(grouped[group][i - 1]!.timestamp).toBeGreaterThanOrEqual(n.timestamp);
        // The page shows startDateStr's day (I 12033): GMT+8 wall time.
        expect(n.startDateStr).toBe(
          new Date(n.timestamp + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' '),
        );
      }
    }
    expect(grouped.banners.length).toBeGreaterThan(0);
    expect(grouped.banners.every((n) => n.title.startsWith('Scheduled'))).toBe(true);
    // Only what was asked: the after-login popups (types PU) leave the other groups empty.
    const popups = expectValid(
      contract.announcements,
      await sandbox.call(contract.announcements, { types: 'PU', platform: 'W', execution: 'A' }),
    ) as Grouped;
    expect(popups.banners).toEqual([]);
    expect(popups.popup.map((n) => n.id)).toEqual(grouped.popup.map((n) => n.id));
  });

  it('refuses malformed types', async () => {
    expectFailure(await sandbox.call(contract.announcements, { types: 'b;drop' }), 400, 'invalid_request');
    expectFailure(await sandbox.call(contract.announcements, { execution: 'BB' }), 400, 'invalid_request');
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

import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { firstViewArt } from './first-view-art';
import { lobbyListAddress } from './list-preload';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** A platform answering the status and game-list calls the way the sandbox and the real one do. */
async function platform(cdns: unknown = ['/cdn/a']) {
  const app = Fastify();
  const asked: string[] = [];
  app.get('/wps/system/status', async (request) => {
    asked.push(`status ${(request.query as { url: string }).url} ${request.headers.merchant}`);
    return { success: true, value: { info: { imageCDNs: cdns } } };
  });
  app.get('/wps/relay/GCSGAME_gameList', async () => {
    asked.push('list');
    const games = [1, 901, 1801, 2701, 3601].map((id) => ({ nodeId: id, showIcon: `games/${id}` }));
    return { success: true, value: { games } };
  });
  await app.ready();
  return { app, asked };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

describe('the art a page’s HTML preloads', () => {
  it('names nothing until the host’s CDNs are in, then the hero on home', async () => {
    const { app, asked } = await platform();
    close = () => app.close();
    const art = firstViewArt(app, 'CROUPIER');
    expect(art.forPage('portal.example', '/', 'ES')).toEqual({ cdn: undefined, art: [] });
    await settle();
    expect(asked).toEqual(['status portal.example CROUPIER']);
    expect(art.forPage('portal.example', '/', 'ES')).toEqual({
      cdn: '/cdn/a',
      art: ['banners/0.svg'],
      hero: '/cdn/a/banners/0.svg',
    });
  });

  it('preloads a lobby’s first four games once its first page is known, and nothing on other pages', async () => {
    const { app, asked } = await platform();
    close = () => app.close();
    const art = firstViewArt(app, 'CROUPIER');
    art.forPage('h.example', '/rng', 'EN');
    await settle();
    expect(art.forPage('h.example', '/rng', 'EN').art).toEqual([]);
    await settle();
    expect(asked).toEqual(['status h.example CROUPIER', 'list']);
    expect(art.forPage('h.example', '/rng', 'EN').art).toEqual([
      'games/1',
      'games/901',
      'games/1801',
      'games/2701',
    ]);
    expect(art.forPage('h.example', '/vip', 'EN')).toEqual({ cdn: '/cdn/a', art: [] });
    expect(lobbyListAddress('/vip', 'CROUPIER', 'EN')).toBeUndefined();
  });

  it('asks nothing for a Host header that is not a plain host, and names no CDN from a bad answer', async () => {
    const { app, asked } = await platform([42, null]);
    close = () => app.close();
    const art = firstViewArt(app, 'CROUPIER');
    expect(art.forPage('evil"><script>', '/', 'ES').cdn).toBeUndefined();
    expect(art.forPage(undefined, '/', 'ES').cdn).toBeUndefined();
    art.forPage('h.example', '/', 'ES');
    await settle();
    expect(asked).toEqual(['status h.example CROUPIER']);
    expect(art.forPage('h.example', '/', 'ES')).toEqual({ cdn: undefined, art: [] });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCroupier } from '../sdk/runtime';
import { lobbyView } from '../sdk/rules/lobby';
import { withListPreload } from './list-preload';

const PAGE = '<head><title>Croupier</title></head>';
const preloaded = (html: string) =>
  [...html.matchAll(/rel="preload" as="fetch" crossorigin href="([^"]+)"/g)].map((m) =>
    m[1]!.replaceAll('&amp;', '&'),
  );

afterEach(() => vi.unstubAllGlobals());

/** The address the lobby's first page asks for at `path` (with the URL's vendor), in English. */
async function lobbyAsks(path: string, vassalage?: string) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    return new Response(JSON.stringify({ success: true, value: { content: [], totalPages: 0 } }));
  });
  const croupier = createCroupier({ merchant: 'CROUPIER', languages: ['ES', 'EN'], defaultLanguage: 'ES' });
  croupier.state.language.value = 'EN';
  await croupier.games.list({ ...lobbyView(path, vassalage).query, pageNo: 1 }).catch(() => undefined);
  return asked;
}

describe('a lobby’s first page of games preloaded by the page', () => {
  it.each([
    ['/rng', '/rng', undefined],
    ['/live', '/live', undefined],
    ['/crash', '/crash', undefined],
    ['/fish?vassalage=JDB&page=vassalage', '/fish', 'JDB'],
  ])('%s asks for the address the lobby asks for', async (url, path, vassalage) => {
    const asked = await lobbyAsks(path, vassalage);
    expect(asked).toHaveLength(1);
    expect(preloaded(withListPreload(PAGE, url, 'CROUPIER', 'EN'))).toEqual(asked);
  });

  it('preloads in the page’s language', () => {
    expect(preloaded(withListPreload(PAGE, '/rng', 'CROUPIER', 'TH'))[0]).toMatch(/language=TH/);
  });

  it('leaves pages that are not a lobby, and lobbies of the player’s own lists, alone', () => {
    for (const url of ['/', '/lottery', '/promotions', '/favorite', '/recent', '/hot', '/no-such-page'])
      expect(withListPreload(PAGE, url, 'CROUPIER', 'EN')).toBe(PAGE);
  });
});

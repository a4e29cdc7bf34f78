import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCroupier } from '../sdk/runtime';
import { withHotPreload } from './hot-preload';

const PAGE = '<head><title>Croupier</title></head>';
const preloaded = (html: string) =>
  [...html.matchAll(/rel="preload" as="fetch" crossorigin href="([^"]+)"/g)].map((m) =>
    m[1]!.replaceAll('&amp;', '&'),
  );

afterEach(() => vi.unstubAllGlobals());

describe('the home page’s hot list preloaded by the page', () => {
  it('asks for the address the SDK’s hot list asks for, in the page’s language', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ success: true, value: { list: [] } }));
    });
    const croupier = createCroupier({ merchant: 'CROUPIER', languages: ['ES', 'EN'], defaultLanguage: 'ES' });
    croupier.state.language.value = 'EN';
    await croupier.games.hot();

    expect(asked).toHaveLength(1);
    expect(preloaded(withHotPreload(PAGE, '/', 'CROUPIER', 'EN'))).toEqual(asked);
    expect(preloaded(withHotPreload(PAGE, '/', 'CROUPIER', 'TH'))[0]).toMatch(/language=TH$/);
  });

  it('preloads it on the home page only', () => {
    expect(withHotPreload(PAGE, '/rng', 'CROUPIER', 'EN')).toBe(PAGE);
    expect(withHotPreload(PAGE, '/lottery', 'CROUPIER', 'EN')).toBe(PAGE);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_SOURCES, pageChunks, withPagePreload } from './page-preload';

const PAGE = '<head><title>Croupier</title>\n<script type="module" src="/assets/index-X.js"></script></head>';
const CHUNKS = pageChunks({
  'index.html': { file: 'assets/index-X.js', isEntry: true, css: ['assets/index-X.css'] },
  'src/pages/lobby.tsx': {
    file: 'assets/lobby-P.js',
    imports: ['index.html', '_lobby-W.js', '_card-C.js'],
    css: ['assets/lobby-P.css'],
  },
  '_lobby-W.js': {
    file: 'assets/lobby-W.js',
    imports: ['index.html', '_card-C.js'],
    css: ['assets/chips.css'],
  },
  '_card-C.js': { file: 'assets/card-C.js', imports: ['index.html'] },
  'src/pages/home/home-games.tsx': { file: 'assets/home-games-H.js', imports: ['index.html', '_lobby-W.js'] },
  '../sdk/actions/games-module.ts': {
    file: 'assets/games-module-G.js',
    imports: ['index.html', '_card-C.js'],
  },
});
const links = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`rel="${rel}"(?: as="style")? crossorigin href="([^"]+)"`, 'g'))].map(
    (m) => m[1],
  );

describe('the arrival page’s code, asked for by the HTML', () => {
  it('names a lobby’s chunk, the chunks it imports, its style sheets and the SDK’s games module, not the entry', () => {
    const html = withPagePreload(PAGE, '/rng', CHUNKS);
    expect(links(html, 'modulepreload')).toEqual([
      '/assets/lobby-P.js',
      '/assets/lobby-W.js',
      '/assets/card-C.js',
      '/assets/games-module-G.js',
    ]);
    expect(links(html, 'preload')).toEqual(['/assets/lobby-P.css', '/assets/chips.css']);
    // Every lobby path is the lobby page; home is its games sections.
    expect(links(withPagePreload(PAGE, '/live', CHUNKS), 'modulepreload')).toContain('/assets/lobby-P.js');
    expect(links(withPagePreload(PAGE, '/', CHUNKS), 'modulepreload')).toEqual([
      '/assets/home-games-H.js',
      '/assets/lobby-W.js',
      '/assets/card-C.js',
      '/assets/games-module-G.js',
    ]);
  });

  it('leaves a page of no route, or of no code in the build, as it is', () => {
    expect(withPagePreload(PAGE, '/no-such-page', CHUNKS)).toBe(PAGE);
    expect(withPagePreload(PAGE, '/vip', CHUNKS)).toBe(PAGE);
    expect(withPagePreload(PAGE, '/rng', new Map())).toBe(PAGE);
  });

  it('does not name a file the page names already', () => {
    const named = PAGE.replace('</title>', '</title><link rel="modulepreload" href="/assets/card-C.js">');
    expect(links(withPagePreload(named, '/rng', CHUNKS), 'modulepreload')).toEqual([
      '/assets/lobby-P.js',
      '/assets/lobby-W.js',
      '/assets/games-module-G.js',
    ]);
  });

  it('knows each page by the module pages.ts loads it from, and the SDK modules by the runtime’s', () => {
    const root = import.meta.dirname;
    const pages = readFileSync(join(root, 'src/app/pages.ts'), 'utf8');
    const home = readFileSync(join(root, 'src/pages/home.tsx'), 'utf8');
    const runtime = readFileSync(join(root, '../sdk/runtime.ts'), 'utf8');
    for (const [page, [own, ...sdk]] of Object.entries(PAGE_SOURCES)) {
      expect(existsSync(join(root, own!)), `${page}: ${own}`).toBe(true);
      const module = own!.replace(/\.tsx$/, '');
      const imported =
        page === 'home'
          ? home.includes(`import('./${module.replace('src/pages/', '')}')`)
          : pages.includes(`import('../${module.replace('src/', '')}')`);
      expect(imported, `${page} loads ${module}`).toBe(true);
      for (const source of sdk)
        expect(runtime, `${page}: ${source}`).toContain(
          `import('${source.replace('../sdk/', './').replace(/\.ts$/, '')}')`,
        );
    }
  });
});

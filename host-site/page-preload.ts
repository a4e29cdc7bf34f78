import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeFor, type PageKey } from './src/app/routes';

/** Vite's build manifest (build.manifest): each chunk by the source it was built from. */
type Manifest = Readonly<
  Record<string, { file: string; isEntry?: boolean; imports?: readonly string[]; css?: readonly string[] }>
>;

/** The SDK's games actions (runtime.ts loads them on a first call): lists, launches, lotteries. */
const GAMES = '../sdk/actions/games-module.ts';

/**
 * The sources each page's code is built from: the module pages.ts imports on demand (home's games
 * sections, which its largest paint on a phone waits for), then the SDK modules its first view
 * calls, which the runtime loads on that call, a wave after the page's code.
 * page-preload.test.ts holds them together with pages.ts and the runtime.
 */
export const PAGE_SOURCES: Readonly<Record<PageKey, readonly string[]>> = {
  home: ['src/pages/home/home-games.tsx', GAMES],
  help: ['src/pages/help.tsx'],
  down: ['src/pages/down.tsx'],
  join: ['src/pages/join.tsx'],
  lottery: ['src/pages/lottery.tsx', GAMES],
  vnLottery: ['src/pages/lottery.tsx', GAMES],
  elott: ['src/pages/lottery.tsx', GAMES],
  rng: ['src/pages/lobby.tsx', GAMES],
  lobby: ['src/pages/lobby.tsx', GAMES],
  category: ['src/pages/lobby.tsx', GAMES],
  game: ['src/pages/game.tsx', GAMES],
  vip: ['src/pages/vip.tsx'],
  pointMall: ['src/pages/point-mall.tsx'],
  promotions: ['src/pages/promotions.tsx'],
  promoDetail: ['src/pages/promotion-detail.tsx'],
  seamless: ['src/pages/seamless.tsx'],
};

/** A page's code: its scripts (the chunks it imports included) and its style sheets. */
export interface PageChunks {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

/** Each page's code in the build, by page, from the manifest. */
export function pageChunks(manifest: Manifest): ReadonlyMap<PageKey, PageChunks> {
  const pages = new Map<PageKey, PageChunks>();
  for (const [page, sources] of Object.entries(PAGE_SOURCES) as [PageKey, readonly string[]][]) {
    const scripts: string[] = [];
    const styles: string[] = [];
    // The entry is on its way already, and what it imports with it.
    const closure = (key: string) => {
      const chunk = manifest[key];
      const file = chunk && `/${chunk.file}`;
      if (!chunk || chunk.isEntry || scripts.includes(file!)) return;
      scripts.push(file!);
      for (const sheet of chunk.css ?? []) if (!styles.includes(`/${sheet}`)) styles.push(`/${sheet}`);
      for (const next of chunk.imports ?? []) closure(next);
    };
    sources.forEach(closure);
    if (scripts.length) pages.set(page, { scripts, styles });
  }
  return pages;
}

/** The pages' code in the build in `hostDir` (none for a build without a manifest). */
export function readPageChunks(hostDir: string): ReadonlyMap<PageKey, PageChunks> {
  const file = join(hostDir, '.vite', 'manifest.json');
  return existsSync(file) ? pageChunks(JSON.parse(readFileSync(file, 'utf8')) as Manifest) : new Map();
}

/**
 * The page with its arrival page's code asked for by the HTML itself (module and style preloads).
 * The portal asked for it only once its entry had arrived and run: on a phone's line a round
 * trip and the entry's run stood between the first byte and the request for the code that draws
 * the largest paint (a lobby's game art, home's first games). Files the page names already are
 * not named twice.
 */
export function withPagePreload(
  html: string,
  path: string,
  chunks: ReadonlyMap<PageKey, PageChunks>,
): string {
  const route = routeFor(path);
  const code = route && chunks.get(route.page);
  if (!code) return html;
  const named = (href: string) => html.includes(`href="${href}"`);
  const links = [
    ...code.scripts
      .filter((href) => !named(href))
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...code.styles
      .filter((href) => !named(href))
      .map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
  ];
  if (links.length === 0) return html;
  return html.replace('</title>', `</title>${links.map((link) => `\n    ${link}`).join('')}`);
}

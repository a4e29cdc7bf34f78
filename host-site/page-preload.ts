import { routeFor, type PageKey } from './src/app/routes';
import { addChunkClosure, readManifest, type Manifest } from './build-manifest';
import { withHeadLinks } from './head-links';

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
    for (const source of sources) addChunkClosure(manifest, source, scripts, styles);
    if (scripts.length) pages.set(page, { scripts, styles });
  }
  return pages;
}

/** The pages' code in the build in `hostDir` (none for a build without a manifest). */
export function readPageChunks(hostDir: string): ReadonlyMap<PageKey, PageChunks> {
  const manifest = readManifest(hostDir);
  return manifest ? pageChunks(manifest) : new Map();
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
  return withHeadLinks(html, [
    ...code.scripts
      .filter((href) => !named(href))
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...code.styles
      .filter((href) => !named(href))
      .map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
  ]);
}

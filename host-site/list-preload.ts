import { gameList } from '../sdk/contract/endpoints/games';
import { gameListInput } from '../sdk/actions/games-lists';
import { queryString } from '../sdk/client/query-string';
import { lobbyView } from '../sdk/rules/lobby';
import { routeFor, type PageKey } from './src/app/routes';
import { withFetchPreload } from './status-preload';

/** The pages that are a game lobby (pages.ts gives them the lobby page). */
const LOBBY_PAGES: ReadonlySet<PageKey> = new Set(['rng', 'lobby', 'category']);

/**
 * A lobby's page with its first page of games asked for by the HTML (a fetch preload), as home's
 * hot list is: the lobby asked for it only once the entry, the status, the portal's first render
 * and the lobby's code were in, and a phone's largest paint is a game's art in that answer (its
 * load delay was 2.1 s of a 2.8 s LCP on /rng). The address is the one the lobby's
 * `games.list({ ...lobbyView(path, vassalage).query, pageNo: 1 })` asks for in the page's language
 * (list-preload.test.ts holds them together). The list is the same for a guest and a member.
 */
export function withListPreload(html: string, url: string, merchant: string, language: string): string {
  const list = lobbyListAddress(url, merchant, language);
  return list ? withFetchPreload(html, list) : html;
}

/** The address of the first page of games the lobby at `url` asks for; none for another page. */
export function lobbyListAddress(url: string, merchant: string, language: string): string | undefined {
  const [path = '/', search = ''] = url.split('?');
  const route = routeFor(path);
  if (!route || !LOBBY_PAGES.has(route.page)) return undefined;
  const view = lobbyView(path, new URLSearchParams(search).get('vassalage'));
  if (view.source !== 'list') return undefined;
  const input = gameListInput(merchant, language, { ...view.query, pageNo: 1 });
  return gameList.path + queryString(input);
}

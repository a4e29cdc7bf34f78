import { hotGames } from '../sdk/contract/endpoints/games';
import { hotGamesInput } from '../sdk/actions/games-lists';
import { queryString } from '../sdk/client/query-string';
import { withFetchPreload } from './status-preload';

/**
 * The home page with its hot list asked for by the HTML itself (a fetch preload), as its status
 * call is: the first hot game's art is a phone's largest paint, and its list was asked for only
 * once the entry, the SDK's games code and the page's first render had run. The address is the
 * one the SDK's `games.hot()` asks for in the page's language (hot-preload.test.ts holds them
 * together); a visitor whose stored choice differs fetches one small answer for nothing.
 */
export function withHotPreload(html: string, path: string, merchant: string, language: string): string {
  if (path !== '/') return html;
  return withFetchPreload(html, hotGames.path + queryString(hotGamesInput(merchant, language)));
}

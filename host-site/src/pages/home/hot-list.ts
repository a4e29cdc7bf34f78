import type { Croupier } from '@sdk/runtime';
import type { Game } from '@sdk/contract/entities/game';

/** A list asked for this long ago is still the one shown: a page and its section share one call. */
const FRESH_MS = 30_000;
const asked = new WeakMap<Croupier, { language: string; at: number; list: Promise<readonly Game[]> }>();

/**
 * The home page's hot games (SPEC §7 hotGamesV2). The page asks as it mounts, while the code of its
 * game sections is still loading, so the cards (the page's largest paint on a phone) wait for one
 * round trip less; the section then takes the same answer. A failed call is not kept.
 */
export function hotList(croupier: Croupier): Promise<readonly Game[]> {
  const language = croupier.state.language.value;
  const held = asked.get(croupier);
  if (held && held.language === language && performance.now() - held.at < FRESH_MS) return held.list;
  const list = croupier.games.hot();
  asked.set(croupier, { language, at: performance.now(), list });
  list.catch(() => asked.delete(croupier));
  return list;
}

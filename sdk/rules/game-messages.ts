/**
 * What a framed game may tell the portal (DESIGN: cross-window messages are origin-checked).
 *
 * @example
 * const message: rules.GameMessage | undefined = rules.readGameMessage(event, gameOrigin);
 * if (message?.type === 'balance-low') croupier.modals.open('depositPrompt');
 */
export type GameMessage =
  | { readonly type: 'balance'; readonly balance?: number }
  | { readonly type: 'balance-low'; readonly stake?: number };

/**
 * The origin a launch URL's frame posts from, or undefined when the URL may not be framed: not
 * http(s), or on the portal's own origin. A game framed with `allow-scripts allow-same-origin` on
 * the portal's origin could reach into the portal and its session, so such a URL never opens.
 *
 * @param portal the portal page's address (`location.href`); relative URLs resolve against it.
 *
 * @example
 * rules.frameOrigin('https://partner.example/page', 'https://portal.example'); // 'https://partner.example'
 */
export function frameOrigin(url: string, portal: string): string | undefined {
  try {
    const parsed = new URL(url, portal);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
    return parsed.origin === new URL(portal).origin ? undefined : parsed.origin;
  } catch {
    return undefined;
  }
}

const asNumber = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * A message from the game frame, read only when it comes from the exact origin of the URL the
 * portal launched: a page of any other origin (an ad, another tab, a lookalike host) is ignored,
 * as is anything not shaped like a game message.
 *
 * @example
 * window.addEventListener('message', (event) => {
 *   const message = rules.readGameMessage(event, 'https://games.example');
 *   if (message) console.log(message);
 * });
 */
export function readGameMessage(
  event: { origin: string; data: unknown },
  expectedOrigin: string | undefined,
): GameMessage | undefined {
  if (!expectedOrigin || event.origin !== expectedOrigin) return undefined;
  const data = event.data as { source?: unknown; type?: unknown; balance?: unknown; stake?: unknown } | null;
  if (!data || typeof data !== 'object' || data.source !== 'croupier-game') return undefined;
  if (data.type === 'balance') return { type: 'balance', balance: asNumber(data.balance) };
  if (data.type === 'balance-low') return { type: 'balance-low', stake: asNumber(data.stake) };
  return undefined;
}

/** What a framed game may tell the portal (DESIGN: cross-window messages are origin-checked). */
export type GameMessage =
  | { readonly type: 'balance'; readonly balance?: number }
  | { readonly type: 'balance-low'; readonly stake?: number };

/** The origin a launch URL's frame posts from, or undefined for a URL that is not http(s). */
export function frameOrigin(url: string, base?: string): string | undefined {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
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

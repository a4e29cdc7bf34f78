import { Value } from '@sinclair/typebox/value';
import { Jackpot } from '@sdk/contract';
import type { HandlerTable } from '../../core/http/handler';

interface Feed {
  value?: { id?: unknown; amount?: unknown; lastWin?: unknown };
}

/**
 * The jackpots a lobby shows, read from the game vendor's jackpot feed (the pool is the
 * vendor's, as a slot vendor's progressive jackpot is). Checked at this border; a vendor that
 * does not answer leaves the list empty rather than failing the page.
 */
export const jackpotHandlers: HandlerTable = {
  async jackpots(_input, ctx) {
    const feed = (await ctx.sandbox.readVendorFeed('/play/api/lobby/jackpot')) as Feed | undefined;
    if (!feed?.value) return { list: [] };
    const pot = {
      jackpotId: feed.value.id,
      amount: feed.value.amount,
      currencySymbol: await ctx.sandbox.settings.get('currencySymbol'),
      lastWin: feed.value.lastWin ?? null,
    };
    return { list: Value.Check(Jackpot, pot) ? [pot] : [] };
  },
};

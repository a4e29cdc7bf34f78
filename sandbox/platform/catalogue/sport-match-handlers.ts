import { Value } from '@sinclair/typebox/value';
import { SportMatch } from '@sdk/contract';
import type { HandlerTable } from '../../core/http/handler';
import { gameName } from './game-list';
import { gamePage } from './repository';

interface Feed {
  value?: { list?: unknown };
}

/** The vendor prices in thousandths; the platform answers decimal odds, as players read them. */
const decimal = (odds: unknown) => (typeof odds === 'number' ? odds / 1000 : odds);

function card(raw: unknown) {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const match = raw as Record<string, unknown> & { odds?: Record<string, unknown> | null };
  const odds = match.odds;
  return {
    ...match,
    odds:
      odds && typeof odds === 'object'
        ? {
            home: decimal(odds.home),
            draw: odds.draw === null ? null : decimal(odds.draw),
            away: decimal(odds.away),
          }
        : odds,
  };
}

/**
 * The match cards of a sports lobby, read from the sportsbook vendor's match feed as an
 * operator's platform reads its sportsbook's, each with the game that takes its bets (the
 * category's first: the sandbox's sports games all open its one book). What the vendor says is
 * checked at this border; a vendor that does not answer leaves the strip empty, not the lobby failed.
 */
export const sportMatchHandlers: HandlerTable = {
  async sportMatches({ gameClassify, language }, ctx) {
    const { db } = ctx.sandbox;
    const [game] = (await gamePage(db, { gameClassify }, ctx.language, { pageNo: 1, pageSize: 1 })).rows;
    if (!game) return { list: [], serverTime: ctx.sandbox.now().getTime() };
    const board = gameClassify === 'ESPORTS' ? 'esports' : 'sports';
    const feed = (await ctx.sandbox.readVendorFeed(`/play/api/lobby/matches?board=${board}`)) as
      Feed | undefined;
    const list = Array.isArray(feed?.value?.list) ? feed.value.list : [];
    const book = {
      nodeId: game.node_id,
      vassalage: game.vendor,
      gameName: gameName(game, language ?? ctx.language),
    };
    return {
      serverTime: ctx.sandbox.now().getTime(),
      list: list.map((raw) => ({ ...card(raw), ...book })).filter((match) => Value.Check(SportMatch, match)),
    };
  },
};

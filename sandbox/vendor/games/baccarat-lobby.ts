import type { FastifyInstance } from 'fastify';
import type { Sandbox } from '../../core/context';
import { tableGames } from '../../platform/catalogue';
import { toAmount } from '../../platform/ledger';
import { phaseOf, type BaccaratRound } from './baccarat-schedule';
import type { createBaccaratTables } from './baccarat-tables';
import { baccaratLimits } from './stakes';

/** A lobby asks about the tiles it shows: a screenful, not the catalogue. */
export const MAX_FEED_TABLES = 60;

/** The dealers who take turns at the tables; a shift lasts half an hour. */
const DEALERS = [
  'Ana',
  'Lucía',
  'Mei',
  'Somchai',
  'Isabela',
  'Nok',
  'Carmen',
  'Yuki',
  'Sofía',
  'Ploy',
  'Marta',
  'Linh',
];
const SHIFT_MS = 30 * 60 * 1000;

/** Who deals at a table at `now`: the same for everyone, and a new face each shift. */
export const dealerAt = (nodeId: number, now: number) =>
  DEALERS[(nodeId + Math.floor(now / SHIFT_MS)) % DEALERS.length]!;

/** The node ids a feed request names: digits separated by commas, at most a screenful. */
export function feedNodes(raw: unknown): number[] {
  if (typeof raw !== 'string' || !/^\d{1,12}(,\d{1,12}){0,200}$/.test(raw)) return [];
  return [...new Set(raw.split(',').map(Number))].slice(0, MAX_FEED_TABLES);
}

/** What a lobby shows of a table's coup under way: its phase and how long it has left. */
export function coupAtGlance(round: BaccaratRound, at: number) {
  const phase = phaseOf(round, at);
  return {
    phase,
    closesInMs: phase === 'betting' ? round.dealsAt - at : 0,
    endsInMs: round.endsAt - at,
  };
}

/**
 * The vendor's lobby feed (as live-casino vendors publish one for operators' lobbies): for each
 * table asked about, who deals, the table's limits, the players seated and the coup under way.
 * Public and read-only: it tells nothing about any player. Asking keeps a table dealing, as a
 * player's page does, so the countdown a lobby shows is the one a player joining finds.
 */
export function registerBaccaratLobby(
  app: FastifyInstance,
  sandbox: Sandbox,
  tables: ReturnType<typeof createBaccaratTables>,
) {
  app.get<{ Querystring: { nodes?: unknown } }>('/play/api/lobby/tables', async (request) => {
    const nodes = feedNodes(request.query.nodes);
    const games = nodes.length ? await tableGames(sandbox.db, nodes) : [];
    const at = sandbox.now().getTime();
    const list = games.map((game) => {
      const table = tables.at(game.node_id, at);
      const limits = baccaratLimits(game.min_bet);
      return {
        nodeId: game.node_id,
        dealer: dealerAt(game.node_id, at),
        minBet: toAmount(limits.min),
        maxBet: toAmount(limits.max),
        seated: tables.seated(table, at),
        ...coupAtGlance(table.current, at),
      };
    });
    return { success: true, value: { list } };
  });
}

import { contract } from '../../sdk/contract/table';
import { GAME_LAUNCH_DEFAULTS } from '../../sdk/rules/launch-defaults';
import { lotteryLaunchQuery } from '../contract/lottery-launch';
import type { Answer, SimServer } from './server';

/** The demo vendor's games a run opens, each a page with a launch token of its own. */
export type GameKind = 'lottery' | 'slot' | 'fish' | 'sport' | 'crash' | 'baccarat';

/**
 * The catalogue game each kind opens. Every one plays from the main wallet, so its stakes move
 * the same money the cashier does: PG's slot, a fishing game whose least stake is at most the
 * smallest the plan draws (SPIN_STAKES, plan.ts), the sportsbook (its whole board: an e-sports
 * game would show the e-sports matches only), Spribe's Aviator and Evolution's baccarat.
 */
const CATALOGUE: Record<Exclude<GameKind, 'lottery'>, string> = {
  slot: "vendor = 'PG' and node_id = 1",
  fish: "category = 'FISH' and min_bet <= 200",
  sport: "game_type = 'SPORTS' and category <> 'ESPORTS'",
  crash: "vendor = 'SPB' and name_en = 'Aviator'",
  baccarat: "vendor = 'EVO' and name_en = 'Speed Baccarat A'",
};

export interface CatalogueGame {
  node_id: number;
  vendor: string;
  /** The least stake (minor units). */
  min_bet: number;
}

export async function catalogueGame(
  server: SimServer,
  kind: Exclude<GameKind, 'lottery'>,
): Promise<CatalogueGame> {
  const [game] = await server.instance.sandbox.db.query<CatalogueGame>(
    `select node_id, vendor, min_bet from games where ${CATALOGUE[kind]} order by node_id limit 1`,
  );
  if (!game) throw new Error(`simulation setup: the seed has no ${kind} game (${CATALOGUE[kind]})`);
  return game;
}

/** Opens a real-money game page: the platform's answer (its launch token, see launchToken). */
export async function openGame(
  server: SimServer,
  party: { token: string; username: string },
  kind: GameKind,
) {
  const { token, username } = party;
  if (kind === 'lottery') return server.api(contract.launchGame, lotteryLaunchQuery(), token);
  const { node_id: nodeId, vendor } = await catalogueGame(server, kind);
  const game = {
    nodeId,
    vassalage: vendor,
    ...GAME_LAUNCH_DEFAULTS,
    merchantCode: 'CROUPIER',
    language: 'ES',
  };
  return server.api(contract.launchGame, { ...game, token, username }, token);
}

/** The launch token in a successful answer of openGame. */
export function launchToken(answer: Answer, kind: GameKind): string {
  if (answer.status !== 200 || !answer.body.success)
    throw new Error(`simulation: ${kind} launch failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  const value = answer.body.value as { gameUrl?: string; content?: { game_url: string } };
  return new URL(kind === 'lottery' ? value.gameUrl! : value.content!.game_url).searchParams.get('launch')!;
}

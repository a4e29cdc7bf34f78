import type { HandlerTable } from '../../core/http/handler';
import type { RequestContext } from '../../core/context';
import { Fault, notFound, notLoggedIn } from '../../core/http/fault';
import type { LaunchRequest } from '@sdk/contract/entities/game';
import { LAUNCH_PRIZE_MODE_LANES } from '@sdk/contract/entities/lottery';
import { roomIsFull } from '@sdk/shared-rules/pvp-rooms';
import { balanceOf, MAIN_WALLET, toAmount, walletsOf } from '../ledger';
import { autoTransferFor, autoTransferOn, isTransferVendor } from '../transfers';
import { TRIAL_ACCOUNT_TYPE } from '../accounts';
import {
  findGame,
  findGameById,
  findGameByAnyVendor,
  findLotteryGame,
  firstLotteryGame,
  findRoom,
  findRoomGame,
  vendorMaintenance,
  type GameRow,
} from '../catalogue';
import { createLaunch, type GameKind } from './launches';
import { PARTNER_WALLET, openRound } from '../rounds';
import { partnerBalance, seamlessPlayerOf } from '../partners';
import { refuseIfExcluded } from '../safer-gambling';

/**
 * Spribe's mini games: the catalogue files them under CRASH as the platform does (they share the
 * /crash page), but they have no flight to cash out of, so they keep the demo slot.
 */
const MINI_GAMES = new Set(['Mines', 'Plinko']);

/**
 * Which demo game a catalogue game opens: lotteries draw numbers, crash games fly, baccarat tables
 * deal, fishing games shoot at fish, sportsbooks (sports and e-sports) take bets on fixtures,
 * everything else spins (virtual races included: they are a draw, not a fixture to bet on).
 */
export const demoKind = (game: Pick<GameRow, 'category' | 'game_type' | 'name_en'>): GameKind => {
  if (game.category === 'LOTT' || game.category === 'ELOTT') return 'lottery';
  if (game.game_type === 'SPORTS' || game.game_type === 'ESPORTS') return 'sport';
  if (game.game_type === 'BACCARAT') return 'baccarat';
  if (game.category === 'FISH' || game.game_type === 'FISH') return 'fish';
  return game.game_type === 'CRASH' && !MINI_GAMES.has(game.name_en) ? 'crash' : 'slot';
};

/** The game server's origin for a request: the portal's host on the vendor's own port. */
export function gameOrigin(ctx: RequestContext): string {
  const port = ctx.sandbox.gamePort();
  if (!port) return ctx.origin;
  const url = new URL(ctx.origin);
  url.port = String(port);
  return url.origin;
}

/**
 * The page that launched, whose origin the game's frame answers to. A launch is a GET, which a
 * browser sends from the portal's own origin without an Origin header: then the Referer's origin
 * (sent by default policy, forwarded by a proxying portal), the lottery's `backUrl`, or this host.
 */
function pageOrigin(ctx: RequestContext, backUrl?: string): string {
  for (const candidate of [ctx.requestOrigin, ctx.referer, backUrl]) {
    const origin = httpOrigin(candidate);
    if (origin) return origin;
  }
  return ctx.origin;
}

function httpOrigin(text: string | undefined): string | undefined {
  if (!text || !URL.canParse(text)) return undefined;
  const url = new URL(text);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
}

async function maintenanceCheck(ctx: RequestContext, vendor: string) {
  const row = await vendorMaintenance(ctx.sandbox.db, vendor);
  const now = ctx.sandbox.now().getTime();
  if (
    row?.maintenance_start &&
    row.maintenance_end &&
    new Date(row.maintenance_start).getTime() <= now &&
    now < new Date(row.maintenance_end).getTime()
  ) {
    throw new Fault(503, 'vendor_under_maintenance', 'The game is under maintenance', {
      content: {
        data: {
          maintainTime: new Date(row.maintenance_start).getTime(),
          endTime: new Date(row.maintenance_end).getTime(),
        },
      },
    });
  }
}

/**
 * The wallet a member's launch plays from: a transfer-mode vendor's own, or the main one. With the
 * brand's auto-transfer on, the money moves there first (sandbox/platform/transfers/wallet-moves.ts); either
 * way the game needs at least its least bet in that wallet.
 */
async function playWallet(ctx: RequestContext, accountId: number, game: GameRow): Promise<string> {
  const { sandbox } = ctx;
  const { db } = sandbox;
  // A seamless partner's player plays from the partner's wallet, whatever the vendor's mode.
  const seamless = ctx.member?.partnerId ? await seamlessPlayerOf(db, accountId) : undefined;
  if (seamless) {
    if ((await partnerBalance(sandbox, seamless)) < game.min_bet)
      throw new Fault(409, 'launch_game_balance_not_enough', 'Balance too low, please deposit', {
        minBet: toAmount(game.min_bet),
        wallet: PARTNER_WALLET,
      });
    return PARTNER_WALLET;
  }
  const wallet = (await isTransferVendor(db, game.vendor)) ? game.vendor : MAIN_WALLET;
  const auto = await autoTransferOn(sandbox);
  // What the game could play with: all the member's money when it follows them, else its wallet's.
  const available = auto
    ? (await walletsOf(db, accountId)).reduce((sum, w) => sum + w.balance, 0)
    : await balanceOf(db, accountId, wallet);
  // Refused before anything moves: a launch the money cannot cover leaves every wallet as it was.
  if (available < game.min_bet)
    throw new Fault(409, 'launch_game_balance_not_enough', 'Balance too low, please deposit', {
      minBet: toAmount(game.min_bet),
      wallet,
    });
  if (auto) {
    await db.transaction((tx) => autoTransferFor(tx, accountId, wallet, sandbox.now()));
    sandbox.balances.invalidate([accountId]);
  }
  return wallet;
}

/**
 * Creates a launch and its URL. Guests may play RNG games in fun mode (play money, no ledger);
 * every other game needs a real account. A second launch waits until the open round finishes.
 */
export async function launch(
  ctx: RequestContext,
  game: GameRow,
  options: {
    username?: string;
    backUrl?: string;
    lottoGameCode?: string;
    view?: string;
    /** A free demo: play money whoever asks, the session (if any) left out of the game. */
    trial?: boolean;
    /** The match a sportsbook opens at (a lobby's match card); the game shows it first. */
    matchId?: string;
  },
) {
  const { sandbox } = ctx;
  await maintenanceCheck(ctx, game.vendor);
  const member = options.trial ? undefined : ctx.member;
  if (member && options.username !== undefined && options.username !== member.username) {
    throw new Fault(400, 'invalid_request', 'The username does not match the session', { field: 'username' });
  }
  if (!member && !game.support_play)
    throw new Fault(401, 'CUSTOMER_NOT_LOGIN', 'You are not logged in, please login');
  if (member && member.type === TRIAL_ACCOUNT_TYPE && !game.support_play) {
    throw new Fault(403, 'in_need_true_account', 'Please Register An Account First');
  }
  if (member) {
    // Sessions end when an exclusion begins; this holds the line should one have been opened since.
    await refuseIfExcluded(sandbox.db, member.accountId, sandbox.now());
    const open = await openRound(sandbox, member.accountId);
    if (open)
      throw new Fault(409, 'game_round_open', 'Finish your open round before opening another game', {
        roundId: open.id,
      });
  }
  const wallet = member ? await playWallet(ctx, member.accountId, game) : MAIN_WALLET;
  const token = await createLaunch(
    sandbox.db,
    {
      account_id: member?.accountId ?? null,
      node_id: game.node_id,
      lotto_game_code: options.lottoGameCode ?? null,
      kind: demoKind(game),
      mode: member ? 'real' : 'fun',
      wallet,
      portal_origin: pageOrigin(ctx, options.backUrl),
      sessionToken: member ? ctx.token : undefined,
    },
    sandbox.now(),
  );
  const query = new URLSearchParams({
    launch: token,
    lang: ctx.language,
    ...(options.view ? { view: options.view } : {}),
    ...(options.matchId ? { match: options.matchId } : {}),
  });
  return `${gameOrigin(ctx)}/play/${demoKind(game)}?${query}`;
}

/** The game of a PvP room, refused while every seat is taken (the lobby offers no Join then). */
async function roomGame(ctx: RequestContext, roomId: string) {
  const room = await findRoom(ctx.sandbox.db, roomId);
  if (room && roomIsFull({ players: room.players, maxPlayers: room.max_players }))
    throw new Fault(409, 'room_full', 'Every seat of the room is taken', { max: room.max_players });
  return findRoomGame(ctx.sandbox.db, roomId);
}

/** A game's launch (GLS): the game by node, by vendor and id, or a PvP room by its id. */
async function gameLaunch(input: LaunchRequest, ctx: RequestContext) {
  const { db } = ctx.sandbox;
  if (!input.vassalage)
    throw new Fault(400, 'invalid_request', 'A game launch names its vendor', { field: 'vassalage' });
  let game: GameRow | undefined;
  if (input.roomId) game = await roomGame(ctx, input.roomId);
  else if (input.nodeId !== undefined) game = await findGame(db, input.nodeId);
  else if (input.gameId)
    // The platform's page sends a PvP room's id as its gameId.
    game = (await findGameById(db, input.vassalage, input.gameId)) ?? (await roomGame(ctx, input.gameId));
  if (!game) throw notFound('No such game');
  if (game.vendor !== input.vassalage)
    throw new Fault(400, 'invalid_request', 'The game belongs to another vendor', { field: 'vassalage' });
  const url = await launch(ctx, game, { username: input.username, matchId: input.matchId });
  return { content: { game_url: url } };
}

const PRIZE_MODE_LANES: ReadonlyMap<string, 'LOTT' | 'ELOTT'> = new Map(LAUNCH_PRIZE_MODE_LANES);

/** A lottery's launch (LOTT), a member's only: at its betting view, or its lobby's first game. */
async function lotteryLaunch(input: LaunchRequest, ctx: RequestContext) {
  if (!ctx.member) throw notLoggedIn();
  const view = input.lottoView ?? 'betting';
  if (view === 'betting' && !input.lottoGameCode)
    throw new Fault(400, 'invalid_request', 'The betting view names its game', { field: 'lottoGameCode' });
  // The page derives the prize mode from the lane its lottery sits in (C 150–153): it names that lane.
  const lane = input.lottoPrizeMode === undefined ? undefined : PRIZE_MODE_LANES.get(input.lottoPrizeMode);
  if (input.lottoPrizeMode !== undefined && !lane)
    throw new Fault(400, 'invalid_request', 'Unknown prize mode', { field: 'lottoPrizeMode' });
  const game = input.lottoGameCode
    ? await findLotteryGame(ctx.sandbox.db, input.lottoGameCode)
    : await firstLotteryGame(ctx.sandbox.db, lane);
  if (!game) throw notFound(`No lottery ${input.lottoGameCode ?? ''}`.trim());
  if (lane && game.category !== lane)
    throw new Fault(400, 'invalid_request', 'The game is of another prize mode', { field: 'lottoPrizeMode' });
  const gameUrl = await launch(ctx, game, {
    backUrl: input.backUrl,
    lottoGameCode: game.game_id,
    view,
  });
  return { gameUrl };
}

/**
 * A free demo (GCS_gameTrialLaunch): the game by its id or its node (the page sends either as
 * `nodeId`), in play money, logged in or not; only a game whose `freeplay` is 1 has one.
 */
async function trialLaunch(
  input: { nodeId?: string; gameId?: string; matchId?: string },
  ctx: RequestContext,
) {
  const { db } = ctx.sandbox;
  const key = input.gameId || input.nodeId;
  if (!key) throw new Fault(400, 'invalid_request', 'A demo names its game', { field: 'nodeId' });
  const game =
    (await findGameByAnyVendor(db, key)) ??
    (/^[1-9]\d{0,9}$/.test(key) ? await findGame(db, Number(key)) : undefined);
  if (!game) throw notFound('No such game');
  if (!game.support_play) throw new Fault(403, 'game_no_trial', 'This game has no free demo');
  // Play money still plays: an excluded member's session gets no demo either.
  if (ctx.member) await refuseIfExcluded(db, ctx.member.accountId, ctx.sandbox.now());
  return { content: { game_url: await launch(ctx, game, { trial: true, matchId: input.matchId }) } };
}

export const launchHandlers: HandlerTable = {
  gameTrialLaunch: (input, ctx) => trialLaunch(input, ctx),
  launchGame: (input, ctx) =>
    input.launchMode === 'LOTT' ? lotteryLaunch(input, ctx) : gameLaunch(input, ctx),
};

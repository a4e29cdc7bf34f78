import { Type, type TObject } from '@sinclair/typebox';
import { defineEndpoint, type Endpoint } from '../../sdk/contract';
import { contract } from '../../sdk/contract/table';
import { GAME_LAUNCH_DEFAULTS } from '../../sdk/rules/launch-defaults';
import { Spin } from '../../sandbox/vendor/games/slot-routes';
import { Bet as LotteryBet, RoundAction } from '../../sandbox/vendor/games/lottery-routes';
import { Bet as CrashBet, CashOut } from '../../sandbox/vendor/games/crash-routes';
import { Shoot } from '../../sandbox/vendor/games/fish-routes';
import { Bet as BaccaratBet } from '../../sandbox/vendor/games/baccarat-routes';
import { Bet as SportBet } from '../../sandbox/vendor/games/sport-routes';
import type { Plan } from './plan';
import type { Sessions } from './roles';
import type { FuzzTarget } from './target';

/** The demo vendor's kinds of game, each played through its own launch. */
export type GameKind = 'slot' | 'lottery' | 'crash' | 'baccarat' | 'fish' | 'sport';

const Launch = Type.Object({ launch: Type.String({ minLength: 20 }) });
/** What any game call may answer besides the contract's own codes: the vendor's refusals. */
const REFUSALS =
  'Refusals: launch_expired, launch_game_mismatch, bet_window_closed, bet_settled, bet_already_placed, round_crashed, round_not_flying, request_id_conflict, insufficient_balance, fish_gone, too_many_shots, market_closed, odds_changed, parlay_same_fixture, too_many_open_rounds.';

const call = (kind: GameKind, name: string, method: 'GET' | 'POST', path: string, request: TObject) =>
  Object.assign(
    defineEndpoint({
      name,
      method,
      path,
      auth: 'none',
      tag: 'games',
      summary: `The demo vendor's ${kind} game: ${name}`,
      description: REFUSALS,
      request,
      response: Type.Unknown(),
    }),
    { kind },
  );

/**
 * The calls a game page makes to the demo vendor's origin, with the request schemas its routes
 * validate against (imported, not copied), each marked with the kind of launch it plays.
 */
export const GAME_CALLS: readonly (Endpoint & { kind: GameKind })[] = [
  call('slot', 'gameSession', 'GET', '/play/api/session', Launch),
  call('slot', 'slotSpin', 'POST', '/play/api/spin', Spin),
  call('lottery', 'lotteryBet', 'POST', '/play/api/lottery/bet', LotteryBet),
  call('lottery', 'lotteryDraw', 'POST', '/play/api/lottery/draw', RoundAction),
  call('lottery', 'lotteryCancel', 'POST', '/play/api/lottery/cancel', RoundAction),
  call('crash', 'crashState', 'GET', '/play/api/crash/state', Launch),
  call('crash', 'crashBet', 'POST', '/play/api/crash/bet', CrashBet),
  call('crash', 'crashCashOut', 'POST', '/play/api/crash/cashout', CashOut),
  call('baccarat', 'baccaratState', 'GET', '/play/api/baccarat/state', Launch),
  call('baccarat', 'baccaratBet', 'POST', '/play/api/baccarat/bet', BaccaratBet),
  call('fish', 'fishState', 'GET', '/play/api/fish/state', Launch),
  call('fish', 'fishShoot', 'POST', '/play/api/fish/shoot', Shoot),
  call('sport', 'sportState', 'GET', '/play/api/sport/state', Launch),
  call('sport', 'sportBet', 'POST', '/play/api/sport/bet', SportBet),
];

const SPOTS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'];
/** The lottery, the live tables and the sportsbook have no play money: their launches are a member's. */
const MEMBERS_ONLY = new Set<GameKind>(['lottery', 'baccarat', 'sport']);

/** One game of each kind from the seeded catalogue. */
const GAME_OF: Record<GameKind, string> = {
  slot: "category = 'RNG' and game_type = 'SLOT'",
  lottery: "category = 'LOTT'",
  crash: "vendor = 'SPB' and name_en = 'Aviator'",
  baccarat: "game_type = 'BACCARAT'",
  fish: "category = 'FISH'",
  sport: "game_type = 'SPORTS'",
};

/**
 * Real launches, so that fuzzed calls get past "no such launch" to the game's own rules: a
 * member's launch plays real money through the ledger, a guest's plays play money. A plan keeps
 * its own `launch` where the launch is what it mutates (a forged, missing or hostile one).
 */
export function gameLaunches(target: FuzzTarget, sessions: Sessions) {
  const games = target.sendTo ?? target.instance.games;
  const made = new Map<string, string>();
  /** The stakes each launch's game offers, from its session (the page's own first call). */
  const stakes = new Map<string, number[]>();
  async function launchOf(kind: GameKind, member: boolean): Promise<string> {
    const key = `${kind}:${member}`;
    const known = made.get(key);
    if (known) return known;
    const [game] = await target.db.query<{ node_id: number; vendor: string }>(
      `select node_id, vendor from games where ${GAME_OF[kind]} order by node_id limit 1`,
    );
    const token = member ? await sessions.token('member') : undefined;
    const answer = await target.app.inject({
      method: 'GET',
      url: `${contract.launchGame.path}?${new URLSearchParams({
        nodeId: String(game!.node_id),
        vassalage: game!.vendor,
        ...Object.fromEntries(Object.entries(GAME_LAUNCH_DEFAULTS).map(([k, v]) => [k, String(v)])),
        merchantCode: 'CROUPIER',
        language: 'EN',
        ...(member ? { token: token!, username: 'demomember' } : {}),
      })}`,
      headers: { merchant: 'CROUPIER', device: 'web', ...(token ? { authorization: token } : {}) },
    });
    const url = (answer.json() as { value?: { content?: { game_url?: string } } }).value?.content?.game_url;
    const launch = url ? new URL(url).searchParams.get('launch') : null;
    if (!launch) throw new Error(`fuzz: no ${kind} launch: ${answer.body}`);
    made.set(key, launch);
    const session = await games.inject({ method: 'GET', url: `/play/api/session?launch=${launch}` });
    stakes.set(launch, (session.json() as { value: { stakes: number[] } }).value.stakes);
    return launch;
  }

  /** A fish of the launch's pool, as the page would aim at one. */
  async function aFish(launch: string, index: number): Promise<string | undefined> {
    const state = await games.inject({ method: 'GET', url: `/play/api/fish/state?launch=${launch}` });
    const pool = (state.json() as { value?: { pool?: { id: string }[] } }).value?.pool ?? [];
    return pool[index % Math.max(pool.length, 1)]?.id;
  }

  /**
   * The round a crash or baccarat bet names: the table's current one (the clock is held, and the
   * table first opens under it, so its window stays open through the run).
   */
  async function currentRound(kind: GameKind, launch: string): Promise<number> {
    const state = await games.inject({ method: 'GET', url: `/play/api/${kind}/state?launch=${launch}` });
    return (state.json() as { value: { round: { id: number } } }).value.round.id;
  }

  /** One or two legs at the board's odds, as the slip would send them (a single, or a parlay). */
  async function boardLegs(launch: string, index: number) {
    const state = await games.inject({ method: 'GET', url: `/play/api/sport/state?launch=${launch}` });
    type Board = { fixtures?: { id: string; markets?: Record<string, Record<string, number>> }[] };
    const open = ((state.json() as { value?: Board }).value?.fixtures ?? []).filter((f) => f.markets);
    return open.slice(0, 1 + (index % 2)).map((f) => ({
      fixture: f.id,
      market: 'total',
      selection: index % 3 === 0 ? 'under' : 'over',
      odds: f.markets!.total![index % 3 === 0 ? 'under' : 'over'],
    }));
  }

  /** The plan with a real launch of its call's kind (now and then another kind's, a cross-game attempt). */
  // All launches first: once a fuzzed bet leaves a round open, the platform opens no other game.
  let opened: Promise<unknown> | undefined;
  const openAll = () =>
    (opened ??= (async () => {
      for (const kind of Object.keys(GAME_OF) as GameKind[])
        for (const member of MEMBERS_ONLY.has(kind) ? [true] : [true, false]) await launchOf(kind, member);
    })());

  return async function withLaunch(plan: Plan, index: number): Promise<Plan> {
    await openAll();
    const payload = plan.payload as Record<string, unknown> | null;
    const mutated = /\blaunch\b|every field/.test(plan.mutation);
    if (!payload || typeof payload !== 'object' || Array.isArray(payload) || mutated) return plan;
    const own = (plan.endpoint as Endpoint & { kind: GameKind }).kind;
    const kinds = Object.keys(GAME_OF) as GameKind[];
    const kind = index % 11 === 0 ? kinds[(kinds.indexOf(own) + 1) % kinds.length]! : own;
    const member = plan.role !== 'guest' || MEMBERS_ONLY.has(kind);
    const launch = await launchOf(kind, member);
    const real: Record<string, unknown> = { ...payload, launch };
    // A stake or round drawn at random is refused before any rule of the game is reached: an
    // offered stake and the open round, unless the plan's mutation is about that very field.
    const offered = stakes.get(launch) ?? [];
    if ('stake' in payload && !/\bstake\b/.test(plan.mutation) && offered.length > 0)
      real.stake = offered[index % offered.length];
    if ('round' in payload && !/\bround\b/.test(plan.mutation) && (kind === 'crash' || kind === 'baccarat'))
      real.round = await currentRound(kind, launch);
    if ('bets' in payload && !/\bbets\b/.test(plan.mutation) && kind === 'baccarat')
      real.bets = { [SPOTS[index % SPOTS.length]!]: offered[0] };
    if ('legs' in payload && !/\blegs\b/.test(plan.mutation) && kind === 'sport')
      real.legs = await boardLegs(launch, index);
    if ('fish' in payload && !/\bfish\b/.test(plan.mutation) && kind === 'fish')
      real.fish = await aFish(launch, index);
    if ('roundId' in payload && !/\broundId\b/.test(plan.mutation) && kind === 'lottery') {
      const [last] = await target.db.query<{ id: number }>(
        "select id from game_rounds where kind = 'lottery' order by id desc limit 1",
      );
      if (last) real.roundId = Number(last.id);
    }
    return { ...plan, payload: real };
  };
}

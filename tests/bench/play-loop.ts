import { slotLaunchPath } from './launch-path';
import { GAME_LIST_DEFAULTS } from '../../sdk/rules/lobby';
import { call, logIn, type Answer, type Player } from './players';

/**
 * What a logged-in player does in the load and soak benches, over and over: looks at the balance,
 * pages through the slot lobby, opens a game (the portal's launch, then the vendor's own session
 * call) and spins it a few times, each spin a bet and its win through the ledger. Every call is
 * timed and every answer checked; what each player staked and won is tallied, so the books can
 * be checked against the ledger afterwards.
 */
export const CALLS = ['balance', 'game list', 'launch', 'game session', 'spin', 'logout', 'login'] as const;
export type CallName = (typeof CALLS)[number];

export interface Tally {
  readonly latencies: Record<CallName, number[]>;
  errors: number;
  /** The first few failures, to say what went wrong. */
  readonly failures: string[];
}

/** What one player saw: its spins answered, and their stakes and wins, in minor units. */
export interface Book {
  spins: number;
  stake: number;
  payout: number;
}

export const newTally = (): Tally => ({
  latencies: Object.fromEntries(CALLS.map((c) => [c, []])) as unknown as Record<CallName, number[]>,
  errors: 0,
  failures: [],
});

const minor = (amount: number) => Math.round(amount * 100);

/** Adds a warm-up's failures to a run's: none is allowed in either. */
export function addFailures(into: Tally, from: Tally) {
  into.errors += from.errors;
  into.failures.push(...from.failures.slice(0, 10 - into.failures.length));
}

/** Counts an answer in the tally; returns its value when it is a success. */
function record(tally: Tally, name: CallName, answer: Answer | Error): unknown {
  if (answer instanceof Error || answer.status !== 200 || answer.body.success !== true) {
    tally.errors++;
    if (tally.failures.length < 10)
      tally.failures.push(
        `${name}: ${answer instanceof Error ? answer.message : `${answer.status} ${answer.body.errorCode ?? ''}`}`,
      );
    return undefined;
  }
  tally.latencies[name].push(answer.ms);
  return answer.body.value ?? null;
}

const attempt = (promise: Promise<Answer>) => promise.catch((error: unknown) => error as Error);
const pause = (ms: number) => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());

export interface LoopOptions {
  /** Wait between a player's calls (0: each call as soon as the last answered). */
  thinkMs: number;
  spinsPerLaunch: number;
  /** Log out and in again every this many rounds of the loop (0: never), to turn sessions over. */
  reloginEvery?: number;
  key?: string;
  /** Stop after this many rounds of the loop, if the deadline has not come first. */
  rounds?: number;
}

/** Plays as `player` until `deadline` (performance.now()), counting into `tally` and `book`. */
export async function play(
  url: string,
  player: Player,
  deadline: number,
  tally: Tally,
  book: Book,
  options: LoopOptions,
): Promise<void> {
  const auth = () => ({ authorization: player.token, 'x-forwarded-for': player.ip });
  const { agent } = player;
  const more = (round: number) => round <= (options.rounds ?? Infinity) && performance.now() < deadline;
  for (let round = 1; more(round); round++) {
    record(
      tally,
      'balance',
      await attempt(call(`${url}/wps/v2/wallets/balance`, { headers: auth(), agent })),
    );
    await pause(options.thinkMs);
    const query = new URLSearchParams({
      ...Object.fromEntries(Object.entries(GAME_LIST_DEFAULTS).map(([k, v]) => [k, String(v)])),
      gameClassify: 'RNG',
      language: 'ES',
      pageNo: String(1 + Math.floor(Math.random() * 20)),
    });
    record(
      tally,
      'game list',
      await attempt(call(`${url}/wps/relay/GCSGAME_gameList?${query}`, { headers: auth(), agent })),
    );
    await pause(options.thinkMs);
    const launched = record(
      tally,
      'launch',
      await attempt(call(`${url}${slotLaunchPath()}`, { headers: auth(), agent })),
    ) as { content: { game_url: string } } | undefined;
    if (!launched) continue;
    const game = new URL(launched.content.game_url);
    const launch = game.searchParams.get('launch')!;
    const session = record(
      tally,
      'game session',
      await attempt(call(`${game.origin}/play/api/session?launch=${launch}`, { agent })),
    ) as { stakes: number[] } | undefined;
    if (!session) continue;
    for (let spin = 0; spin < options.spinsPerLaunch && performance.now() < deadline; spin++) {
      await pause(options.thinkMs);
      const requestId = `${player.username}-${round}-${spin}-${Math.random().toString(36).slice(2, 8)}`;
      const result = record(
        tally,
        'spin',
        await attempt(
          call(`${game.origin}/play/api/spin`, {
            method: 'POST',
            agent,
            body: { launch, stake: session.stakes[0], requestId },
          }),
        ),
      ) as { stake: number; payout: number } | undefined;
      if (!result) continue;
      book.spins++;
      book.stake += minor(result.stake);
      book.payout += minor(result.payout);
    }
    if (options.reloginEvery && options.key && round % options.reloginEvery === 0) {
      record(
        tally,
        'logout',
        await attempt(
          call(`${url}/wps/session/logout`, { method: 'DELETE', headers: auth(), agent, body: {} }),
        ),
      );
      record(tally, 'login', await attempt(logIn(url, options.key, player)));
    }
    await pause(options.thinkMs);
  }
}

export const newBooks = (players: Player[]) =>
  new Map<string, Book>(players.map((p) => [p.username, { spins: 0, stake: 0, payout: 0 }]));

/**
 * Every player plays at once for `seconds`; returns the tally of this run and how long it took.
 * `books` accumulate across runs (a warm-up's spins are in the ledger too).
 */
export async function playAll(
  url: string,
  players: Player[],
  seconds: number,
  options: LoopOptions,
  books: Map<string, Book>,
): Promise<{ tally: Tally; seconds: number }> {
  const tally = newTally();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(players.map((p) => play(url, p, deadline, tally, books.get(p.username)!, options)));
  return { tally, seconds: (performance.now() - started) / 1000 };
}

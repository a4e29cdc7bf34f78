import { platformDay } from '../../sdk/shared-rules/date-range';
import { call, type Player } from './players';
import type { Book } from './play-loop';

/**
 * "Nothing lost", player by player, after a load run: what the player saw (its opening balance
 * less the stakes plus the wins of every spin answered) must be what the ledger holds, the rounds
 * the platform recorded must be those spins (count, stakes, wins), and the wallet's movements in
 * the ledger must add up to its balance (the account opened at zero).
 */
export interface BooksCheck {
  players: number;
  rounds: number;
  /** What disagreed, player by player (empty when the books agree). */
  mismatches: string[];
  /** How many players had anything disagree. */
  playersOff: number;
}

const minor = (amount: number) => Math.round(amount * 100);

/** The sum of every movement of the player's wallet in the range, page by page (50 a page at most). */
async function movementsSum(url: string, player: Player, range: { from: string; to: string }) {
  let sum = 0;
  for (let pageNo = 1; ; pageNo++) {
    const query = new URLSearchParams({ ...range, pageNo: String(pageNo), pageSize: '50' });
    const page = await call(`${url}/wps/member/records/transactions?${query}`, {
      headers: { authorization: player.token, 'x-forwarded-for': player.ip },
    });
    if (page.status !== 200) throw new Error(`account records of ${player.username}: ${page.status}`);
    const { list } = page.body.value as { list: { amount: number }[] };
    for (const movement of list) sum += minor(movement.amount);
    if (list.length < 50) return sum;
  }
}

async function checkOne(
  url: string,
  sandboxToken: string,
  player: Player,
  book: Book,
  opening: number,
  range: { from: string; to: string },
): Promise<string[]> {
  const ledger = await call(`${url}/sandbox/rounds?username=${player.username}`, {
    headers: { 'x-sandbox-token': sandboxToken },
  });
  const { balance, total } = ledger.body.value as { balance: number; total: number };
  const bets = await call(
    `${url}/wps/member/records/bets?${new URLSearchParams({ ...range, pageSize: '1' })}`,
    { headers: { authorization: player.token, 'x-forwarded-for': player.ip } },
  );
  if (bets.status !== 200) throw new Error(`betting records of ${player.username}: ${bets.status}`);
  const totals = (bets.body.value as { totals: { count: number; stake: number; payout: number } }).totals;
  const expected = minor(opening) - book.stake + book.payout;
  const checks: [string, number, number][] = [
    ['ledger balance vs opening - stakes + wins seen', minor(balance), expected],
    ['rounds recorded vs spins answered', total, book.spins],
    ['betting-record rounds vs spins answered', totals.count, book.spins],
    ['betting-record stakes vs stakes seen', minor(totals.stake), book.stake],
    ['betting-record wins vs wins seen', minor(totals.payout), book.payout],
    ['sum of ledger movements vs ledger balance', await movementsSum(url, player, range), minor(balance)],
  ];
  return checks
    .filter(([, got, want]) => got !== want)
    .map(([what, got, want]) => `${player.username}: ${what}: ${got} ≠ ${want}`);
}

export async function checkBooks(
  url: string,
  sandboxToken: string,
  players: Player[],
  books: Map<string, Book>,
  opening: number,
  startedAt: number,
): Promise<BooksCheck> {
  const range = { from: platformDay(startedAt), to: platformDay(Date.now()) };
  const mismatches: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < players.length) {
        const player = players[next++]!;
        mismatches.push(
          ...(await checkOne(url, sandboxToken, player, books.get(player.username)!, opening, range)),
        );
      }
    }),
  );
  return {
    players: players.length,
    rounds: [...books.values()].reduce((sum, b) => sum + b.spins, 0),
    mismatches,
    playersOff: new Set(mismatches.map((m) => m.split(':')[0])).size,
  };
}

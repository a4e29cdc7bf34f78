import type { OpenTableBet } from './live-tables';
import type { OpenSportBet } from './sport-bets';

/**
 * The client's own books: what the answers it got say happened, kept double-entry like the
 * ledger (every effect sums to zero), so that the end of a run compares two independent records
 * of the same money. Only final answers are written here; an operation whose answer was lost is
 * asked again until one comes.
 */

export const HOUSE = 'house';
export const PENDING = 'pending';

/** A wallet of an account as the books name it: `<account id>:<wallet>` (`main`, or a vendor's code). */
export const walletKey = (accountId: number, wallet = 'main') => `${accountId}:${wallet}`;

export interface Move {
  readonly wallet: string;
  /** Minor units: positive into the wallet, negative out of it. */
  readonly amount: number;
}

/** `amount` from one wallet to another: a balanced pair of moves. */
export const move = (from: string, to: string, amount: number): Move[] =>
  amount === 0
    ? []
    : [
        { wallet: from, amount: -amount },
        { wallet: to, amount },
      ];

/** Money by what moved it, summed over the run (minor units, all positive). */
export const FLOWS = [
  'deposited',
  'withdrawalsOpened',
  'withdrawalsPaid',
  'withdrawalsReturned',
  'staked',
  'won',
  'refunded',
  'transferred',
  'moved',
] as const;
export type Flow = (typeof FLOWS)[number];

/**
 * What one chain of operations ended as, for the exactly-once checks: the request id it sent, and
 * what the platform made of it (nothing, when `id` is undefined: every request was refused).
 */
export interface Outcome {
  readonly chain:
    | 'deposit'
    | 'withdrawal'
    | 'round'
    | 'spin'
    | 'shot'
    | 'sportBet'
    | 'crash'
    | 'baccarat'
    | 'transfer'
    | 'move';
  readonly accountId: number;
  readonly requestId: string;
  /** The order number, round id or transfer number the request created. */
  id?: string;
  /** Where it ended: paid, failed, rejected, settled, rolled_back, done. */
  end?: string;
  /** A round's payout (minor units). */
  payout?: number;
}

export function createBooks() {
  const deltas = new Map<string, number>();
  const flows = Object.fromEntries(FLOWS.map((f) => [f, 0])) as Record<Flow, number>;
  const outcomes: Outcome[] = [];
  /** Sports bets placed whose result the client has not read yet (sport-whistle.ts reads them). */
  const openBets: OpenSportBet[] = [];
  /** Crash and baccarat bets placed and not yet seen settled (table-settlement.ts settles them). */
  const tableBets: OpenTableBet[] = [];
  return {
    deltas,
    flows,
    outcomes,
    openBets,
    tableBets,
    /** Writes one effect; the books refuse an unbalanced one, as the ledger does. */
    post(moves: Move[], counted: Partial<Record<Flow, number>> = {}) {
      const sum = moves.reduce((total, m) => total + m.amount, 0);
      if (sum !== 0)
        throw new Error(`the simulation's own books got an unbalanced effect: ${JSON.stringify(moves)}`);
      for (const m of moves) deltas.set(m.wallet, (deltas.get(m.wallet) ?? 0) + m.amount);
      for (const [flow, amount] of Object.entries(counted)) flows[flow as Flow] += amount;
    },
    delta: (wallet: string) => deltas.get(wallet) ?? 0,
  };
}

export type Books = ReturnType<typeof createBooks>;

/**
 * A round the game decided in one answer (a spin, a shot): its stake taken, then refunded when
 * the round was rolled back, or its payout (minor units) paid.
 */
export function postRound(
  books: Books,
  outcome: Outcome,
  wallet: string,
  stake: number,
  round: { id: unknown; rolledBack: boolean; payout: number },
) {
  outcome.id = String(round.id);
  books.post(move(wallet, HOUSE, stake), { staked: stake });
  if (round.rolledBack) {
    outcome.end = 'rolled_back';
    books.post(move(HOUSE, wallet, stake), { refunded: stake });
  } else {
    outcome.end = 'settled';
    outcome.payout = round.payout;
    books.post(move(HOUSE, wallet, round.payout), { won: round.payout });
  }
}

import { toAmount } from '../../platform/ledger';
import { multiplierNow, phaseAt, type CrashRound } from './crash-schedule';
import type { CrashBet } from './crash-bets';

/** What the crash calls answer: multipliers as a person reads them, money as amounts. */

/** Hundredths on the wire as the multiplier a person reads: 250 → 2.5. */
export const shown = (hundredths: number) => hundredths / 100;

/** A round as every player of its table sees it: its seed and crash point only once it crashed. */
export const roundView = (round: CrashRound, at: number) => {
  const phase = phaseAt(round, at);
  return {
    id: round.id,
    phase,
    hash: round.hash,
    multiplier: shown(multiplierNow(round, at)),
    countdownMs: phase === 'betting' ? round.fliesAt - at : 0,
    elapsedMs: phase === 'betting' ? 0 : Math.min(at, round.crashesAt) - round.fliesAt,
    // Revealed only once the flight is over: before, the seed would tell the crash point.
    ...(phase === 'crashed' ? { crashPoint: shown(round.crashPoint), seed: round.seed } : {}),
  };
};

/** A player's own bet: riding (`open`), being settled at the crash, won, lost or refunded. */
export const betView = (b: CrashBet | undefined, at: number) => {
  if (!b) return null;
  const status = !b.result
    ? phaseAt(b.round, at) === 'crashed'
      ? 'settling'
      : 'open'
    : b.result.refunded
      ? 'refunded'
      : b.result.cashedOutAt === null
        ? 'lost'
        : 'won';
  return {
    round: b.round.id,
    roundId: b.placed?.id ?? null,
    stake: toAmount(b.stake),
    autoCashOut: b.details.autoCashOut === null ? null : shown(b.details.autoCashOut),
    status,
    cashedOutAt: b.result?.cashedOutAt ? shown(b.result.cashedOutAt) : null,
    payout: toAmount(b.result?.payout ?? 0),
  };
};

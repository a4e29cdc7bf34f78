import { Fault } from '../../core/http/fault';
import { exactMinor, toAmount } from '../../platform/ledger';
import type { SportBetDetails, SportLeg } from '../../platform/rounds';
import { betPayout, distinctFixtures, SELECTIONS, type Market } from './sport-math';
import type { Fixtures } from './sport-fixtures';

/** A leg as the bet slip sends it: the odds are the ones the player saw. */
export interface LegRequest {
  fixture: string;
  market: string;
  selection: string;
  odds: number;
}

export const marketClosed = (fixture: string) =>
  new Fault(
    409,
    'market_closed',
    'Betting on that match has closed: it has kicked off or is not on the board',
    {
      fixture,
    },
  );

/**
 * A bet slip checked against the board at `now`, before anything moves: every leg on a fixture
 * open for betting, a selection its market has, the odds the player saw still the odds (else
 * `odds_changed` with the new ones, to accept or not), one leg per fixture, and the stake and its
 * possible return within the limits. Returns the bet as the round keeps it.
 */
export function checkSlip(
  input: { stake: number; legs: LegRequest[] },
  fixtures: Fixtures,
  limits: { min: number; max: number; maxLegs: number; maxReturn: number },
  now: number,
): { stake: number; details: SportBetDetails } {
  const stake = exactMinor(input.stake);
  if (stake === undefined || stake < limits.min || stake > limits.max)
    throw new Fault(
      400,
      'invalid_request',
      `A stake is from ${toAmount(limits.min)} to ${toAmount(limits.max)}`,
      {
        field: 'stake',
        min: toAmount(limits.min),
        max: toAmount(limits.max),
      },
    );
  if (input.legs.length > limits.maxLegs)
    throw new Fault(400, 'invalid_request', `A parlay has at most ${limits.maxLegs} legs`, {
      field: 'legs',
      max: limits.maxLegs,
    });
  if (!distinctFixtures(input.legs))
    throw new Fault(400, 'parlay_same_fixture', 'A parlay takes one selection per match', { field: 'legs' });
  const legs: SportLeg[] = [];
  const moved: LegRequest[] = [];
  for (const leg of input.legs) {
    const fixture = fixtures.byId(leg.fixture);
    if (!fixture || !fixtures.isOpen(fixture, now)) throw marketClosed(leg.fixture);
    const market = leg.market as Market;
    const offered = fixtures.odds(fixture, now)[market]?.[leg.selection];
    if (!SELECTIONS[market]?.includes(leg.selection) || offered === undefined)
      throw new Fault(400, 'invalid_request', 'That selection is not offered on this match', {
        field: 'legs',
      });
    if (offered !== leg.odds) moved.push({ ...leg, odds: offered });
    legs.push({
      fixture: fixture.id,
      market,
      selection: leg.selection,
      line: fixtures.lineOf(fixture, market, leg.selection),
      odds: offered,
      hash: fixture.hash,
      endsAt: fixture.endsAt,
    });
  }
  // All the moved prices at once: the slip shows every change, not one per attempt.
  if (moved.length > 0)
    throw new Fault(
      409,
      'odds_changed',
      'The odds have changed: check the new odds and place the bet again',
      {
        legs: moved,
      },
    );
  if (
    betPayout(
      stake,
      legs.map((l) => ({ result: 'win' as const, odds: l.odds })),
    ) > limits.maxReturn
  )
    throw new Fault(400, 'invalid_request', `A bet may return at most ${toAmount(limits.maxReturn)}`, {
      field: 'stake',
      maxReturn: toAmount(limits.maxReturn),
    });
  return { stake, details: { legs, settlesAt: Math.max(...legs.map((l) => l.endsAt)) } };
}

/**
 * Whether a request is the bet a round already holds (a retry): the same stake and the same legs
 * at the same odds. A retry answers the bet as placed, whatever the odds are now.
 */
export function sameSlip(held: SportBetDetails, stake: number, heldStake: number, input: LegRequest[]) {
  if (stake !== heldStake || held.legs.length !== input.length) return false;
  return held.legs.every((leg, i) => {
    const asked = input[i]!;
    return (
      leg.fixture === asked.fixture &&
      leg.market === asked.market &&
      leg.selection === asked.selection &&
      leg.odds === asked.odds
    );
  });
}

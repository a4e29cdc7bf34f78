import { createSandbox } from '../../sandbox/app';
import { seededDatabase } from '../simulation/seeded-database';
import { setSetting } from '../../sandbox/platform/brand';
import { balanceOf, setMainBalance } from '../../sandbox/platform/ledger';
import { placeBet } from '../../sandbox/platform/rounds';
import { createFixtures, DEFAULT_SPORT_TIMING } from '../../sandbox/vendor/games/sport-fixtures';
import { settlementOf } from '../../sandbox/vendor/games/sport-book';
import { checkSlip } from '../../sandbox/vendor/games/sport-legs';
import type { Database } from '../../sandbox/core/db/database';
import type { Measure } from './budgets';

/**
 * The sportsbook's settlement at scale: 10,000 pending bets (singles and parlays) on one match,
 * each placed through the platform's real placeBet by the seeded members, settled by the
 * vendor's own sweep once the clock passes the final whistle. Measures the seconds from the
 * whistle to the last bet settled, then the books: the ledger's total unchanged, every member's
 * balance its opening less its stakes plus what its bets paid, every payout the one the bet's legs
 * give. The one bench-only step: the brand's limit of open rounds per member is raised from 20, so
 * a hundred members can hold a hundred bets each (the limit is a brand setting, not a rule).
 */
const BETS = Number(process.env.SPORT_BENCH_BETS ?? 10_000);
const MEMBERS = 100;
const OPENING = 1_000_000;
const KEY = 'sport-bench-key';

export async function sportSettleMeasures(): Promise<Measure[]> {
  const db = await seededDatabase();
  const instance = await createSandbox(
    { dataDir: '', scryptLogN: 12, sessionTtlMs: 3_600_000, logRequests: false, gameSeeds: () => KEY },
    db,
  );
  const sandbox = instance.sandbox;
  try {
    await setSetting(db, 'maxOpenRounds', BETS);
    let members = await membersWithMoney(db, sandbox);
    const accounts = [...members];
    const fixtures = createFixtures(DEFAULT_SPORT_TIMING, KEY);
    const now = () => sandbox.now().getTime();
    // The latest kick-offs on the board (about twelve minutes away): placing 10,000 bets takes
    // minutes of real time, and the board must stay open through them.
    const open = fixtures
      .board(now())
      .filter((f) => fixtures.isOpen(f, now()))
      .sort((a, b) => b.kickoffAt - a.kickoffAt);
    const [match, other] = [open[0]!, open[1]];
    const total = await ledgerTotal(db);
    const placed = performance.now();
    const legsOf = (i: number, at: number) => {
      const odds = fixtures.odds(match, at);
      const single = {
        fixture: match.id,
        market: 'total',
        selection: i % 2 ? 'over' : 'under',
        odds: odds.total[i % 2 ? 'over' : 'under']!,
      };
      if (i % 5 !== 0 || !other) return [single];
      const second = fixtures.odds(other, at);
      return [single, { fixture: other.id, market: '1x2', selection: 'home', odds: second['1x2'].home! }];
    };
    for (let i = 0; i < BETS; i += 50)
      await Promise.all(
        Array.from({ length: Math.min(50, BETS - i) }, async (_, j) => {
          const n = i + j;
          // One instant for the odds read and the check: a drift step between them is odds_changed.
          const at = now();
          const slip = checkSlip(
            { stake: 1 + (n % 7), legs: legsOf(n, at) },
            fixtures,
            { min: 100, max: 50_000, maxLegs: 8, maxReturn: 5_000_000 },
            at,
          );
          // A seeded member under a loss limit or an exclusion is refused: the bet goes to another.
          for (;;) {
            const member = members[n % members.length]!;
            try {
              return await placeBet(sandbox, {
                accountId: member,
                requestId: `bench-sport-${n}`,
                kind: 'sport',
                launchHash: 'bench',
                stake: slip.stake,
                vendor: 'BTI',
                gameName: 'Sportsbook',
                wallet: 'main',
                details: { sport: slip.details },
              });
            } catch (error) {
              members = members.filter((m) => m !== member);
              if (members.length === 0) throw error;
            }
          }
        }),
      );
    const placingMs = performance.now() - placed;

    // The final whistle: the vendor's sweep (every second) settles every bet from here.
    const ends = Math.max(match.endsAt, other?.endsAt ?? 0);
    sandbox.clock.setOffset(sandbox.clock.offsetMs() + (ends - now()));
    const whistle = performance.now();
    while ((await openCount(db)) > 0 && performance.now() - whistle < 600_000)
      await new Promise((r) => setTimeout(r, 100));
    const settleSeconds = (performance.now() - whistle) / 1000;

    const rows = await db.query<{
      account_id: number;
      stake: string;
      payout: string;
      status: string;
      outcome: { sport: never };
    }>("select account_id, stake, payout, status, outcome from game_rounds where kind = 'sport'");
    const wrongPayout = rows.filter(
      (r) =>
        r.status !== 'settled' ||
        settlementOf(r.outcome.sport, Number(r.stake), fixtures)?.payout !== Number(r.payout),
    ).length;
    const expected = new Map(accounts.map((m) => [m, OPENING]));
    for (const r of rows)
      expected.set(r.account_id, expected.get(r.account_id)! - Number(r.stake) + Number(r.payout));
    let off = 0;
    for (const account of accounts)
      if ((await balanceOf(db, account, 'main')) !== expected.get(account)) off++;
    const label = `sportsbook, ${rows.length} pending bets settled when their match ends`;
    return [
      {
        name: `${label}: placing them (placeBet, 50 at a time)`,
        value: Math.round(placingMs / 100) / 10,
        unit: 's',
      },
      {
        name: `${label}: final whistle to the last settled`,
        value: Math.round(settleSeconds * 10) / 10,
        unit: 's',
      },
      {
        name: `${label}: bets not settled or paid other than their legs give`,
        value: wrongPayout,
        unit: 'bets',
        budget: 0,
        kind: 'max',
      },
      {
        name: `${label}: members whose balance disagrees with their bets`,
        value: off,
        unit: 'players',
        budget: 0,
        kind: 'max',
      },
      {
        name: `${label}: ledger total moved`,
        value: Math.abs((await ledgerTotal(db)) - total),
        unit: 'minor units',
        budget: 0,
        kind: 'max',
      },
    ];
  } finally {
    await instance.close();
  }
}

const ledgerTotal = async (db: Database) =>
  Number((await db.query<{ sum: string }>('select sum(balance)::text as sum from ledger_accounts'))[0]!.sum);

const openCount = async (db: Database) =>
  Number(
    (
      await db.query<{ n: number }>(
        "select count(*)::int as n from game_rounds where kind = 'sport' and status = 'open'",
      )
    )[0]!.n,
  );

/** The seeded players (up to a hundred), each given the same opening balance from the house. */
async function membersWithMoney(db: Database, sandbox: Parameters<typeof placeBet>[0]) {
  const ids = (
    await db.query<{ id: number }>('select id from accounts where type = 0 order by id limit $1', [MEMBERS])
  ).map((r) => Number(r.id));
  await db.transaction(async (tx) => {
    for (const id of ids) await setMainBalance(tx, id, OPENING, 'sport bench');
  });
  sandbox.balances.invalidate(ids);
  return ids;
}

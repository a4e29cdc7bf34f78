import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPartnerWallet, seededRandom, type PartnerWallet } from '../../examples/partner-wallet';
import type { Database } from '../../sandbox/core/db/database';
import { setSetting } from '../../sandbox/platform/brand';
import { balanceOf, setMainBalance, transfer } from '../../sandbox/platform/ledger';
import {
  placeBet,
  settleRound,
  settleRoundsInBatch,
  type Round,
  type SportBetDetails,
} from '../../sandbox/platform/rounds';
import {
  createFixtures,
  DEFAULT_SPORT_TIMING,
  type Fixture,
} from '../../sandbox/vendor/games/sport-fixtures';
import { createSportBook, settlementOf } from '../../sandbox/vendor/games/sport-book';
import { createPlayContext } from '../../sandbox/vendor/games/play-context';
import { checkSlip, type LegRequest } from '../../sandbox/vendor/games/sport-legs';
import { ledgerTotal } from './baccarat-helpers';
import { startTestSandbox, type TestSandbox } from './harness';
import { seamlessDriver } from './seamless-helpers';
import { sportsbook, type SportBet, roundMovements } from './sport-helpers';

/**
 * A match ends with hundreds of bets on it: the sportsbook settles those on the platform's wallets
 * a batch per transaction, and a partner's (each win a callback) and a refund one by one. Whatever
 * settles at the same time (the timer's sweep, a page's read, another process's sweep, a replay
 * with another result) each bet is settled once, the ledger and the partner agree with the bets,
 * and a bet the batch cannot take is refunded alone instead of holding up the rest.
 */
const KEY = 'sport-batch-key';
const OPENING = 1_000_000;

let sandbox: TestSandbox;
let partner: PartnerWallet;
let t: ReturnType<typeof sportsbook>;
let driver: ReturnType<typeof seamlessDriver>;
let members: number[];
/** Money a test moved into a member's wallet beside the bets (minor units). */
const adjusted = new Map<number, number>();
const fixtures = createFixtures(DEFAULT_SPORT_TIMING, KEY);

beforeAll(async () => {
  sandbox = await startTestSandbox({ gameSeeds: () => KEY });
  partner = await startPartnerWallet({
    secret: sandbox.instance.partner.secret,
    partnerId: 'demo',
    random: seededRandom(5),
  });
  t = sportsbook(sandbox);
  driver = seamlessDriver(sandbox, () => partner);
  await driver.seamlessMode(1_000);
  // A few hundred bets from three members: the brand's limit of open rounds (20) is raised for them.
  await setSetting(sandbox.db, 'maxOpenRounds', 1_000);
  members = (
    await sandbox.db.query<{ id: number }>('select id from accounts where type = 0 order by id limit 3')
  ).map((r) => Number(r.id));
  await sandbox.db.transaction(async (tx) => {
    for (const id of members) await setMainBalance(tx, id, OPENING, 'sport batch test');
  });
  sandbox.instance.sandbox.balances.invalidate(members);
});
afterAll(async () => {
  await partner?.close();
  await sandbox?.close();
});

const now = () => sandbox.instance.sandbox.now().getTime();

/** The open fixture that kicks off last: its board stays open while a test places its bets. */
function lastOpen(): Fixture {
  return fixtures
    .board(now())
    .filter((f) => fixtures.isOpen(f, now()))
    .sort((a, b) => b.kickoffAt - a.kickoffAt)[0]!;
}

/**
 * `count` singles on `match`, round-robin over the members, placed through the platform's placeBet
 * as the bet route does; `hashesOf` draws the legs' committed hashes (another key: a bet committed
 * under a stored key since changed).
 */
async function placeSingles(match: Fixture, count: number, prefix: string, hashesOf = fixtures) {
  const rounds: Round[] = [];
  for (let n = 0; n < count; n++) {
    const at = now();
    // Each member backs every outcome in turn (a match of two outcomes has no draw).
    const selections = Object.keys(fixtures.odds(match, at)['1x2']);
    const selection = selections[Math.floor(n / members.length) % selections.length]!;
    const legs: LegRequest[] = [
      { fixture: match.id, market: '1x2', selection, odds: fixtures.odds(match, at)['1x2'][selection]! },
    ];
    const { stake, details } = checkSlip(
      { stake: 1 + (n % 5), legs },
      fixtures,
      { min: 100, max: 50_000, maxLegs: 8, maxReturn: 5_000_000 },
      at,
    );
    const committed = {
      ...details,
      legs: details.legs.map((l) => ({ ...l, hash: hashesOf.byId(l.fixture)!.hash })),
    };
    rounds.push(
      await placeBet(sandbox.instance.sandbox, {
        accountId: members[n % members.length]!,
        requestId: `${prefix}-${n}`,
        kind: 'sport',
        launchHash: 'sport-batch-test',
        stake,
        vendor: 'BTI',
        gameName: 'Sportsbook',
        wallet: 'main',
        details: { sport: committed },
      }),
    );
  }
  return rounds;
}

/**
 * Another process's sportsbook on the same database and key: its sweeps race this one's. `db`: its
 * own connection to the database (one that fails, say).
 */
function otherProcess(key = KEY, db?: Database) {
  const other = db ? { ...sandbox.instance.sandbox, db } : sandbox.instance.sandbox;
  return createSportBook(other, createPlayContext(other), createFixtures(DEFAULT_SPORT_TIMING, key));
}

/**
 * The database through a connection that drops (SQLSTATE 08006) at the transactions `at` counts
 * (from 0): `before` COMMIT, so the transaction rolls back, or `after` it, so the work is done and
 * only its answer is lost.
 */
function dropping(when: 'before' | 'after', at: readonly number[]): Database {
  const db = sandbox.db;
  let n = 0;
  const lost = () => Object.assign(new Error(`connection lost ${when} COMMIT (injected)`), { code: '08006' });
  return {
    ...db,
    query: (sql, params) => db.query(sql, params),
    async transaction(fn) {
      const drop = at.includes(n++);
      const value = await db.transaction(async (tx) => {
        const value = await fn(tx);
        if (drop && when === 'before') throw lost();
        return value;
      });
      if (drop && when === 'after') throw lost();
      return value;
    },
  };
}

const rowsOf = (ids: number[]) =>
  sandbox.db.query<Round>('select * from game_rounds where id = any($1::int[]) order by id', [ids]);

const movementsOf = (roundId: number) => roundMovements(sandbox, roundId);

/** What a round's legs pay on the revealed scores. */
const payoutOf = (row: Round) =>
  settlementOf((row.outcome as { sport: SportBetDetails }).sport, Number(row.stake), fixtures)!.payout;

/** Each member's wallet is its opening less its stakes, plus what its rounds paid or refunded. */
async function expectWalletsAgree(rounds: { id: number }[]) {
  const rows = await sandbox.db.query<Round>(
    "select * from game_rounds where kind = 'sport' and wallet = 'main' and account_id = any($1::int[])",
    [members],
  );
  for (const member of members) {
    const mine = rows.filter((r) => r.account_id === member);
    const expected = mine.reduce(
      (sum, r) =>
        sum -
        Number(r.stake) +
        (r.status === 'settled' ? Number(r.payout) : r.status === 'rolled_back' ? Number(r.stake) : 0),
      OPENING + (adjusted.get(member) ?? 0),
    );
    expect(await balanceOf(sandbox.db, member), `member ${member}`).toBe(expected);
  }
  // Each round moved its payout or its refund once, and nothing else.
  for (const round of await rowsOf(rounds.map((r) => r.id))) {
    const moved = await movementsOf(round.id);
    const want =
      round.status === 'settled' && Number(round.payout) > 0
        ? [{ kind: 'win', amount: Number(round.payout) }]
        : round.status === 'rolled_back'
          ? [{ kind: 'rollback', amount: Number(round.stake) }]
          : [];
    expect(
      moved.map((m) => ({ kind: m.kind, amount: Number(m.amount) })),
      `round ${round.id}`,
    ).toEqual(want);
  }
}

/** Sweeps until none of `rounds` is open (a page's read waits a second at most, so it may leave some). */
async function sweepUntilFinal(rounds: { id: number }[]) {
  const book = otherProcess();
  for (let pass = 0; pass < 10; pass++) {
    const rows = await rowsOf(rounds.map((r) => r.id));
    if (rows.every((r) => r.status !== 'open' && r.status !== 'pending')) return rows;
    await book.sweep(now());
  }
  throw new Error('sport bets still open after ten sweeps');
}

/** Six singles on a match that then ends, swept once by a process on `db`; the ledger's total before. */
async function sweptThrough(db: Database, prefix: string) {
  const total = await ledgerTotal(sandbox);
  const match = lastOpen();
  const rounds = await placeSingles(match, 6, prefix);
  t.moveTo(match.endsAt);
  await otherProcess(KEY, db).sweep(now());
  return { rounds, total };
}

/**
 * Sweeps until none of `rounds` is open: each settled, paying what its legs give, every wallet
 * agreeing with the rounds, and the ledger's total still `total`.
 */
async function expectSettledByLegs(rounds: { id: number }[], total: number) {
  for (const row of await sweepUntilFinal(rounds)) {
    expect(row.status, `round ${row.id}`).toBe('settled');
    expect(Number(row.payout), `round ${row.id}`).toBe(payoutOf(row));
  }
  await expectWalletsAgree(rounds);
  expect(await ledgerTotal(sandbox)).toBe(total);
}

describe('sport bets settled in batches', () => {
  it('settles each round once when batches and single settlements race, each with another result', async () => {
    const total = await ledgerTotal(sandbox);
    const rounds = await placeSingles(lastOpen(), 24, 'race');
    const platform = sandbox.instance.sandbox;
    // Four settlers with four results, all holding the rounds as read while they were open.
    const paying = (times: number) => (round: Round) => ({
      round,
      result: { payout: Number(round.stake) * times, seed: `x${times}`, outcome: { times } },
    });
    const odd = rounds.filter((_, i) => i % 2);
    const [first, second, third, ...singles] = await Promise.all([
      settleRoundsInBatch(platform, rounds.map(paying(2))),
      settleRoundsInBatch(platform, [...rounds].reverse().map(paying(0))),
      settleRoundsInBatch(platform, odd.map(paying(3))),
      ...rounds.slice(0, 4).map((r) => settleRound(platform, r, paying(5)(r).result)),
    ]);
    const claims = [
      ...first!.map((r) => ({ id: r.id, times: 2 })),
      ...second!.map((r) => ({ id: r.id, times: 0 })),
      ...third!.map((r) => ({ id: r.id, times: 3 })),
    ];
    const rows = await rowsOf(rounds.map((r) => r.id));
    for (const row of rows) {
      expect(row.status).toBe('settled');
      const mine = claims.filter((c) => c.id === row.id);
      // A batch answers the rounds it settled: never two for one round, and the round holds its result.
      expect(mine.length, `round ${row.id}`).toBeLessThanOrEqual(1);
      const times = mine[0]?.times ?? 5;
      expect(Number(row.payout), `round ${row.id}`).toBe(Number(row.stake) * times);
    }
    // A single settlement answers the round as it stands, whoever settled it.
    for (const single of singles) expect(single).toMatchObject(rows.find((r) => r.id === single!.id)!);
    await expectWalletsAgree(rounds);
    // Settled again with another result, nothing moves.
    const before = await Promise.all(members.map((m) => balanceOf(sandbox.db, m)));
    expect(await settleRoundsInBatch(platform, rounds.map(paying(7)))).toEqual([]);
    expect(await Promise.all(members.map((m) => balanceOf(sandbox.db, m)))).toEqual(before);
    expect(await rowsOf(rounds.map((r) => r.id))).toEqual(rows);
    expect(await ledgerTotal(sandbox)).toBe(total);
  });

  it('settles a match once whatever sweeps run at once, a seamless player’s bet among them, and the books agree', async () => {
    const total = await ledgerTotal(sandbox);
    const match = lastOpen();
    // More than a batch: the match's bets take two transactions.
    const rounds = await placeSingles(match, 300, 'sweeps');
    const player = await driver.signedOnPlayer(OPENING);
    const seamless = await driver.gameLaunch(player, await t.game(), 'EN');
    const board = (await t.state(seamless)).fixtures.find((f) => f.id === match.id)!;
    const bets: SportBet[] = [];
    for (const selection of Object.keys(board.markets!['1x2']!)) {
      const placed = await t.place(
        seamless,
        [t.legOf(board, '1x2', selection)],
        10,
        `sweeps-sw-${selection}`,
      );
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      bets.push(placed.body.value.bet as SportBet);
    }
    const member = await t.launch(await sandbox.login());

    t.moveTo(match.endsAt);
    // The timer's sweep runs on its own; a page read of each wallet and two other processes join it.
    const others = [otherProcess(), otherProcess()];
    await Promise.all([
      t.state(member),
      t.state(seamless),
      ...others.map((book) => book.sweep(now())),
      others[0]!.sweep(now()),
    ]);
    const all = [...rounds, ...bets.map((b) => ({ id: b.roundId }))];
    for (const row of await sweepUntilFinal(all)) {
      expect(row.status, `round ${row.id}`).toBe('settled');
      const legs = (row.outcome as { sport: SportBetDetails }).sport;
      expect(Number(row.payout), `round ${row.id}`).toBe(
        settlementOf(legs, Number(row.stake), fixtures)!.payout,
      );
    }
    await expectWalletsAgree(rounds);
    expect(await ledgerTotal(sandbox)).toBe(total);

    // The partner's wallet: each stake debited once, each win credited once, nothing else.
    await driver.sweepUntilSettled();
    const played = await rowsOf(bets.map((b) => b.roundId));
    expect(played.every((r) => r.wallet === 'partner')).toBe(true);
    const paid = played.reduce((sum, r) => sum + Number(r.payout), 0);
    expect(paid).toBeGreaterThan(0);
    expect(await partner.balanceOf(player.playerId)).toBe(OPENING - 1_000 * bets.length + paid);
    const moves = await driver.movementsOf(player.playerId);
    for (const round of played) {
      const mine = moves.filter((m) => m.round_id === round.id && m.status === 'applied');
      const want = [{ action: 'debit', amount: Number(round.stake) }];
      if (Number(round.payout) > 0) want.push({ action: 'credit', amount: Number(round.payout) });
      expect(
        mine.map((m) => ({ action: m.action, amount: Number(m.amount) })),
        `round ${round.id}`,
      ).toEqual(want);
    }
    // No platform money moved for the partner's player.
    expect(await balanceOf(sandbox.db, player.accountId)).toBe(0);
  });

  it('refunds alone a bet the batch cannot settle, and settles the others', async () => {
    const total = await ledgerTotal(sandbox);
    const match = lastOpen();
    const rounds = await placeSingles(match, 30, 'stuck');
    // Every outcome backed by one member: one of them wins, and its win's key is already taken
    // (posted with other content), so no transaction that pays it can commit.
    const stuck = rounds.slice(0, 9).filter((r) => r.account_id === members[0]);
    for (const round of stuck)
      await sandbox.db.transaction((tx) =>
        transfer(tx, {
          from: 'house',
          to: { walletOf: round.account_id },
          amountMinor: 1,
          key: `round:${round.id}:win`,
          kind: 'adjustment',
        }),
      );
    sandbox.instance.sandbox.balances.invalidate([members[0]!]);
    adjusted.set(members[0]!, (adjusted.get(members[0]!) ?? 0) + stuck.length);

    t.moveTo(match.endsAt);
    const rows = await sweepUntilFinal(rounds);
    // The winner (or winners: a match of two outcomes) of the stuck ones is refunded; all else settles.
    const winners = rows.filter((r) => stuck.some((s) => s.id === r.id) && payoutOf(r) > 0);
    expect(winners.length).toBeGreaterThan(0);
    for (const row of rows) {
      if (winners.includes(row)) expect(row.status, `round ${row.id}`).toBe('rolled_back');
      else {
        expect(row.status, `round ${row.id}`).toBe('settled');
        expect(Number(row.payout), `round ${row.id}`).toBe(payoutOf(row));
      }
    }
    await expectWalletsAgree(rounds);
    expect(await ledgerTotal(sandbox)).toBe(total);
  });

  it('leaves a bet open when the database fails under its settlement, and settles it by its legs later', async () => {
    // The connection drops before the COMMIT of the batch (its bets then go one by one) and of the
    // first bet's own settlement: that bet is not settled yet, but nothing about it is wrong.
    const { rounds, total } = await sweptThrough(dropping('before', [0, 1]), 'dropped');
    const first = (await rowsOf([rounds[0]!.id]))[0]!;
    expect(first.status, 'a bet whose settlement met a dropped connection').not.toBe('rolled_back');
    await expectSettledByLegs(rounds, total);
  });

  it('pays nothing twice when the answers to committed settlements are lost', async () => {
    // The batch committed, its answer lost: its bets go one by one, each already final; the first
    // one's answer is lost too.
    const { rounds, total } = await sweptThrough(dropping('after', [0, 1]), 'answerless');
    await expectSettledByLegs(rounds, total);
  });

  it('refunds once, whatever sweeps run at once, the bets whose committed results a changed key lost', async () => {
    const total = await ledgerTotal(sandbox);
    const match = lastOpen();
    // Committed under a key the operator has since replaced (sport-restart.test.ts: a restart with
    // the stored key settles instead).
    const rounds = await placeSingles(match, 12, 'restart', createFixtures(DEFAULT_SPORT_TIMING, 'old-key'));
    t.moveTo(match.endsAt);
    const others = [otherProcess(), otherProcess()];
    await Promise.all([...others.map((book) => book.sweep(now())), others[1]!.sweep(now())]);
    const rows = await sweepUntilFinal(rounds);
    for (const row of rows) expect(row.status, `round ${row.id}`).toBe('rolled_back');
    await expectWalletsAgree(rounds);
    expect(await ledgerTotal(sandbox)).toBe(total);
  });
});

import { GAME_LAUNCH_DEFAULTS } from '../../sdk/rules/launch-defaults';
import { catalogue } from '../../sandbox/tools/seed/games';
import type { Measure } from './budgets';
import { percentile, publicKey } from './load';
import { startFresh, stop } from './server';
import { call, createPlayers, type Player } from './players';

/**
 * Issue 31's table figure: 200 players at one live baccarat table, every one betting in the same
 * window, on a server of its own. Measures the bet call's p99 (all 200 sent at once), and the time
 * from the coup's result to the last of the 200 bets settled (the vendor's sweep settles a coup's
 * bets through the ledger, each exactly once). Then the books: each player's balance must be the
 * opening less the stake plus what the coup paid.
 */
const OPENING = 10_000;
const STAKE = 10;

/** The seeded catalogue's first baccarat table (node ids follow the seed's order). */
function firstTable(): { nodeId: number; vendor: string } {
  const rows = catalogue();
  const index = rows.findIndex((row) => row[5] === 'BACCARAT');
  return { nodeId: index + 1, vendor: String(rows[index]![1]) };
}

interface TableState {
  round: { id: number; phase: string; countdownMs: number };
  bet: { status: string; stake: number; payout: number } | null;
  balance?: number;
}

export async function baccaratTableMeasures(port = 18360, count = 200): Promise<Measure[]> {
  const server = await startFresh(port, {
    TRUST_PROXY: '1',
    SANDBOX_SCRYPT_LOG_N: '12',
    GAME_PORT: String(port + 1),
  });
  try {
    const key = await publicKey(server.url);
    const prefix = `bac${Date.now().toString(36).slice(-4)}p`;
    const players = await createPlayers(server.url, key, server.sandboxToken, {
      count,
      prefix,
      opening: OPENING,
    });
    const table = firstTable();
    const launches = await Promise.all(players.map((player) => launchAt(server.url, player, table)));
    const state = (i: number, balance = false) =>
      call(
        `${launches[i]!.origin}/play/api/baccarat/state?launch=${launches[i]!.launch}${balance ? '' : '&balance=0'}`,
        {
          agent: players[i]!.agent,
        },
      ).then((a) => a.body.value as TableState);

    // A window with time to spare: all 200 bets go into the one coup.
    let open = await state(0);
    while (open.round.phase !== 'betting' || open.round.countdownMs < 6_000) {
      await new Promise((r) => setTimeout(r, 250));
      open = await state(0);
    }
    const bets = await Promise.all(
      players.map((player, i) =>
        call(`${launches[i]!.origin}/play/api/baccarat/bet`, {
          method: 'POST',
          agent: player.agent,
          body: {
            launch: launches[i]!.launch,
            round: open.round.id,
            bets: { [['player', 'banker', 'tie'][i % 3]!]: STAKE },
            requestId: `${prefix}-${i}`,
          },
        }),
      ),
    );
    const refused = bets.filter((b) => b.status !== 200).length;

    // The result, then every bet settled: polled as the players' pages poll.
    let result = await state(0);
    while (result.round.id === open.round.id && result.round.phase !== 'result') {
      await new Promise((r) => setTimeout(r, 50));
      result = await state(0);
    }
    const resultAt = performance.now();
    let finals: TableState[] = [];
    for (;;) {
      finals = await Promise.all(players.map((_, i) => state(i, true)));
      if (finals.every((f) => f.bet?.status !== 'open' && f.bet?.status !== 'settling')) break;
      if (performance.now() - resultAt > 60_000) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const settledMs = Math.round(performance.now() - resultAt);
    const off = finals.filter(
      (f) => !f.bet || Math.round((f.balance ?? 0) * 100) !== (OPENING - f.bet.stake + f.bet.payout) * 100,
    ).length;
    const label = `baccarat table, ${count} players betting in one window`;
    return [
      {
        name: `${label}: bet p99`,
        value: Math.round(
          percentile(
            bets.map((b) => b.ms),
            99,
          ),
        ),
        unit: 'ms',
      },
      { name: `${label}: bets refused`, value: refused, unit: 'errors', budget: 0, kind: 'max' },
      { name: `${label}: result to the last bet settled`, value: settledMs, unit: 'ms' },
      {
        name: `${label}: players whose balance disagrees with their bet`,
        value: off,
        unit: 'players',
        budget: 0,
        kind: 'max',
      },
    ];
  } finally {
    await stop(server.process);
  }
}

async function launchAt(url: string, player: Player, table: { nodeId: number; vendor: string }) {
  const query = new URLSearchParams({
    nodeId: String(table.nodeId),
    vassalage: table.vendor,
    ...Object.fromEntries(Object.entries(GAME_LAUNCH_DEFAULTS).map(([k, v]) => [k, String(v)])),
    merchantCode: 'CROUPIER',
    language: 'EN',
  });
  const answer = await call(`${url}/wps/game/launchGame?${query}`, {
    headers: { authorization: player.token, 'x-forwarded-for': player.ip },
    agent: player.agent,
  });
  const gameUrl = (answer.body.value as { content?: { game_url?: string } } | undefined)?.content?.game_url;
  if (!gameUrl)
    throw new Error(`baccarat launch of ${player.username}: ${answer.status} ${JSON.stringify(answer.body)}`);
  const game = new URL(gameUrl);
  if (game.pathname !== '/play/baccarat') throw new Error(`not a baccarat table: ${gameUrl}`);
  return { origin: game.origin, launch: game.searchParams.get('launch')! };
}

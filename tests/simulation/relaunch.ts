import { contract } from '../../sdk/contract/table';
import { HOUSE, move, walletKey, type Books } from './books';
import type { SimServer } from './server';
import { launchToken, openGame, type GameKind } from './game-pages';
import type { Party } from './world';

/** What a player too poor to open a game is given first (minor units). */
const TOP_UP = 500_00;
/** The pages every player keeps open, opened again at each quiet point. */
const KINDS = [
  'lottery',
  'slot',
  'fish',
  'sport',
  'crash',
  'baccarat',
] as const satisfies readonly GameKind[];

/**
 * A game page lives two hours, and a long run outlives it. So at a quiet point (no operation in
 * flight, no round open) every player opens its games again; the sandbox ends the old pages. With
 * the brand's auto-transfer off, opening a game moves no money, but it needs the game's least bet
 * in the wallet: a player without it first gets a deposit, booked like any other. Faults are off
 * here (the scheduler runs this outside any delivery), so every answer is final. `earlier` counts
 * the run's top-ups so far: each has a request id of its own (one reused was the first deposit
 * answered again, paid, and booked twice).
 */
export async function relaunchAll(
  server: SimServer,
  parties: readonly Party[],
  books: Books,
  earlier: number,
) {
  let topUps = 0;
  const problems: string[] = [];
  for (const party of parties) {
    for (const kind of KINDS) {
      let answer = await openGame(server, party, kind);
      if (answer.body.errorCode === 'launch_game_balance_not_enough') {
        await topUp(server, party, books, earlier + topUps++);
        answer = await openGame(server, party, kind);
      }
      // A page that cannot open at a quiet point (a round left open, say) is a finding; the old one stays.
      if (answer.status === 200) party[kind] = launchToken(answer, kind);
      else
        problems.push(`${party.username} could not open the ${kind} again: ${JSON.stringify(answer.body)}`);
    }
  }
  return { topUps, problems };
}

async function topUp(server: SimServer, party: Party, books: Books, n: number) {
  const requestId = `sim-op-top-up-${party.accountId}-${n}`;
  const input = { requestId, methodId: 'bank', amount: TOP_UP / 100 };
  const created = await server.api(contract.depositCreate, input, party.token);
  const orderNo = String((created.body.value as { orderNo?: string } | undefined)?.orderNo);
  const paid = await server.control('/sandbox/deposits/settle', { orderNo, outcome: 'pay' });
  if ((paid.body.value as { status?: string } | undefined)?.status !== 'paid')
    throw new Error(`relaunch: the top-up of ${party.username} failed: ${JSON.stringify(paid.body)}`);
  books.post(move(HOUSE, walletKey(party.accountId), TOP_UP), { deposited: TOP_UP });
  books.outcomes.push({ chain: 'deposit', accountId: party.accountId, requestId, id: orderNo, end: 'paid' });
}

import { contract } from '../../sdk/contract/table';
import type { Database } from '../../sandbox/core/db/database';
import { setSetting } from '../../sandbox/platform/brand/repository';
import { WITHDRAW_SETTINGS } from '../../sandbox/tools/seed/withdraw-settings';
import { DEMO_PASSWORD } from '../../sandbox/tools/seed/accounts';
import { trc20Address } from '../../sandbox/tools/seed/trc20';
import type { Answer, SimServer } from './server';
import { launchToken, openGame, type GameKind } from './game-pages';

/** Everyone who plays in a run: the demo agents and members registered under them. */
export interface Party {
  readonly accountId: number;
  readonly username: string;
  readonly token: string;
  readonly agent: boolean;
  /** A member's agent (the upline a person transfer goes to). */
  upline?: Party;
  /** An agent's members registered for this run (its direct downlines). */
  readonly downlines: Party[];
  readonly payoutAccountId: string;
  /**
   * Launch tokens of the demo lottery, slot, fishing game, sportsbook, crash game and baccarat table
   * (opened again now and then, see relaunch.ts).
   */
  lottery: string;
  slot: string;
  fish: string;
  sport: string;
  crash: string;
  baccarat: string;
}

export const PAYMENT_PASSWORD = '602914';
/** Vendors whose games play from a wallet of their own: the targets of wallet moves. */
export const TRANSFER_VENDORS = ['JDB', 'SABA'] as const;
const AGENTS = [
  { username: 'agentone', code: 'AGENT1' },
  { username: 'agenttwo', code: 'AGENT2' },
  { username: 'agent41', code: 'MASTER41' },
];
const GAMES = ['lottery', 'slot', 'fish', 'sport', 'crash', 'baccarat'] as const satisfies GameKind[];
/** What each member deposits before the run, so that it can open the games (minor units). */
const OPENING_DEPOSIT = 3_000_00;

function valueOf<T>(answer: Answer, what: string): T {
  if (answer.status !== 200 || !answer.body.success)
    throw new Error(`simulation setup: ${what} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.value as T;
}

/**
 * Builds the run's players through the platform API, faults off: the agents log in, the members
 * register under them, each sets a payment password and a payout account, the members get an
 * opening deposit, and everyone opens the lottery, the slot, a fishing game, the sportsbook, the crash
 * game and the baccarat table (a launch needs money to play).
 */
export async function buildWorld(server: SimServer, db: Database, members: number): Promise<Party[]> {
  // Deposits settle when the simulation says so, never by the simulator's clock.
  valueOf(await server.control('/sandbox/deposits/auto-settle', { delayMs: null }), 'auto-settle off');
  // The daily cap has its own tests; here it would only end the run's withdrawals early.
  await setSetting(db, 'withdraw', { ...WITHDRAW_SETTINGS, dailyMax: 1_000_000 });
  // Money moves between wallets only by the run's own operations, never by opening a game.
  await setSetting(db, 'walletAutoTransfer', false);
  server.instance.sandbox.settings.invalidate();

  let ip = 0;
  const nextIp = () => `10.77.${Math.floor(++ip / 250)}.${ip % 250}`;
  const idOf = async (username: string) =>
    (await db.query<{ id: number }>('select id from accounts where username = $1', [username]))[0]!.id;

  const agents = await Promise.all(
    AGENTS.map(async ({ username, code }) => {
      const login = { username, password: DEMO_PASSWORD, type: 'username' };
      const { token } = valueOf<{ token: string }>(
        await server.sdk(contract.login, login, nextIp()),
        `login ${username}`,
      );
      return { username, code, token, accountId: await idOf(username), agent: true };
    }),
  );
  const registered = await inGroups(
    Array.from({ length: members }, (_, i) => i),
    async (i) => {
      const agent = agents[i % agents.length]!;
      const key = `simulation-captcha-${i}-abcdefgh`;
      const from = nextIp();
      valueOf(await server.sdk(contract.captcha, { key }, from), 'captcha');
      const { answer } = valueOf<{ answer: string }>(
        await server.control(`/sandbox/captcha?key=${key}`),
        'captcha',
      );
      const username = `sim${String(i).padStart(5, '0')}`;
      const form = {
        username,
        password: 'Good2026',
        confirmPassword: 'Good2026',
        captcha: answer,
        captchaKey: key,
      };
      const extra = { registerMethod: 'WEB', login: true, ageConfirmed: true, affiliateCode: agent.code };
      const { token } = valueOf<{ token: string }>(
        await server.sdk(contract.register, { ...form, ...extra }, from),
        `register ${username}`,
      );
      return { username, token, accountId: await idOf(username), agent: false, upline: agent };
    },
  );

  const parties: Party[] = await inGroups([...agents, ...registered], async (person) => {
    const { token } = person;
    const set = { newPassword: PAYMENT_PASSWORD };
    valueOf(await server.api(contract.paymentPasswordSet, set, token), 'payment password');
    const address = trc20Address(`simulation:${person.username}`);
    const account = { kind: 'usdt', address, paymentPassword: PAYMENT_PASSWORD };
    const added = valueOf<{ accounts: { id: string }[] }>(
      await server.api(contract.payoutAccountAdd, account, token),
      'payout account',
    );
    if (!person.agent) await openingDeposit(server, token, person.username);
    // The six pages open together (no launch moves money with the auto-transfer off).
    const [lottery, slot, fish, sport, crash, baccarat] = await Promise.all(
      GAMES.map(async (kind) => launchToken(await openGame(server, person, kind), kind)),
    );
    return {
      accountId: person.accountId,
      username: person.username,
      token,
      agent: person.agent,
      downlines: [],
      payoutAccountId: added.accounts.at(-1)!.id,
      lottery: lottery!,
      slot: slot!,
      fish: fish!,
      sport: sport!,
      crash: crash!,
      baccarat: baccarat!,
    };
  });
  const byName = new Map(parties.map((p) => [p.username, p]));
  for (const member of registered) {
    const party = byName.get(member.username)!;
    const agent = byName.get(member.upline.username)!;
    party.upline = agent;
    agent.downlines.push(party);
  }
  return parties;
}

/** Runs `work` on every item, a few at a time (the password hashes overlap), results in order. */
async function inGroups<T, R>(items: readonly T[], work: (item: T) => Promise<R>, size = 6): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size)
    results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

async function openingDeposit(server: SimServer, token: string, username: string) {
  const order = { requestId: `opening-${username}`, methodId: 'bank', amount: OPENING_DEPOSIT / 100 };
  const { orderNo } = valueOf<{ orderNo: string }>(
    await server.api(contract.depositCreate, order, token),
    'opening deposit',
  );
  valueOf(await server.control('/sandbox/deposits/settle', { orderNo, outcome: 'pay' }), 'opening settle');
}

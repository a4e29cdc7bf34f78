import type { Queryable } from '../../../sandbox/core/db/database';
import { startPartnerWallet, type PartnerWallet } from '../../../examples/partner-wallet';
import { contract } from '../../../sdk/contract/table';
import { openGame, launchToken } from '../game-pages';
import type { Answer, SimServer } from '../server';
import { newOrigin, ok, type Actor } from './population';
import type { Cell, CellContext, Step } from './strategies';
import type { Extraction } from './extraction';

/** What the partner holds for each racing hunter at the start (minor units): less than one stake. */
const OPENING_MINOR = 100_00;
/** The stake each race bets (units): more than the partner holds, so the partner refuses it. */
const STAKE = 500;
/** How long the partner takes to decide on a debit: long enough to draw the round meanwhile. */
const DEBIT_DELAY_MS = 300;

/**
 * The reference partner's wallet on a port of its own, the demo partner switched to it (seamless),
 * every debit decided slowly: the race in which a round was drawn before the partner refused its
 * debit, and paid a win on a stake never taken.
 */
export async function startRacePartner(server: SimServer): Promise<PartnerWallet> {
  const partner = await startPartnerWallet({
    secret: server.instance.partner.secret,
    partnerId: server.instance.partner.id,
  });
  const switched = await server.control(`/sandbox/partners/${server.instance.partner.id}/wallet`, {
    mode: 'seamless',
    url: partner.walletUrl,
    timeoutMs: 10_000,
  });
  if (!ok(switched)) throw new Error(`abuse simulation: seamless mode: ${JSON.stringify(switched.body)}`);
  partner.switches.set({ actions: ['debit'], delayMs: DEBIT_DELAY_MS, slowAt: 'before' });
  return partner;
}

/** A player of the partner, signed on with a one-use ticket as the partner's page does. */
async function signOn(server: SimServer, partner: PartnerWallet, playerId: string) {
  await partner.openPlayer(playerId, OPENING_MINOR);
  const issued = await server.partner(contract.partnerSignOnTicket, { playerId });
  if (!ok(issued)) throw new Error(`abuse simulation: ticket: ${JSON.stringify(issued.body)}`);
  const { ticket } = issued.body.value as { ticket: string };
  const session = await server.api(contract.loginWithTicket, { ticket });
  if (!ok(session)) throw new Error(`abuse simulation: sign-on: ${JSON.stringify(session.body)}`);
  return session.body.value as { token: string; userName: string; customerId: number };
}

/**
 * The seamless draw race: a lottery ticket staked above what the partner holds, drawn and
 * cancelled while the partner is still deciding on its stake (round ids are sequential). Before
 * rounds had a pending state, the draw's win was paid at the partner and its refusal of the stake
 * that followed left the settled round alone.
 */
export async function seamlessRace(ctx: CellContext): Promise<Cell> {
  const { server, n, partner } = ctx;
  const playerId = `race-${n}`;
  const session = await signOn(server, partner, playerId);
  const hunter: Actor = {
    username: session.userName,
    token: session.token,
    accountId: session.customerId,
    ...newOrigin(n),
    payoutAccountId: '',
    role: 'hunter',
    strategy: 'seamless-race',
    partnerPlayerId: playerId,
  };
  let launch = '';
  const steps: Step[] = [
    async () => {
      launch = launchToken(await openGame(server, hunter, 'lottery'), 'lottery');
      return { status: 200, body: { success: true } };
    },
  ];
  for (let i = 0; i < 3; i++) steps.push(() => race(ctx, hunter, launch, `race-${n}-${i}`));
  return { strategy: 'seamless-race', actors: [hunter], steps };
}

/** One race: the bet goes out, and while its round waits on the partner, a draw and a cancel. */
async function race(ctx: CellContext, hunter: Actor, launch: string, requestId: string): Promise<Answer> {
  const { server } = ctx;
  const db = server.instance.sandbox.db;
  const before = await lastRoundId(db, hunter.accountId);
  const bet = server.game('/play/api/lottery/bet', { launch, stake: STAKE, picks: ['07'], requestId });
  // The round is written before its debit goes out: wait for it (the bet may also end first).
  let roundId = before;
  let settled = false;
  void bet.then(() => (settled = true));
  while (roundId === before && !settled) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    roundId = await lastRoundId(db, hunter.accountId);
  }
  const draw = await server.game('/play/api/lottery/draw', { launch, roundId });
  await server.game('/play/api/lottery/cancel', { launch, roundId });
  await bet;
  return draw;
}

const lastRoundId = async (db: Queryable, accountId: number) =>
  (
    await db.query<{ id: number | null }>('select max(id) as id from game_rounds where account_id = $1', [
      accountId,
    ])
  )[0]!.id ?? 0;

/**
 * What a racing hunter took at the partner: its balance there beyond the opening and the net of
 * the rounds the platform settled for it (a refused or rolled-back stake moves nothing either way).
 */
export async function seamlessExtractionOf(
  db: Queryable,
  partner: PartnerWallet,
  actor: Actor,
): Promise<Extraction> {
  await partner.idle();
  const [play] = await db.query<{ net: number }>(
    `select coalesce(sum(payout - stake), 0)::float8 as net from game_rounds
      where account_id = $1 and status = 'settled'`,
    [actor.accountId],
  );
  const balance = (await partner.balanceOf(actor.partnerPlayerId!)) ?? OPENING_MINOR;
  const cashOut = balance - OPENING_MINOR;
  return {
    username: actor.username,
    strategy: actor.strategy,
    extractedMinor: Math.max(0, cashOut - play!.net),
    cashInMinor: OPENING_MINOR,
    cashOutMinor: balance,
    playMinor: play!.net,
    earnedMinor: 0,
  };
}

import { contract } from '../../../sdk/contract/table';
import { DEMO_PASSWORD } from '../../../sandbox/tools/seed/accounts';
import { PAYMENT_PASSWORD } from '../world';
import type { Random } from '../prng';
import type { PartnerWallet } from '../../../examples/partner-wallet';
import { seamlessRace } from './seamless-race';
import type { Answer, SimServer } from '../server';
import { deposit, equip, games, newOrigin, ok, register, withdraw, type Actor } from './population';

/** One step of someone's plan: a call of the platform (or of the demo vendor's game page). */
export type Step = () => Promise<Answer>;

/** A plan being played: who takes part, and their steps in order. */
export interface Cell {
  readonly strategy: string;
  readonly actors: Actor[];
  readonly steps: Step[];
}

export interface CellContext {
  readonly server: SimServer;
  readonly random: Random;
  /** The cell's number in the run: names and addresses of its people. */
  readonly n: number;
  idOf(username: string): Promise<number>;
  /** What an actor's wallets hold now, in units (read from the platform, as its page would). */
  balance(actor: Actor): Promise<number>;
  /** The partner whose players' money stays at its own wallet (seamless), slow to decide on stakes. */
  readonly partner: PartnerWallet;
}

const WELCOME_GIFT = 1;
const RAFFLE = 2;
const WEEKLY_DEPOSIT_MISSION = 3;

const spin = (server: SimServer, launch: string, stake: number, requestId: string) =>
  server.game('/play/api/spin', { launch, stake, requestId });

/** A withdrawal of everything the wallet holds: what a hunter tries at every turn. */
const withdrawAll = (ctx: CellContext, actor: Actor, requestId: string) => async () =>
  withdraw(ctx.server, actor, await ctx.balance(actor), requestId);

/**
 * Open-bet turnover: a first deposit with its bonus, then lottery tickets left open (never drawn)
 * to pass for wagering, a withdrawal, every ticket cancelled, and another withdrawal.
 */
async function openBetTurnover(ctx: CellContext): Promise<Cell> {
  const { server, n } = ctx;
  const hunter = await register(
    server,
    ctx.idOf,
    { username: `abopen${n}`, ...newOrigin(n) },
    'hunter',
    'open-bet',
  );
  const steps: Step[] = [() => deposit(server, hunter, 1_000, `abopen-dep-${n}`, 'first-deposit')];
  let launch: string | undefined;
  const tickets: number[] = [];
  steps.push(async () => {
    launch = (await games(server, hunter)).lottery;
    return { status: 200, body: { success: true } };
  });
  for (let i = 0; i < 24; i++)
    steps.push(async () => {
      const answer = await server.game('/play/api/lottery/bet', {
        launch,
        stake: 50,
        picks: ['07', '42'],
        requestId: `abopen-${n}-${i}`,
      });
      if (ok(answer)) tickets.push((answer.body.value as { roundId: number }).roundId);
      return answer;
    });
  steps.push(withdrawAll(ctx, hunter, `abopen-w1-${n}`));
  for (let i = 0; i < 24; i++)
    steps.push(() => server.game('/play/api/lottery/cancel', { launch, roundId: tickets[i] ?? 1 }));
  steps.push(withdrawAll(ctx, hunter, `abopen-w2-${n}`));
  return { strategy: 'open-bet', actors: [hunter], steps };
}

/** Bet-and-cancel: a raffle's draws earned by one big open ticket, drawn, the ticket cancelled. */
async function betAndCancel(ctx: CellContext): Promise<Cell> {
  const { server, n } = ctx;
  const hunter = await register(
    server,
    ctx.idOf,
    { username: `abraffle${n}`, ...newOrigin(n) },
    'hunter',
    'bet-cancel',
  );
  let launch: string | undefined;
  let ticket = 0;
  const steps: Step[] = [
    () => deposit(server, hunter, 600, `abraffle-dep-${n}`),
    () => server.api(contract.promotionJoin, { promotionId: RAFFLE }, hunter.token),
    async () => {
      launch = (await games(server, hunter)).lottery;
      const answer = await server.game('/play/api/lottery/bet', {
        launch,
        stake: 500,
        picks: ['11'],
        requestId: `abraffle-${n}`,
      });
      if (ok(answer)) ticket = (answer.body.value as { roundId: number }).roundId;
      return answer;
    },
  ];
  for (let i = 0; i < 10; i++)
    steps.push(() =>
      server.api(
        contract.raffleClaim,
        { promotionId: RAFFLE, requestId: `abraffle-draw-${n}-${i}` },
        hunter.token,
      ),
    );
  steps.push(() => server.game('/play/api/lottery/cancel', { launch, roundId: ticket }));
  steps.push(withdrawAll(ctx, hunter, `abraffle-w-${n}`));
  return { strategy: 'bet-cancel', actors: [hunter], steps };
}

/**
 * A self-referral ring: a referrer and a "friend" who is the referrer on another account (same
 * address, same browser from another address, or the same payout account). The friend deposits,
 * plays it through and takes it out; the referrer asks its page (which pays what is due) and
 * withdraws whatever it holds.
 */
async function selfReferral(ctx: CellContext): Promise<Cell> {
  const { server, n, random } = ctx;
  const origin = newOrigin(n);
  const referrer = await register(
    server,
    ctx.idOf,
    { username: `abref${n}`, ...origin },
    'hunter',
    'self-referral',
  );
  const code = (await server.api(contract.referralInfo, {}, referrer.token)).body.value as {
    affiliateCode: string;
  };
  const variant = random.pick(['address', 'device', 'payout'] as const);
  const friendOrigin =
    variant === 'address'
      ? { ip: origin.ip, device: newOrigin(n).device }
      : variant === 'device'
        ? { ip: newOrigin(n).ip, device: origin.device }
        : newOrigin(n);
  const friend = await register(
    server,
    ctx.idOf,
    {
      username: `abfriend${n}`,
      ...friendOrigin,
      affiliateCode: code.affiliateCode,
      ...(variant === 'payout' ? { payoutSeed: referrer.username } : {}),
    },
    'hunter',
    `self-referral-${variant}`,
  );
  let launch: string | undefined;
  const steps: Step[] = [
    () => deposit(server, friend, 500, `abref-dep-${n}`),
    async () => {
      launch = (await games(server, friend)).slot;
      return spin(server, launch, 100, `abref-spin-${n}-0`);
    },
  ];
  for (let i = 1; i < 5; i++) steps.push(() => spin(server, launch!, 100, `abref-spin-${n}-${i}`));
  steps.push(() => server.api(contract.referralInfo, {}, referrer.token));
  steps.push(withdrawAll(ctx, friend, `abref-fw-${n}`));
  steps.push(withdrawAll(ctx, referrer, `abref-rw-${n}`));
  return { strategy: 'self-referral', actors: [referrer, friend], steps };
}

/**
 * A downline farm: an agent's sub-agent registers downlines, each claims the welcome gift and
 * sends it up; one deposits first (its gift then opens, locked by its wagering) and sends up all
 * it holds. The sub-agent then withdraws everything.
 */
async function downlineFarm(ctx: CellContext): Promise<Cell> {
  const { server, n } = ctx;
  const origin = newOrigin(n);
  const boss = await server.sdk(
    contract.login,
    { username: 'agentone', password: DEMO_PASSWORD, type: 'username' },
    origin.ip,
  );
  const bossToken = (boss.body.value as { token: string }).token;
  const subName = `absub${n}`;
  const makeSub = () =>
    server.api(
      contract.teamRegister,
      { kind: 'agent', username: subName, password: 'Good2026', confirmPassword: 'Good2026' },
      bossToken,
    );
  const made = await makeSub();
  // The line has registered its allowance for the hour: the farm cannot grow, the attempt is all.
  if (made.status === 429) return { strategy: 'downline-farm', actors: [], steps: [makeSub] };
  if (!ok(made)) throw new Error(`abuse simulation setup: sub-agent: ${JSON.stringify(made.body)}`);
  const subLogin = await server.sdk(
    contract.login,
    { username: subName, password: 'Good2026', type: 'username' },
    origin.ip,
  );
  const agent = await equip(
    server,
    {
      username: subName,
      token: (subLogin.body.value as { token: string }).token,
      accountId: await ctx.idOf(subName),
      ...origin,
    },
    'hunter',
    'downline-farm',
  );
  const downlines: Actor[] = [];
  const steps: Step[] = [];
  for (let i = 0; i < 3; i++) {
    const name = `abdown${n}x${i}`;
    steps.push(async () => {
      const answer = await server.api(
        contract.teamRegister,
        { kind: 'member', username: name, password: 'Good2026', confirmPassword: 'Good2026' },
        agent.token,
      );
      if (!ok(answer)) return answer;
      const login = await server.sdk(
        contract.login,
        { username: name, password: 'Good2026', type: 'username' },
        origin.ip,
      );
      const token = (login.body.value as { token: string }).token;
      downlines.push(
        await equip(
          server,
          { username: name, token, accountId: await ctx.idOf(name), ...origin },
          'hunter',
          'downline-farm',
        ),
      );
      return answer;
    });
    if (i === 0)
      steps.push(async () =>
        downlines[0] ? deposit(server, downlines[0], 100, `abdown-dep-${n}`) : skipped(),
      );
    steps.push(async () =>
      downlines[i]
        ? server.api(contract.promotionJoin, { promotionId: WELCOME_GIFT }, downlines[i]!.token)
        : skipped(),
    );
    steps.push(async () =>
      downlines[i]
        ? server.api(
            contract.promotionClaim,
            { promotionId: WELCOME_GIFT, requestId: `abgift-${n}-${i}` },
            downlines[i]!.token,
          )
        : skipped(),
    );
    steps.push(async () => {
      const member = downlines[i];
      if (!member) return skipped();
      const amount = await ctx.balance(member);
      return server.api(
        contract.memberTransfer,
        {
          requestId: `abup-${n}-${i}`,
          direction: 'upline',
          amount: Math.max(amount, 0.01),
          paymentPassword: PAYMENT_PASSWORD,
        },
        member.token,
      );
    });
  }
  steps.push(withdrawAll(ctx, agent, `abfarm-w-${n}`));
  return { strategy: 'downline-farm', actors: [agent, ...downlines], steps };
}

/** Deposit, claim the weekly "deposit 100" mission, withdraw the deposit; and the other order. */
async function missionCycle(ctx: CellContext): Promise<Cell> {
  const { server, n } = ctx;
  const hunter = await register(
    server,
    ctx.idOf,
    { username: `abmis${n}`, ...newOrigin(n) },
    'hunter',
    'mission-cycle',
  );
  const claim = (i: number) => () =>
    server.api(
      contract.missionClaim,
      { missionId: WEEKLY_DEPOSIT_MISSION, requestId: `abmis-${n}-${i}` },
      hunter.token,
    );
  const steps: Step[] = [
    () => deposit(server, hunter, 100, `abmis-dep-${n}`),
    () => withdraw(server, hunter, 100, `abmis-w0-${n}`),
    claim(0),
    () => deposit(server, hunter, 100, `abmis-dep2-${n}`),
    claim(1),
    withdrawAll(ctx, hunter, `abmis-w1-${n}`),
  ];
  return { strategy: 'mission-cycle', actors: [hunter], steps };
}

/** An honest player: a deposit, the welcome gift, its wagering played through in spins, all of it withdrawn. */
async function honest(ctx: CellContext): Promise<Cell> {
  const { server, n } = ctx;
  const player = await register(
    server,
    ctx.idOf,
    { username: `abhonest${n}`, ...newOrigin(n) },
    'honest',
    'honest',
  );
  let launch: string | undefined;
  const steps: Step[] = [
    () => deposit(server, player, 500, `abhonest-dep-${n}`),
    () => server.api(contract.promotionJoin, { promotionId: WELCOME_GIFT }, player.token),
    () =>
      server.api(
        contract.promotionClaim,
        { promotionId: WELCOME_GIFT, requestId: `abhonest-gift-${n}` },
        player.token,
      ),
    async () => {
      launch = (await games(server, player)).slot;
      return spin(server, launch, 20, `abhonest-spin-${n}-0`);
    },
  ];
  // 5 × 18.00 = 90.00 to wager: five spins of 20.00 do it.
  for (let i = 1; i < 5; i++) steps.push(() => spin(server, launch!, 20, `abhonest-spin-${n}-${i}`));
  steps.push(withdrawAll(ctx, player, `abhonest-w-${n}`));
  return { strategy: 'honest', actors: [player], steps };
}

const skipped = (): Answer => ({ status: 409, body: { success: false, errorCode: 'skipped' } });

/** The hunters' strategies, and the honest player, by name. */
export const STRATEGIES = {
  'open-bet': openBetTurnover,
  'bet-cancel': betAndCancel,
  'self-referral': selfReferral,
  'downline-farm': downlineFarm,
  'mission-cycle': missionCycle,
  'seamless-race': seamlessRace,
  honest,
} as const;
export type StrategyName = keyof typeof STRATEGIES;

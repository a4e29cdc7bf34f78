import { contract } from '../../sdk/contract/table';
import type { Balance, LoginResult } from '../../sdk/contract';
import { GAME_LAUNCH_DEFAULTS } from '../../sdk/rules/launch-defaults';
import { platformDay } from '../../sdk/shared-rules/date-range';
import type { PartnerWallet } from '../../examples/partner-wallet';
import { expectValid, type TestSandbox } from './harness';
import { partnerDriver } from './partner-helpers';
import { lotteryLaunchQuery } from './lottery-launch';

export interface SpinAnswer {
  status: number;
  body: {
    success: boolean;
    errorCode?: string;
    value: { roundId?: number; stake?: number; payout?: number; balance?: number } & Record<string, unknown>;
  };
}

export interface RoundRow {
  id: number;
  status: 'pending' | 'open' | 'settled' | 'rolled_back';
  stake: number;
  payout: number;
  created_at: Date;
}

export interface MovementRow {
  id: string;
  action: 'debit' | 'credit' | 'rollback';
  amount: number;
  round_id: number;
  status: 'applied' | 'refused' | 'cancelled' | 'rolled_back';
}

let players = 0;

/**
 * The platform and the reference partner side by side: the demo partner's players signed on with
 * tickets, the partner in seamless mode with its wallet at the reference partner, and the demo
 * slot played through the game server as its page plays it.
 */
export function seamlessDriver(sandbox: TestSandbox, partner: () => PartnerWallet) {
  const partners = partnerDriver(sandbox);
  const demo = sandbox.instance.partner;

  /** Puts the demo partner in seamless mode, each callback attempt given `timeoutMs`. */
  const seamlessMode = async (timeoutMs = 250) => {
    const answer = await sandbox.request({
      method: 'POST',
      url: '/sandbox/partners/demo/wallet',
      payload: { mode: 'seamless', url: partner().walletUrl, timeoutMs },
    });
    if (answer.status !== 200) throw new Error(`partnerWallet: ${JSON.stringify(answer.body)}`);
  };

  /** A new player of the partner with `balance` (minor units) at the partner, signed on. */
  async function signedOnPlayer(balance: number) {
    const playerId = `sw-${Date.now().toString(36)}-${players++}`;
    await partner().openPlayer(playerId, balance);
    const { ticket } = await partners.ticketFor(demo, playerId);
    const session = expectValid(contract.loginWithTicket, await partners.exchange(ticket)) as LoginResult;
    return { playerId, token: session.token, username: session.userName, accountId: session.customerId };
  }

  /** A launch token of `game` for the player (the demo slot, node 1, unless another is named). */
  async function gameLaunch(
    player: { token: string; username: string },
    game: { node_id: number; vendor: string } = { node_id: 1, vendor: 'PG' },
    language = 'ES',
  ) {
    const answer = await sandbox.call(
      contract.launchGame,
      {
        nodeId: game.node_id,
        vassalage: game.vendor,
        ...GAME_LAUNCH_DEFAULTS,
        merchantCode: 'CROUPIER',
        language,
        token: player.token,
        username: player.username,
      },
      { token: player.token },
    );
    const url = (expectValid(contract.launchGame, answer) as { content: { game_url: string } }).content
      .game_url;
    return new URL(url).searchParams.get('launch')!;
  }

  /** A launch token of the demo lottery for the player (its bets are seamless rounds too). */
  async function lotteryLaunch(player: { token: string }) {
    const answer = await sandbox.call(contract.launchGame, lotteryLaunchQuery(), { token: player.token });
    return new URL((answer.body.value as { gameUrl: string }).gameUrl).searchParams.get('launch')!;
  }

  async function game(method: 'GET' | 'POST', url: string, payload?: object): Promise<SpinAnswer> {
    const response = await sandbox.instance.games.inject({ method, url, payload });
    return { status: response.statusCode, body: response.json() as SpinAnswer['body'] };
  }

  const spin = (launch: string, stake: number, requestId: string) =>
    game('POST', '/play/api/spin', { launch, stake, requestId });

  const shownBalance = async (token: string) =>
    expectValid(contract.balance, await sandbox.call(contract.balance, {}, { token })) as Balance;

  const roundsOf = (accountId: number) =>
    sandbox.db.query<RoundRow>(
      'select id, status, stake, payout, created_at from game_rounds where account_id = $1 order by id',
      [accountId],
    );

  const callbacksOf = (accountId: number) =>
    sandbox.db.query<{
      callback_id: string;
      action: string;
      status: string;
      attempts: number;
      round_id: number;
    }>(
      'select callback_id, action, status, attempts, round_id from wallet_callbacks where account_id = $1 order by id',
      [accountId],
    );

  const movementsOf = async (playerId: string) =>
    (
      await partner().db.query<MovementRow>(
        'select id, action, amount, round_id, status from movements where player_id = $1 order by seq',
        [playerId],
      )
    ).map((m) => ({ ...m, round_id: Number(m.round_id) }));

  /**
   * Sends again every callback still pending, as the sweeper does, with the platform's clock moved
   * a minute on so their next attempt is due (a minute keeps the signatures fresh at the partner).
   */
  async function sweepUntilSettled(passes = 5) {
    const clock = sandbox.instance.sandbox;
    const realNow = clock.now;
    try {
      clock.now = () => new Date(Date.now() + 60_000);
      for (let pass = 0; pass < passes; pass++) {
        await sandbox.instance.partner.sweep();
        const [{ n }] = (await sandbox.db.query<{ n: number }>(
          "select count(*)::int as n from wallet_callbacks where status = 'pending'",
        )) as [{ n: number }];
        if (n === 0) return;
      }
      throw new Error('callbacks still pending after the sweeps');
    } finally {
      clock.now = realNow;
    }
  }

  /** The partner's reconciliation of every GMT+8 day the given rounds fall on, asked as the partner's server asks. */
  async function reportsFor(rounds: RoundRow[]) {
    const days = [...new Set(rounds.map((r) => platformDay(new Date(r.created_at).getTime())))];
    return Promise.all(
      days.map(
        async (day) =>
          expectValid(
            contract.partnerWalletReport,
            await partners.signedCall(contract.partnerWalletReport, { day }, demo),
          ) as Report,
      ),
    );
  }

  return {
    partners,
    demo,
    seamlessMode,
    signedOnPlayer,
    slotLaunch: (player: { token: string; username: string }) => gameLaunch(player),
    gameLaunch,
    lotteryLaunch,
    game,
    spin,
    shownBalance,
    roundsOf,
    callbacksOf,
    movementsOf,
    sweepUntilSettled,
    reportsFor,
  };
}

export interface Report {
  callbacks: {
    sent: number;
    confirmed: number;
    refused: number;
    pending: number;
    unknown: number;
    retried: number;
  };
  debit: { count: number; confirmed: number; amount: number };
  credit: { count: number; confirmed: number; amount: number };
  rollback: { count: number; confirmed: number; amount: number };
  rounds: { total: number; settled: number; rolledBack: number; open: number; pending: number };
  mismatches: { roundId: number; status: string; reason: string }[];
}

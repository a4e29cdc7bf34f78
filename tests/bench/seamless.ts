import autocannon from 'autocannon';
import { slotLaunchPath } from './launch-path';
import { platformDay } from '../../sdk/shared-rules/date-range';
import { signedHeaders } from '../../sandbox/platform/partners/signature';
import { seededRandom, startPartnerWallet, type PartnerWallet } from '../../examples/partner-wallet';

const headers = { merchant: 'CROUPIER', device: 'web', language: 'ES', 'content-type': 'application/json' };
const OPENING = 1_000_000_000;

interface Report {
  callbacks: { sent: number; retried: number; pending: number; unknown: number };
  debit: { amount: number };
  credit: { amount: number };
  rollback: { count: number };
  mismatches: unknown[];
}

export interface SeamlessRun {
  betsPerSecond: number;
  spins: number;
  /** Spins answered with an error (a debit nobody confirmed in three attempts: rolled back). */
  failedSpins: number;
  /** Callbacks the partner's switch made fail. */
  failedCallbacks: number;
}

/**
 * Seamless-wallet bets per second end to end: the demo slot spun by a signed-on player of the demo
 * partner, each spin a signed debit (and credit, on a win) to the reference partner on its own port,
 * first with the partner well, then with 10% of its callbacks failing (answered 503, so retried).
 * Afterwards the books must agree: the partner's balance is its opening balance less the stakes
 * plus the wins the platform's reconciliation reports, with no mismatch.
 */
export async function seamlessThroughput(
  url: string,
  sandboxToken: string,
  options: { spins?: number; connections?: number } = {},
): Promise<{ clean: SeamlessRun; failing: SeamlessRun; retried: number; rolledBack: number }> {
  const control = (path: string, body?: object) =>
    fetch(`${url}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json', 'x-sandbox-token': sandboxToken },
      body: body ? JSON.stringify(body) : undefined,
    }).then(async (r) => (await r.json()).value);
  const { secret } = (await control('/sandbox/partners/demo')) as { secret: string };
  const signed = async (path: string, payload: object) => {
    const body = JSON.stringify(payload);
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { ...headers, ...signedHeaders('demo', secret, body, Date.now()) },
      body,
    });
    const answer = await response.json();
    if (!answer.success) throw new Error(`${path}: ${JSON.stringify(answer)}`);
    return answer.value;
  };

  const partner: PartnerWallet = await startPartnerWallet({
    secret,
    partnerId: 'demo',
    random: seededRandom(2026),
  });
  try {
    const started = Date.now();
    const playerId = `bench-${started.toString(36)}`;
    await partner.openPlayer(playerId, OPENING);
    await control('/sandbox/partners/demo/wallet', {
      mode: 'seamless',
      url: partner.walletUrl,
      timeoutMs: 1000,
    });
    const { ticket } = await signed('/wps/partner/signon/ticket', { playerId });
    const session = await (
      await fetch(`${url}/wps/session/login/ticket`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ticket }),
      })
    ).json();
    const token = session.value.token as string;
    const launch = await fetch(`${url}${slotLaunchPath()}`, {
      headers: { ...headers, authorization: token },
    });
    const gameUrl = new URL((await launch.json()).value.content.game_url as string);
    const launchToken = gameUrl.searchParams.get('launch')!;
    const game = await (await fetch(`${gameUrl.origin}/play/api/session?launch=${launchToken}`)).json();
    const stake = (game.value.stakes as number[])[0]!;

    let n = 0;
    const run = async (
      label: string,
      failRate: number,
      spins = options.spins ?? 400,
    ): Promise<SeamlessRun> => {
      partner.switches.reset();
      partner.switches.set({ failRate, failAt: 'before' });
      const result = await autocannon({
        url: `${gameUrl.origin}/play/api/spin`,
        connections: options.connections ?? 10,
        amount: spins,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({ launch: launchToken, stake, requestId: `seamless-${label}-${n++}` }),
            }),
          },
        ],
      });
      if (result.errors) throw new Error(`seamless spins: ${result.errors} errors`);
      return {
        // Over the whole run (autocannon's per-second average is coarse for a run of a few seconds).
        betsPerSecond: Math.round((result.requests.total / result.duration) * 10) / 10,
        spins: result.requests.sent,
        failedSpins: result.non2xx,
        failedCallbacks: partner.switches.get().counts.failed,
      };
    };
    // Both servers' first requests compile and warm their databases: not measured.
    await run('warm-up', 0, 50);
    const clean = await run('clean', 0);
    const failing = await run('failing', 0.1);
    partner.switches.reset();

    // Credits and rollbacks left pending are the server's sweeper's: wait until it has sent them all.
    await partner.idle();
    const days = [...new Set([platformDay(started), platformDay(Date.now())])];
    let reports: Report[] = [];
    for (const deadline = Date.now() + 90_000; ;) {
      reports = await Promise.all(days.map((day) => signed('/wps/partner/wallet/reconciliation', { day })));
      if (reports.every((r) => r.callbacks.pending === 0)) break;
      if (Date.now() > deadline) throw new Error('seamless: callbacks still pending after 90 s');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    await partner.idle();
    const sum = (pick: (r: Report) => number) => reports.reduce((s, r) => s + pick(r), 0);
    const mismatches = sum((r) => r.mismatches.length);
    if (mismatches) throw new Error(`seamless: ${mismatches} rounds whose callbacks do not add up`);
    const expected =
      OPENING - Math.round(sum((r) => r.debit.amount) * 100) + Math.round(sum((r) => r.credit.amount) * 100);
    const balance = await partner.balanceOf(playerId);
    if (balance !== expected)
      throw new Error(`seamless: the partner holds ${balance}, the platform's books say ${expected}`);
    return {
      clean,
      failing,
      retried: sum((r) => r.callbacks.retried),
      rolledBack: sum((r) => r.rollback.count),
    };
  } finally {
    await control('/sandbox/partners/demo/wallet', { mode: 'platform' });
    await partner.close();
  }
}

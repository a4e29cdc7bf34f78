import { gameVerdict, minor, verdictOf, type Value, type Verdict } from './answers';
import { postRound, walletKey, type Books, type Outcome } from './books';
import type { Chain } from './plan';
import type { Answer, SimServer } from './server';
import type { Stage } from './stages';

/**
 * A fishing shot as the game's page makes it: it reads the pool (the fish are the server's, drawn
 * from its own seed, so the plan can only say where in the list to aim), then shoots, one round
 * placed and settled in one request, delivered one to three times and retried after faults under
 * the same request id. Now and then the id is sent again, staked otherwise, once the shot is
 * decided: the game must refuse it and move nothing.
 */
type ShotChain = Extract<Chain, { kind: 'shot' }>;

/** How many times a shot refused by the rate cap is sent again, after the wait it names. */
const PACED_TRIES = 3;

/**
 * Sends a shot as the page does: refused by the cap (`too_many_shots`), it waits the time the
 * answer names and sends the same shot again, so a burst of one player's deliveries is paced
 * rather than retried back to back until the scheduler calls the key stuck.
 */
async function shoot(server: SimServer, input: Record<string, unknown>): Promise<Answer> {
  for (let tries = 1; ; tries++) {
    const answer = await server.game('/play/api/fish/shoot', input);
    if (answer.body.errorCode !== 'too_many_shots' || tries > PACED_TRIES) return answer;
    const wait = Number((answer.body.value as { retryAfterMs?: number } | undefined)?.retryAfterMs ?? 1000);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/**
 * The game's reading of a shot's answer. `too_many_shots` is not a refusal of the shot: the cap
 * counts a replay before the game looks its request id up, so it says nothing of what an earlier
 * delivery did. The client asks again later, as the page does after `retryAfterMs`.
 */
function shotVerdict(
  answer: Answer,
  refusals: readonly string[],
  read: typeof verdictOf = gameVerdict,
): Verdict {
  if (answer.body.errorCode === 'too_many_shots') return { kind: 'unknown' };
  return read(answer, refusals);
}

/** The shot an answer tells: `shot` in a success, the round's refund in a "round_failed". */
const shotOf = (value: Value) => (value.shot ?? value) as Value;

export function fishingChain(chain: ShotChain, books: Books, outcome: Outcome): Stage {
  const { party, requestId } = chain;
  const launch = party.fish;
  return {
    op: 'aim',
    key: `aim:${requestId}`,
    // A read moves nothing: once is enough, retried after faults like any other.
    deliveries: 1,
    send: (server) => server.game(`/play/api/fish/state?launch=${encodeURIComponent(launch)}`),
    read: (answer) => verdictOf(answer, []),
    // The pool changes as others shoot: two reads need not agree.
    identity: () => 'pool',
    done(value) {
      const pool = (value.pool as { id: string }[] | undefined) ?? [];
      // Every fish caught and being paid: aim at one anyway, and the game must say it is gone.
      const fish = pool[Math.floor(chain.aim * pool.length)]?.id ?? 'f0';
      return shot(chain, books, outcome, fish);
    },
  };
}

function shot(chain: ShotChain, books: Books, outcome: Outcome, fish: string): Stage {
  const { party, requestId, deliveries, stake } = chain;
  const input = { launch: party.fish, fish, stake: stake / 100, requestId };
  return {
    op: 'shot',
    key: requestId,
    deliveries: deliveries[0],
    send: (server) => shoot(server, input),
    read(answer) {
      // A fish another shot caught (or one of a pool the restarted game no longer has) is gone.
      const verdict = shotVerdict(answer, ['insufficient_balance', 'fish_gone']);
      const target = verdict.kind === 'done' ? shotOf(verdict.value).target : undefined;
      if (target !== undefined && target !== fish)
        return { kind: 'wrong', message: `a shot at ${fish} answered a shot at ${String(target)}` };
      return verdict;
    },
    identity(value) {
      const s = shotOf(value);
      return `${String(s.roundId)}:${String(s.status ?? 'settled')}:${minor(s.payout)}`;
    },
    done(value) {
      const s = shotOf(value);
      postRound(books, outcome, walletKey(party.accountId), stake, {
        id: s.roundId,
        rolledBack: s.status === 'rolled_back',
        payout: minor(s.payout),
      });
      return chain.conflict ? conflict(chain, fish) : undefined;
    },
  };
}

/** The decided shot's request id again, staked otherwise: refused, whatever became of the shot. */
function conflict(chain: ShotChain, fish: string): Stage {
  const { party, requestId, deliveries, stake } = chain;
  const other = stake === 200 ? 500 : 200;
  const input = { launch: party.fish, fish, stake: other / 100, requestId };
  return {
    op: 'shot-conflict',
    key: `${requestId}:conflict`,
    deliveries: deliveries[1],
    send: (server) => shoot(server, input),
    read(answer) {
      if (answer.status === 200)
        return {
          kind: 'wrong',
          message: `a replay staked ${other} was applied: ${JSON.stringify(answer.body)}`,
        };
      // No round is settled here: a 5xx is a fault to retry, never a refund.
      return shotVerdict(answer, ['request_id_conflict'], verdictOf);
    },
    identity: () => 'refused',
    done: () => undefined,
  };
}

import type { Endpoint } from '../../sdk/contract';
import { isSessionEndingCode } from '../../sdk/contract/errors';
import { matchesSchema } from '../../sandbox/core/http/validate';
import { judge, type Reply } from './check';
import type { Plan } from './plan';
import { describeFailure, type Failure } from './repro';
import { createSessions, platformKey } from './roles';
import { authorize, send } from './send';
import { wireOf, type SendContext, type Wire } from './wire';
import { createStateWatch, digestQuery } from './state-digest';
import type { FuzzTarget } from './target';

export interface FuzzReport {
  seed: number;
  requests: number;
  accepted: number;
  refusals: number;
  /** 501 `not_implemented`, by endpoint: the calls docs/spec-coverage.md lists as not done. */
  notImplemented: Record<string, number>;
  serverErrors: number;
  stateChanges: number;
  failures: Failure[];
  /** Failures of every kind, including those past the ones kept. */
  failureCount: number;
  byCode: Record<string, number>;
  /** Accepted requests by endpoint: how deep the fuzzer got past validation. */
  acceptedBy: Record<string, number>;
  /** Accepted answers whose value does not match the endpoint's response schema, by endpoint. */
  offSchema: Record<string, number>;
  /** Logins the run needed (sessions ended by accepted requests are opened again), and those refused. */
  logins: number;
  refusedLogins: number;
  seconds: number;
}

/** What a success answered, by the endpoint's answer kind. */
const successValue = (endpoint: Endpoint, reply: Reply) =>
  endpoint.answer === 'text'
    ? reply.text
    : endpoint.answer === 'bare'
      ? reply.body
      : (reply.body as { value?: unknown } | undefined)?.value;

const bump = (counts: Record<string, number>, key: string) => (counts[key] = (counts[key] ?? 0) + 1);

/**
 * Sends plans one at a time and judges each answer, keeping the counts. The sandbox's clock is
 * held still until `close`: its background sweepers (deposits paid at their auto-settle time,
 * withdrawals received after N minutes, contract periods) act only when time passes, so with the
 * clock still any change of state between two requests comes from a request, and a refused
 * request that changed the state is known exactly.
 */
export async function openProbe(
  target: FuzzTarget,
  options: { seed: number; keepFailures?: number; corpus?: boolean },
) {
  const { seed, keepFailures = 20 } = options;
  const replay = (index: number) =>
    options.corpus
      ? `entry ${index} of the fixed corpus (tests/fuzz/corpus.ts)`
      : `FUZZ_SEED=${seed} FUZZ_ONLY=${index} (request ${index} alone; in the full run requests 0-${index - 1} came before it)`;
  const started = performance.now();
  const sandbox = target.instance.sandbox;
  const realNow = sandbox.now;
  const frozen = Date.now();
  sandbox.now = () => new Date(frozen);
  const key = platformKey(target);
  const sessions = createSessions(target, key);
  const watch = createStateWatch(target.db, await digestQuery(target.db));
  const report: FuzzReport = {
    seed,
    requests: 0,
    accepted: 0,
    refusals: 0,
    notImplemented: {},
    serverErrors: 0,
    stateChanges: 0,
    failures: [],
    failureCount: 0,
    byCode: {},
    acceptedBy: {},
    offSchema: {},
    logins: 0,
    refusedLogins: 0,
    seconds: 0,
  };
  const fail = (index: number, plan: Plan, wire: Wire, reply: Reply | undefined, problem: string) => {
    report.failureCount++;
    if (reply && reply.status >= 500) report.serverErrors++;
    if (report.failures.length < keepFailures)
      report.failures.push(describeFailure(replay(index), plan, wire, reply, problem));
  };

  /** Sends one request (twice for a replay) and judges it; a refusal must leave the state as it was. */
  async function probe(index: number, plan: Plan) {
    const endpoint: Endpoint = plan.endpoint;
    const ctx: SendContext = {
      key,
      now: () => frozen,
      partner: target.instance.partner,
      sessions,
      // One address per request, so that per-address limits do not keep the run from going deep.
      ip: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
    };
    const wire = await authorize(plan, wireOf(plan, ctx), ctx);
    for (let round = 0; round < (wire.twice ? 2 : 1); round++) {
      await watch.settle();
      let reply: Reply;
      try {
        reply = await send(target, wire);
      } catch (error) {
        fail(index, plan, wire, undefined, `inject threw ${String(error)}`);
        continue;
      }
      report.requests++;
      const verdict = judge(endpoint, reply);
      if (verdict.kind === 'failure') {
        fail(index, plan, wire, reply, verdict.problem);
        continue;
      }
      if (verdict.kind === 'accepted') {
        report.accepted++;
        bump(report.acceptedBy, endpoint.name);
        if (!matchesSchema(endpoint.response, successValue(endpoint, reply)))
          bump(report.offSchema, endpoint.name);
        continue;
      }
      if (verdict.kind === 'not_implemented') bump(report.notImplemented, endpoint.name);
      else {
        report.refusals++;
        bump(report.byCode, verdict.code);
      }
      const changes = await watch.changes();
      if (changes.length > 0) {
        report.stateChanges++;
        fail(index, plan, wire, reply, `state changed by a refused request (${changes.join('; ')})`);
      }
      // A session something ended (an accepted logout before this request, say) is opened again.
      const role = plan.role;
      if ((role === 'member' || role === 'agent') && !plan.headers.authorization)
        if (verdict.kind === 'refused' && isSessionEndingCode(verdict.code)) await sessions.renew(role);
    }
  }

  return {
    probe,
    /** Gives the clock back and answers the counts. */
    close(): FuzzReport {
      sandbox.now = realNow;
      report.logins = sessions.logins;
      report.refusedLogins = sessions.refusedLogins;
      report.seconds = Math.round((performance.now() - started) / 100) / 10;
      return report;
    },
  };
}

import type { ContractKind, ContractPeriod, ContractTier } from '@sdk/contract';
import { CONTRACT_TERMS, offerTiers, rateBasisPoints, topRate } from '@sdk/shared-rules/agent-contracts';
import type { Sandbox } from '../../core/context';
import type { Queryable } from '../../core/db/database';
import { Fault, badRequest, notFound } from '../../core/http/fault';
import type { SessionMember } from '../../core/sessions/session-member';
import {
  cancelPendingOffer,
  contractByRequest,
  directDownlineAgent,
  insertOffer,
  runningContractOf,
  type ContractRow,
} from './repository';

export interface OfferRequest {
  downline?: string;
  tiers?: ContractTier[];
  rate?: number;
  period?: ContractPeriod;
  requestId?: string;
}

const UNIQUE_VIOLATION = '23505';
class RequestIdTaken extends Error {}

export const idempotencyConflict = () =>
  new Fault(409, 'idempotency_conflict', 'That request id was already used for a different request');

/** The most an agent may pass on of a kind: its own rate from its upline, else anything (100 %). */
export async function rateCapBp(
  sandbox: Sandbox,
  accountId: number,
  kind: ContractKind,
  db: Queryable = sandbox.db,
): Promise<number> {
  return (await runningContractOf(db, accountId, kind))?.rate_bp ?? 100 * 100;
}

export const rateExceeds = (maxBp: number) =>
  new Fault(409, 'contract_rate_exceeds', 'The rate is above your own contract’s', { max: maxBp / 100 });

/** The offer's tiers and period, checked; 400 contract_tiers_invalid with the reason otherwise. */
function termsOf(kind: ContractKind, request: OfferRequest) {
  const checked = offerTiers(request);
  if (!checked.ok)
    throw new Fault(400, 'contract_tiers_invalid', 'The contract tiers are not valid', {
      reason: checked.reason,
    });
  const { periods } = CONTRACT_TERMS[kind];
  const period = request.period ?? periods[0]!;
  if (!periods.includes(period))
    throw badRequest(`A ${kind} contract pays ${periods.join(', ')}`, { field: 'period' });
  const tiers = checked.tiers.map((t) => ({ threshold: t.threshold, rate: t.rate }));
  return { tiers, period, rateBp: rateBasisPoints(topRate(tiers))! };
}

/** The same offer sent again: same kind, downline, tiers and period. */
const sameOffer = (
  row: ContractRow,
  kind: ContractKind,
  downlineId: number,
  terms: ReturnType<typeof termsOf>,
) =>
  row.kind === kind &&
  row.downline_id === downlineId &&
  row.period === terms.period &&
  JSON.stringify(row.tiers.map((t) => [t.threshold, t.rate])) ===
    JSON.stringify(terms.tiers.map((t) => [t.threshold, t.rate]));

/**
 * An offer of a kind from an agent to one of its direct downline agents (anyone else: 404
 * not_found, like a name nobody has). The rate may not pass the offerer's own of that kind
 * (SPEC §4's rule, checked again at acceptance). A pending offer of the kind to the same downline
 * is withdrawn: the downline answers the latest one only. A request id makes a retry answer the
 * first offer instead of making a second; the same id for another offer is refused.
 */
export async function offer(
  sandbox: Sandbox,
  member: SessionMember,
  kind: ContractKind,
  request: OfferRequest,
) {
  const { db } = sandbox;
  const terms = termsOf(kind, request);
  const agentTypes = (await sandbox.settings.get('agentTypes')) as number[];
  const downline = request.downline
    ? await directDownlineAgent(db, member.accountId, request.downline, agentTypes)
    : undefined;
  const previous = request.requestId
    ? await contractByRequest(db, member.accountId, request.requestId)
    : undefined;
  if (previous) {
    if (downline && sameOffer(previous, kind, downline.id, terms)) return previous.id;
    throw idempotencyConflict();
  }
  if (!downline) throw notFound('No such downline agent');
  const capBp = await rateCapBp(sandbox, member.accountId, kind);
  if (terms.rateBp > capBp) throw rateExceeds(capBp);
  const created = await db
    .transaction(async (tx) => {
      await cancelPendingOffer(tx, downline.id, kind, sandbox.now());
      const row = await insertOffer(tx, {
        kind,
        uplineId: member.accountId,
        downlineId: downline.id,
        tiers: terms.tiers,
        rateBp: terms.rateBp,
        period: terms.period,
        requestId: request.requestId ?? null,
        now: sandbox.now(),
      });
      // Roll the withdrawal back too: the pending offer may be the very one the racing retry made.
      if (!row) throw new RequestIdTaken();
      return row.id;
    })
    .catch((error: unknown) => {
      if (error instanceof RequestIdTaken) return undefined;
      // Two offers to the same downline at once: the table keeps one pending, the other is told so.
      if ((error as { code?: string }).code === UNIQUE_VIOLATION)
        throw new Fault(409, 'contract_state', 'Another offer to this downline was just made');
      throw error;
    });
  if (created) return created;
  // A retry raced the first request past the check above: answer as the replay would have.
  const raced = await contractByRequest(db, member.accountId, request.requestId!);
  if (raced && sameOffer(raced, kind, downline.id, terms)) return raced.id;
  throw idempotencyConflict();
}

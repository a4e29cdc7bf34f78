import type { ContractKind } from '@sdk/contract';
import { contractsToTerminate, transition, type ContractAction } from '@sdk/shared-rules/agent-contracts';
import type { Sandbox } from '../../core/context';
import type { Queryable } from '../../core/db/database';
import { Fault } from '../../core/http/fault';
import { rateCapBp, rateExceeds } from './offers';
import { lineContracts, lockContract, setStatus } from './repository';

export const contractNotFound = () => new Fault(404, 'contract_not_found', 'No such contract');

/**
 * The contract locked for `action` by the caller, and where the caller stands in it. A contract of
 * another kind or between other agents answers like one that does not exist, so ids tell nothing;
 * an action that does not fit the status, or that is the other side's to make, is 409
 * contract_state.
 */
export async function lockedFor(
  tx: Queryable,
  accountId: number,
  kind: ContractKind,
  contractId: number | undefined,
  action: ContractAction,
) {
  const contract = contractId ? await lockContract(tx, contractId) : undefined;
  if (!contract || contract.kind !== kind || ![contract.upline_id, contract.downline_id].includes(accountId))
    throw contractNotFound();
  const moved = transition(contract.status, action, contract.upline_id === accountId);
  if (!moved.ok)
    throw new Fault(
      409,
      'contract_state',
      moved.reason === 'actor'
        ? `The other side of the contract makes this move (${action})`
        : `A ${contract.status} contract does not allow ${action}`,
      { status: contract.status, reason: moved.reason },
    );
  return { contract, next: moved.next };
}

/**
 * Accepting (SPEC §4): the offerer's rate is judged again against its own contract (which may have
 * changed since the offer), then the downline's previous contract of the kind ends (`replaced`),
 * and so does every contract of the kind further down its line above the new rate
 * (`exceeds_upline`): an agent never passes on more than it is given. Ended before the new one
 * runs, so the table's one-running-contract index holds at every step.
 */
async function accept(
  sandbox: Sandbox,
  tx: Queryable,
  contract: { id: number; kind: ContractKind; upline_id: number; downline_id: number; rate_bp: number },
) {
  const capBp = await rateCapBp(sandbox, contract.upline_id, contract.kind, tx);
  if (contract.rate_bp > capBp) throw rateExceeds(capBp);
  const now = sandbox.now();
  const line = await lineContracts(tx, contract.downline_id, contract.kind);
  const asLine = (c: { id: number; rate_bp: number; upline_id: number; downline_id: number }) => ({
    contractId: c.id,
    kind: contract.kind,
    status: 'accepted' as const,
    rate: c.rate_bp / 100,
    upline: c.upline_id,
    downline: c.downline_id,
  });
  for (const ended of contractsToTerminate(asLine(contract), line.map(asLine)))
    await setStatus(tx, ended.contractId, 'terminated', now, ended.reason);
  await setStatus(tx, contract.id, 'accepted', now);
}

/** Accept, reject, cancel or terminate a contract as the caller; answers nothing, or refuses. */
export async function act(
  sandbox: Sandbox,
  accountId: number,
  kind: ContractKind,
  contractId: number | undefined,
  action: 'accept' | 'reject' | 'cancel' | 'terminate',
) {
  await sandbox.db.transaction(async (tx) => {
    const { contract, next } = await lockedFor(tx, accountId, kind, contractId, action);
    if (action === 'accept') return accept(sandbox, tx, contract);
    await setStatus(
      tx,
      contract.id,
      next as 'rejected' | 'cancelled' | 'terminated',
      sandbox.now(),
      action === 'terminate' ? 'by_upline' : null,
    );
  });
}

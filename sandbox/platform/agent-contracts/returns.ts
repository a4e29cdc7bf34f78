import type { ContractKind } from '@sdk/contract';
import type { Sandbox } from '../../core/context';
import { Fault, badRequest } from '../../core/http/fault';
import { toAmount, transfer } from '../ledger';
import { idempotencyConflict } from './offers';
import { contractsReturnedBy, markReturned, owedPayouts } from './payouts-repository';
import { ledgerKindOf, lockPair } from './settle';
import { lockedFor } from './transitions';

/**
 * returnBalance: the upline pays now everything a contract owes, all of it or nothing (409
 * insufficient_balance with what is owed). One ledger transfer per owed period, keyed
 * `contract-return:<payout id>`, so a period is never paid twice whatever is retried. The request
 * id makes a retry answer the first result; the same id on another contract is refused.
 */
export async function returnBalance(
  sandbox: Sandbox,
  accountId: number,
  kind: ContractKind,
  contractId: number | undefined,
  requestId: string | undefined,
) {
  if (!requestId) throw badRequest('A returnBalance needs its requestId', { field: 'requestId' });
  const before = await contractsReturnedBy(sandbox.db, requestId);
  if (before.some((r) => r.contract_id !== contractId || r.upline_id !== accountId))
    throw idempotencyConflict();
  if (before.length) return;
  const ids = await sandbox.db.transaction(async (tx) => {
    const { contract } = await lockedFor(tx, accountId, kind, contractId, 'returnBalance');
    const uplineBalance = await lockPair(tx, contract.upline_id, contract.downline_id);
    const owed = await owedPayouts(tx, contract.id);
    const total = owed.reduce((sum, p) => sum + p.amount, 0);
    if (total > uplineBalance)
      throw new Fault(
        409,
        'insufficient_balance',
        'The balance is not enough to pay what the contract owes',
        {
          owed: toAmount(total),
        },
      );
    for (const payout of owed)
      await transfer(tx, {
        from: { walletOf: contract.upline_id },
        to: { walletOf: contract.downline_id },
        amountMinor: payout.amount,
        key: `contract-return:${payout.id}`,
        kind: ledgerKindOf(kind),
        reference: `contract:${contract.id}`,
      });
    await markReturned(
      tx,
      owed.map((p) => p.id),
      requestId,
      sandbox.now(),
    );
    return [contract.upline_id, contract.downline_id];
  });
  sandbox.balances.invalidate(ids);
}

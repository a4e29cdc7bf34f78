import type { Sandbox } from '../../core/context';
import type { Queryable } from '../../core/db/database';
import type { SessionMember } from '../../core/sessions/session-member';
import { Fault, notFound } from '../../core/http/fault';
import { balanceOf, exactMinor, lockedBalanceOf, transfer } from '../ledger';
import { newOrderNo } from '../cashier';
import { requirePaymentPassword } from '../security-centre';
import { moneyOutOf, refuseLocked } from '../withdrawals';
import { idempotencyConflict } from './faults';
import {
  downlineOf,
  insertTransfer,
  transferByRequest,
  uplineOf,
  type PeerRow,
  type TransferRow,
} from './repository';
import { TRANSFER_MIN_MINOR } from './settings';
import { amountInvalid, insufficient } from './wallet-moves';

export interface PersonTransferRequest {
  requestId: string;
  direction: 'upline' | 'downline';
  downline?: string;
  amount: number;
  paymentPassword: string;
}

/** Whose wallet the money goes to: the upline, or one of an agent's direct downlines. */
async function counterpartyOf(sandbox: Sandbox, member: SessionMember, request: PersonTransferRequest) {
  const { db } = sandbox;
  if (request.direction === 'upline') {
    const upline = await uplineOf(db, member.accountId);
    if (!upline) throw new Fault(409, 'transfer_no_upline', 'This account has no upline to transfer to');
    return upline;
  }
  const agentTypes = (await sandbox.settings.get('agentTypes')) as number[];
  if (!agentTypes.includes(member.type))
    throw new Fault(403, 'transfer_not_agent', 'Only agents transfer to a downline');
  // Anyone but a direct downline answers like a username nobody has.
  const downline = request.downline ? await downlineOf(db, member.accountId, request.downline) : undefined;
  if (!downline) throw notFound('No such downline');
  return downline;
}

/** Bonus money stays with the member until it is wagered (sandbox/platform/wagering). */
async function checkWagering(
  sandbox: Sandbox,
  db: Queryable,
  accountId: number,
  amountMinor: number,
  balance?: number,
) {
  refuseLocked(await moneyOutOf(sandbox, db, accountId, balance), amountMinor, 'transfer_turnover_required');
}

/** The same transfer sent again: same direction, person and amount. */
const sameTransfer = (
  row: TransferRow,
  peer: PeerRow | undefined,
  request: PersonTransferRequest,
  amount?: number,
) =>
  row.kind === 'person' &&
  row.direction === request.direction &&
  row.amount === amount &&
  row.counterparty_id === peer?.id;

/**
 * Moves money from the member's main wallet to another member's, both balances in one ledger
 * transaction (key `transfer:<no>`). Refusals that need no secret come before the payment
 * password, so they spend no guess; the password is checked outside the transaction (see
 * verifyPaymentPassword). Both wallets are then locked in account order, so transfers either way
 * between two members queue instead of deadlocking, and the balance is judged again under the lock.
 */
export async function transferToPerson(
  sandbox: Sandbox,
  member: SessionMember,
  request: PersonTransferRequest,
): Promise<TransferRow> {
  const { db } = sandbox;
  const { accountId } = member;
  const amountMinor = exactMinor(request.amount);
  const previous = await transferByRequest(db, accountId, request.requestId);
  if (previous) {
    // A refusal (no upline, no such downline) means the replay names someone else; a failure of
    // the database is no answer at all, and must not turn a true replay into a conflict.
    const peer = await counterpartyOf(sandbox, member, request).catch((error: unknown) => {
      if (error instanceof Fault) return undefined;
      throw error;
    });
    if (sameTransfer(previous, peer, request, amountMinor)) return previous;
    throw idempotencyConflict();
  }
  if (amountMinor === undefined || amountMinor < TRANSFER_MIN_MINOR) throw amountInvalid();
  const peer = await counterpartyOf(sandbox, member, request);
  await checkWagering(sandbox, db, accountId, amountMinor);
  if (amountMinor > (await balanceOf(db, accountId))) throw insufficient();

  await requirePaymentPassword(sandbox, accountId, request.paymentPassword);

  const done = db.transaction(async (tx) => {
    const [first, second] = accountId < peer.id ? [accountId, peer.id] : [peer.id, accountId];
    const locked = new Map([
      [first, await lockedBalanceOf(tx, first)],
      [second, await lockedBalanceOf(tx, second)],
    ]);
    const again = await transferByRequest(tx, accountId, request.requestId);
    if (again) {
      if (sameTransfer(again, peer, request, amountMinor)) return again;
      throw idempotencyConflict();
    }
    await checkWagering(sandbox, tx, accountId, amountMinor, locked.get(accountId)!);
    if (amountMinor > locked.get(accountId)!) throw insufficient();
    const transferNo = newOrderNo('T');
    const sent = (await insertTransfer(tx, {
      transfer_no: transferNo,
      account_id: accountId,
      request_id: request.requestId,
      kind: 'person',
      from_wallet: null,
      to_wallet: null,
      counterparty_id: peer.id,
      direction: request.direction,
      amount: amountMinor,
      created_at: sandbox.now(),
    }))!;
    await transfer(tx, {
      from: { walletOf: accountId },
      to: { walletOf: peer.id },
      amountMinor,
      key: `transfer:${transferNo}`,
      kind: 'transfer',
      reference: `transfer:${transferNo}`,
    });
    return sent;
  });
  // A COMMIT whose answer was lost moved the money all the same: forget the balance either way.
  return done.finally(() => sandbox.balances.invalidate([accountId, peer.id]));
}

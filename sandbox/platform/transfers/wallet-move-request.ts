import { randomBytes } from 'node:crypto';
import type { RequestOf, walletTransfer } from '@sdk/contract';
import type { Sandbox } from '../../core/context';
import { walletOfAccountType } from '../wallet';
import { walletInvalid, type WalletMoveRequest } from './wallet-moves';

/**
 * A wallet transfer as the platform's page sends it (wallets by account type id, the amount as
 * the field's text, no request id) made into the move the ledger posts. An id no wallet of the
 * brand carries is refused under its field. Without a request id the call is its own: a fresh id
 * keeps the records' one-id-per-transfer rule, and a resent call moves the money again, as it
 * would on the platform (the SDK always sends one).
 */
export async function walletMoveRequest(
  sandbox: Sandbox,
  input: RequestOf<typeof walletTransfer>,
): Promise<WalletMoveRequest> {
  const [from, to] = await Promise.all([
    walletOfAccountType(sandbox, input.fromAccountTypeId),
    walletOfAccountType(sandbox, input.toAccountTypeId),
  ]);
  if (from === undefined) throw walletInvalid('from');
  if (to === undefined) throw walletInvalid('to');
  return {
    requestId: input.requestId ?? `page:${randomBytes(12).toString('base64url')}`,
    from,
    to,
    amount: Number(input.amount),
  };
}

import type { PersonTransfer, TransferRecord, WalletMove, WalletRecall } from '@sdk/contract';
import type { Sandbox } from '../../core/context';
import { balanceOf, toAmount } from '../ledger';
import { balanceView } from '../wallet';
import type { PersonTransferRow, TransferRow } from './repository';

const at = (date: Date) => new Date(date).getTime();

export async function walletMoveView(sandbox: Sandbox, row: TransferRow): Promise<WalletMove> {
  return {
    transferNo: row.transfer_no,
    from: row.from_wallet!,
    to: row.to_wallet!,
    amount: toAmount(row.amount),
    successAmount: toAmount(row.amount),
    createdAt: at(row.created_at),
    wallets: await balanceView(sandbox, row.account_id),
  };
}

export async function walletRecallView(sandbox: Sandbox, row: TransferRow): Promise<WalletRecall> {
  return {
    transferNo: row.transfer_no,
    amount: toAmount(row.amount),
    wallets: await balanceView(sandbox, row.account_id),
  };
}

export async function personTransferView(
  sandbox: Sandbox,
  row: TransferRow,
  counterparty: string,
): Promise<PersonTransfer> {
  return {
    transferNo: row.transfer_no,
    direction: row.direction!,
    counterparty,
    amount: toAmount(row.amount),
    createdAt: at(row.created_at),
    balance: toAmount(await balanceOf(sandbox.db, row.account_id)),
  };
}

/** A transfer as the history of `viewer` shows it (a person transfer from either side). */
export function transferRecordView(row: PersonTransferRow, viewer: number): TransferRecord {
  const person = row.kind === 'person';
  return {
    transferNo: row.transfer_no,
    kind: row.kind,
    from: person ? row.sender : (row.from_wallet ?? '*'),
    to: person ? row.receiver : row.to_wallet!,
    amount: toAmount(row.amount),
    incoming: person && row.account_id !== viewer,
    createdAt: at(row.created_at),
  };
}

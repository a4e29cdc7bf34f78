import type { WithdrawOrder, WithdrawProof } from '@sdk/contract';
import type { Queryable } from '../../core/db/database';
import { toAmount } from '../ledger';
import { proofsOf, type OrderRow } from './repository';

const time = (value: Date | null) => (value ? new Date(value).getTime() : null);

/** An order as the contract shows it. */
export const orderView = (row: OrderRow, proofs: WithdrawProof[] = []): WithdrawOrder => ({
  orderNo: row.order_no,
  payoutAccount: {
    id: row.payout_account_id,
    kind: row.payout_kind,
    bankName: row.payout_bank_name,
    holderName: row.payout_holder_name,
    masked: row.payout_masked,
    createdAt: new Date(row.payout_created_at).getTime(),
  },
  amount: toAmount(row.amount),
  fee: toAmount(row.fee),
  netAmount: toAmount(row.amount - row.fee),
  status: row.status,
  createdAt: new Date(row.created_at).getTime(),
  paidAt: time(row.paid_at),
  confirmBy: time(row.confirm_by),
  confirmedAt: time(row.confirmed_at),
  rejectReason: row.reject_reason,
  proofs,
});

/** Orders as the contract shows them, each with its proofs (read in one query for the lot). */
export async function orderViews(db: Queryable, rows: OrderRow[]): Promise<WithdrawOrder[]> {
  if (rows.length === 0) return [];
  const proofs = await proofsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) =>
    orderView(
      row,
      proofs
        .filter((p) => p.order_id === row.id)
        .map(({ id, name, type, size }) => ({ id, name, type, size })),
    ),
  );
}

export const oneOrderView = async (db: Queryable, row: OrderRow) => (await orderViews(db, [row]))[0]!;

import type { Sandbox } from '../../core/context';
import type { Queryable } from '../../core/db/database';
import { Fault } from '../../core/http/fault';
import {
  exactMinor,
  lockedBalanceOf,
  MAIN_WALLET,
  toAmount,
  transfer,
  walletNameOf,
  walletsOf,
} from '../ledger';
import { newOrderNo } from '../cashier';
import { idempotencyConflict } from './faults';
import { insertTransfer, isTransferVendor, transferByRequest, type TransferRow } from './repository';
import { TRANSFER_MIN_MINOR } from './settings';

export interface WalletMoveRequest {
  requestId: string;
  from: string;
  to: string;
  amount: number;
}

/** The request's field naming each side: the platform names wallets by account type id. */
const SIDE_FIELD = { from: 'fromAccountTypeId', to: 'toAccountTypeId' } as const;

export const walletInvalid = (side: 'from' | 'to') =>
  new Fault(
    400,
    'transfer_wallet_invalid',
    'Money moves between two different wallets of the member: the main one or a transfer-mode vendor’s',
    { field: SIDE_FIELD[side] },
  );

export const amountInvalid = () =>
  new Fault(
    400,
    'transfer_amount_invalid',
    'The amount must be at least the minimum, with at most two decimals',
    {
      field: 'amount',
      minAmount: toAmount(TRANSFER_MIN_MINOR),
    },
  );

export const insufficient = () =>
  new Fault(409, 'transfer_insufficient_balance', 'The wallet holds less than this amount', {
    field: 'amount',
  });

/**
 * One movement between two wallets of the same member, recorded and posted in the caller's
 * transaction (key `transfer:<no>`, or `transfer:<no>:<wallet>` for one leg of a recall).
 */
async function post(
  tx: Queryable,
  row: TransferRow,
  from: string,
  to: string,
  amountMinor: number,
  leg?: string,
) {
  await transfer(tx, {
    from: { walletOf: row.account_id, wallet: from },
    to: { walletOf: row.account_id, wallet: to },
    amountMinor,
    key: leg ? `transfer:${row.transfer_no}:${leg}` : `transfer:${row.transfer_no}`,
    kind: 'wallet_transfer',
    reference: `transfer:${row.transfer_no}`,
  });
}

const record = (
  tx: Queryable,
  fields: Pick<TransferRow, 'account_id' | 'request_id' | 'kind' | 'from_wallet' | 'to_wallet' | 'amount'>,
  now: Date,
) =>
  insertTransfer(tx, {
    ...fields,
    transfer_no: newOrderNo('T'),
    counterparty_id: null,
    direction: null,
    created_at: now,
  }).then((row) => row!);

/** The same move sent again: same wallets, same amount. */
const sameMove = (row: TransferRow, request: WalletMoveRequest, amountMinor: number | undefined) =>
  row.kind === 'wallet' &&
  row.from_wallet === request.from &&
  row.to_wallet === request.to &&
  row.amount === amountMinor;

/** A wallet a member's money can move to or from: the main one, or a transfer-mode vendor's. */
const movable = async (db: Queryable, wallet: string) =>
  wallet === MAIN_WALLET || (await isTransferVendor(db, wallet));

/**
 * Moves money between two different wallets of a member, each the main wallet or a transfer-mode
 * vendor's (main to vendor, vendor to main, or vendor to vendor). A request id seen before answers
 * its transfer when the content is the same and is refused otherwise. The main wallet is locked
 * first, whichever wallets the money moves between, then the vendor wallet(s) in code order, as a
 * recall and a launch lock them: every move of one member queues on the main wallet's lock, and
 * no two moves can ever hold each other's next lock, so opposite moves never wait on each other.
 */
export async function moveBetweenWallets(
  sandbox: Sandbox,
  accountId: number,
  request: WalletMoveRequest,
): Promise<TransferRow> {
  const { db } = sandbox;
  const amountMinor = exactMinor(request.amount);
  const previous = await transferByRequest(db, accountId, request.requestId);
  if (previous) {
    if (sameMove(previous, request, amountMinor)) return previous;
    throw idempotencyConflict();
  }
  if (!(await movable(db, request.from))) throw walletInvalid('from');
  if (!(await movable(db, request.to)) || request.to === request.from) throw walletInvalid('to');
  if (amountMinor === undefined || amountMinor < TRANSFER_MIN_MINOR) throw amountInvalid();
  const vendors = [request.from, request.to].filter((wallet) => wallet !== MAIN_WALLET).sort();

  const done = db.transaction(async (tx) => {
    const held = new Map([[MAIN_WALLET, await lockedBalanceOf(tx, accountId, MAIN_WALLET)]]);
    for (const vendor of vendors) held.set(vendor, await lockedBalanceOf(tx, accountId, vendor));
    const again = await transferByRequest(tx, accountId, request.requestId);
    if (again) {
      if (sameMove(again, request, amountMinor)) return again;
      throw idempotencyConflict();
    }
    if (amountMinor > held.get(request.from)!) throw insufficient();
    const moved = await record(
      tx,
      {
        account_id: accountId,
        request_id: request.requestId,
        kind: 'wallet',
        from_wallet: request.from,
        to_wallet: request.to,
        amount: amountMinor,
      },
      sandbox.now(),
    );
    await post(tx, moved, request.from, request.to, amountMinor);
    return moved;
  });
  // A COMMIT whose answer was lost moved the money all the same: forget the balance either way.
  return done.finally(() => sandbox.balances.invalidate([accountId]));
}

/**
 * The member's vendor wallets that hold money, except `keep`, each locked (after the main wallet,
 * which the caller holds), in code order: what a recall or a launch brings back to the main one.
 */
async function heldInVendorWallets(tx: Queryable, accountId: number, keep?: string) {
  const names = (await walletsOf(tx, accountId))
    .map((w) => walletNameOf(w.kind))
    .filter((name) => name !== MAIN_WALLET && name !== keep)
    .sort();
  const held: { wallet: string; amount: number }[] = [];
  for (const wallet of names) {
    const amount = await lockedBalanceOf(tx, accountId, wallet);
    if (amount > 0) held.push({ wallet, amount });
  }
  return held;
}

const sum = (held: { amount: number }[]) => held.reduce((total, h) => total + h.amount, 0);

/** Records a gathering of `held` into the main wallet and posts a leg per vendor wallet. */
async function gather(
  tx: Queryable,
  fields: Pick<TransferRow, 'account_id' | 'request_id' | 'kind'>,
  held: { wallet: string; amount: number }[],
  now: Date,
) {
  const row = await record(
    tx,
    { ...fields, from_wallet: null, to_wallet: MAIN_WALLET, amount: sum(held) },
    now,
  );
  for (const { wallet, amount } of held) await post(tx, row, wallet, MAIN_WALLET, amount, wallet);
  return row;
}

/**
 * Brings every vendor wallet's whole balance back to the main wallet, in one database
 * transaction. The request id answers the first recall again and moves nothing more.
 */
export async function recallAll(
  sandbox: Sandbox,
  accountId: number,
  requestId: string,
): Promise<TransferRow> {
  const { db } = sandbox;
  const replay = (row: TransferRow) => {
    if (row.kind === 'recall') return row;
    throw idempotencyConflict();
  };
  const previous = await transferByRequest(db, accountId, requestId);
  if (previous) return replay(previous);
  const done = db.transaction(async (tx) => {
    await lockedBalanceOf(tx, accountId, MAIN_WALLET);
    const again = await transferByRequest(tx, accountId, requestId);
    if (again) return replay(again);
    const held = await heldInVendorWallets(tx, accountId);
    return gather(tx, { account_id: accountId, request_id: requestId, kind: 'recall' }, held, sandbox.now());
  });
  // A COMMIT whose answer was lost moved the money all the same: forget the balance either way.
  return done.finally(() => sandbox.balances.invalidate([accountId]));
}

/**
 * A launch's automatic moves (brand setting walletAutoTransfer): every vendor wallet but the
 * game's back to the main one, then, for a transfer-mode vendor's game, the whole main balance
 * into its wallet, so the player's money is always where they play. Each move is a transfer of
 * kind `auto` in their history. Run it in a transaction; the caller forgets the cached balance.
 */
export async function autoTransferFor(tx: Queryable, accountId: number, target: string, now: Date) {
  const autoId = () => `auto:${newOrderNo('A')}`;
  let main = await lockedBalanceOf(tx, accountId, MAIN_WALLET);
  const held = await heldInVendorWallets(tx, accountId, target);
  if (held.length > 0) {
    await gather(tx, { account_id: accountId, request_id: autoId(), kind: 'auto' }, held, now);
    main += sum(held);
  }
  if (target === MAIN_WALLET || main === 0) return;
  await lockedBalanceOf(tx, accountId, target);
  const fill = await record(
    tx,
    {
      account_id: accountId,
      request_id: autoId(),
      kind: 'auto',
      from_wallet: MAIN_WALLET,
      to_wallet: target,
      amount: main,
    },
    now,
  );
  await post(tx, fill, MAIN_WALLET, target, main);
}

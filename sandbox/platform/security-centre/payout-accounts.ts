import { randomBytes } from 'node:crypto';
import type { RequestOf } from '@sdk/contract';
import type { payoutAccountAdd } from '@sdk/contract/endpoints/security';
import { MAX_PAYOUT_ACCOUNTS, type PayoutAccounts } from '@sdk/contract/entities/security';
import { cardDigits, cardNumberError } from '@sdk/shared-rules/card-number';
import type { Queryable } from '../../core/db/database';
import type { Sandbox } from '../../core/context';
import { Fault, notFound } from '../../core/http/fault';
import { maskAddress, maskCardNumber } from './masking';
import { isTrc20Address } from './usdt-address';
import { requirePaymentPassword } from './payment-password';
import {
  countLivePayoutAccounts,
  findLivePayoutAccount,
  holdsPayoutNumber,
  insertPayoutAccount,
  livePayoutAccounts,
  lockMemberForPayouts,
  removePayoutAccount,
  type NewPayoutAccount,
} from './repository';

type NewPayout = RequestOf<typeof payoutAccountAdd>;

/** The list as the page shows it: masked, never the whole number. */
export async function payoutList(db: Queryable, accountId: number): Promise<PayoutAccounts> {
  const rows = await livePayoutAccounts(db, accountId);
  return {
    accounts: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      bankName: row.bank_name,
      holderName: row.holder_name,
      masked: row.masked,
      createdAt: new Date(row.created_at).getTime(),
    })),
    max: MAX_PAYOUT_ACCOUNTS,
  };
}

/** The checked, masked form of what the member typed (a bad number spends no payment-password guess). */
function payoutDetails(
  input: NewPayout,
): Pick<NewPayoutAccount, 'kind' | 'bankName' | 'holderName' | 'number' | 'masked'> {
  if (input.kind === 'bank') {
    const number = cardDigits(input.cardNumber);
    if (cardNumberError(number))
      throw new Fault(400, 'payout_card_invalid', 'Please check the card number', { field: 'cardNumber' });
    const bankName = input.bankName.trim();
    const holderName = input.holderName.trim();
    if (!bankName) throw new Fault(400, 'field_invalid', 'Enter the bank name', { field: 'bankName' });
    if (!holderName) throw new Fault(400, 'field_invalid', 'Enter the holder name', { field: 'holderName' });
    return { kind: 'bank', bankName, holderName, number, masked: maskCardNumber(number) };
  }
  const address = input.address.trim();
  if (!isTrc20Address(address))
    throw new Fault(400, 'payout_address_invalid', 'That is not a valid USDT (TRC20) address', {
      field: 'address',
    });
  return { kind: 'usdt', bankName: null, holderName: null, number: address, masked: maskAddress(address) };
}

const limitReached = () =>
  new Fault(409, 'payout_account_limit', `At most ${MAX_PAYOUT_ACCOUNTS} payout accounts`, {
    max: MAX_PAYOUT_ACCOUNTS,
  });
const duplicate = (field: string) =>
  new Fault(409, 'payout_account_duplicate', 'This payout account is already on the list', { field });

const UNIQUE_VIOLATION = '23505';

/**
 * Adds a payout account. The cheap refusals (a bad number, a full list, one held already) come
 * before the payment password, so they spend no guess; the password is checked outside the
 * transaction (see verifyPaymentPassword); then the count and the insert run under the member's
 * row lock, so parallel adds cannot pass the limit, and the unique index has the last word on twins.
 */
export async function addPayoutAccount(sandbox: Sandbox, accountId: number, input: NewPayout) {
  const { db } = sandbox;
  const details = payoutDetails(input);
  const field = details.kind === 'bank' ? 'cardNumber' : 'address';
  if (await holdsPayoutNumber(db, accountId, details.kind, details.number)) throw duplicate(field);
  if ((await countLivePayoutAccounts(db, accountId)) >= MAX_PAYOUT_ACCOUNTS) throw limitReached();
  await requirePaymentPassword(sandbox, accountId, input.paymentPassword);
  // Random, not the row number: an id tells nothing about how many accounts anyone holds.
  const id = `pa_${randomBytes(12).toString('base64url')}`;
  await db.transaction(async (tx) => {
    await lockMemberForPayouts(tx, accountId);
    if (await holdsPayoutNumber(tx, accountId, details.kind, details.number)) throw duplicate(field);
    if ((await countLivePayoutAccounts(tx, accountId)) >= MAX_PAYOUT_ACCOUNTS) throw limitReached();
    try {
      await insertPayoutAccount(tx, { ...details, id, accountId, createdAt: sandbox.now() });
    } catch (error) {
      throw (error as { code?: string }).code === UNIQUE_VIOLATION ? duplicate(field) : error;
    }
  });
  return payoutList(db, accountId);
}

/** Removes one of the member's payout accounts; another member's id is unknown here. */
export async function removePayout(sandbox: Sandbox, accountId: number, id: string, paymentPassword: string) {
  const { db } = sandbox;
  const missing = () => notFound('Payout account not found');
  // Looked up first, so an id that is not the member's spends no payment-password guess.
  if (!(await findLivePayoutAccount(db, accountId, id))) throw missing();
  await requirePaymentPassword(sandbox, accountId, paymentPassword);
  if (!(await removePayoutAccount(db, accountId, id, sandbox.now()))) throw missing();
  return payoutList(db, accountId);
}

/** Whether `id` is one of the member's live payout accounts (another member's id, or a removed one, is not). */
/** The names on the member's live bank accounts: what a login's "bank account name" check compares. */
export const bankHolderNames = async (db: Queryable, accountId: number) =>
  (await livePayoutAccounts(db, accountId)).flatMap((row) => (row.holder_name ? [row.holder_name] : []));

export const holdsLivePayoutAccount = async (db: Queryable, accountId: number, id: string) =>
  !!(await findLivePayoutAccount(db, accountId, id));

import { randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { contract } from '../../sdk/contract/table';
import type { PayoutAccounts, WithdrawHistory, WithdrawInfo, WithdrawOrder } from '../../sdk/contract';
import { trc20Address } from '../../sandbox/tools/seed/trc20';
import { expectValid, type Answer, type TestSandbox } from './harness';

/** The payment password the helpers set (six digits, not a run or a repeat). */
export const PAYMENT_PASSWORD = '602914';
export const WRONG_PASSWORD = '602915';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff, 0xe0];

/** `size` bytes that start like a PNG (the platform judges the signature, not the pixels). */
export const pngBytes = (size = 2048) => Buffer.concat([Buffer.from(PNG_SIGNATURE), randomBytes(size - 8)]);
export const jpegBytes = (size = 2048) => Buffer.concat([Buffer.from(JPEG_SIGNATURE), randomBytes(size - 4)]);
export const gifBytes = (size = 2048) => Buffer.concat([Buffer.from('GIF89a'), randomBytes(size - 6)]);

/** A proof as the form uploads it. */
export const proof = (bytes: Buffer, type = 'image/png', name = 'receipt.png') => ({
  name,
  type,
  dataBase64: bytes.toString('base64'),
});

let addresses = 0;

/** The withdrawal calls as a member makes them, and the operator's switches, for one sandbox. */
export function withdrawDriver(sandbox: TestSandbox) {
  const newRequestId = () => `wd-${randomUUID()}`;

  /**
   * Makes a member ready to withdraw: a payment password and a USDT payout account with a valid
   * TRC20 address of its own. Returns the account's id.
   */
  async function prepare(token: string): Promise<string> {
    const set = await sandbox.call(contract.paymentPasswordSet, { newPassword: PAYMENT_PASSWORD }, { token });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    return addAccount(token);
  }

  /** Adds a USDT payout account with a fresh valid address (the member has the payment password). */
  async function addAccount(token: string): Promise<string> {
    const added = expectValid(
      contract.payoutAccountAdd,
      await sandbox.call(
        contract.payoutAccountAdd,
        {
          kind: 'usdt',
          address: trc20Address(`test:withdraw:${addresses++}:${randomUUID()}`),
          paymentPassword: PAYMENT_PASSWORD,
        },
        { token },
      ),
    ) as PayoutAccounts;
    return added.accounts.at(-1)!.id;
  }

  const create = (token: string, input: Record<string, unknown>) =>
    sandbox.call(
      contract.withdrawCreate,
      { requestId: newRequestId(), paymentPassword: PAYMENT_PASSWORD, ...input },
      { token },
    );

  /** A created order (the call must succeed). */
  const order = async (token: string, input: Record<string, unknown>) =>
    expectValid(contract.withdrawCreate, await create(token, input)) as WithdrawOrder;

  const read = async (token: string, orderNo: string) =>
    expectValid(
      contract.withdrawOrder,
      await sandbox.call(contract.withdrawOrder, { orderNo }, { token }),
    ) as WithdrawOrder;

  const history = async (token: string, page: { pageNo?: number; pageSize?: number } = {}) =>
    expectValid(
      contract.withdrawHistory,
      await sandbox.call(contract.withdrawHistory, page, { token }),
    ) as WithdrawHistory;

  const info = async (token: string) =>
    expectValid(
      contract.withdrawInfo,
      await sandbox.call(contract.withdrawInfo, {}, { token }),
    ) as WithdrawInfo;

  const confirm = (token: string, input: Record<string, unknown>) =>
    sandbox.call(contract.withdrawConfirm, input, { token });

  const operator =
    (action: 'pay' | 'reject' | 'force-receive') =>
    (orderNo: string, extra: Record<string, unknown> = {}): Promise<Answer> =>
      sandbox.request({
        method: 'POST',
        url: `/sandbox/withdrawals/${action}`,
        payload: { orderNo, ...extra },
      });

  /** The operator's switch, which must succeed: the order as it stands after it. */
  const switched = async (answer: Promise<Answer>) => {
    const done = await answer;
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    return done.body.value as WithdrawOrder;
  };

  const pay = (orderNo: string) => switched(operator('pay')(orderNo));
  const reject = (orderNo: string, reason = 'Name on the account does not match') =>
    switched(operator('reject')(orderNo, { reason }));
  const forceReceive = (orderNo: string) => switched(operator('force-receive')(orderNo));

  /** The member's summed balance, as the portal's header reads it. */
  const balance = async (token: string) =>
    (
      expectValid(contract.balance, await sandbox.call(contract.balance, {}, { token })) as {
        sumBalance: number;
      }
    ).sumBalance;

  return {
    newRequestId,
    prepare,
    addAccount,
    create,
    order,
    read,
    history,
    info,
    confirm,
    operator,
    pay,
    reject,
    forceReceive,
    balance,
  };
}

/** Postings the ledger holds under keys like this (tests may read the tables directly). */
export const postingsLike = async (sandbox: TestSandbox, pattern: string) =>
  (
    await sandbox.db.query<{ n: number }>(
      'select count(*)::int as n from ledger_transactions where idempotency_key like $1',
      [pattern],
    )
  )[0]!.n;

/**
 * The ledger's invariants after a file of withdrawals: all legs sum to zero, every account's
 * balance is the sum of its legs, no wallet or system account is below zero, and the pending
 * withdrawals hold exactly what the processing orders owe.
 */
export async function expectLedgerSound(sandbox: TestSandbox) {
  const [sum] = await sandbox.db.query<{ total: number }>(
    'select coalesce(sum(amount), 0)::int8 as total from ledger_entries',
  );
  expect(sum!.total).toBe(0);
  const mismatched = await sandbox.db.query(
    `select l.id from ledger_accounts l left join ledger_entries e on e.ledger_account_id = l.id
      group by l.id, l.balance having l.balance <> coalesce(sum(e.amount), 0)`,
  );
  expect(mismatched).toEqual([]);
  expect(
    await sandbox.db.query("select id from ledger_accounts where kind <> 'house' and balance < 0"),
  ).toEqual([]);
  const [pending] = await sandbox.db.query<{ held: number; owed: number }>(
    `select (select coalesce(sum(balance), 0)::int8 from ledger_accounts where kind = 'pending_withdrawals') as held,
            (select coalesce(sum(amount), 0)::int8 from withdrawal_orders where status = 'processing') as owed`,
  );
  expect(pending!.held).toBe(pending!.owed);
}

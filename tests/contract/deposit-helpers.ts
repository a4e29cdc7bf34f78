import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { contract } from '../../sdk/contract/table';
import type { DepositOrder } from '../../sdk/contract';
import { expectValid, type Answer, type TestSandbox } from './harness';

/** The deposit calls as a member makes them, and the payment simulator's switches, for one sandbox. */
export function depositDriver(sandbox: TestSandbox) {
  const newRequestId = () => `dep-${randomUUID()}`;

  const create = (token: string, input: Record<string, unknown>) =>
    sandbox.call(contract.depositCreate, { requestId: newRequestId(), ...input }, { token });

  /** A created order (the call must succeed). */
  const order = async (token: string, input: Record<string, unknown>) =>
    expectValid(contract.depositCreate, await create(token, input)) as DepositOrder;

  const read = async (token: string, orderNo: string) =>
    expectValid(
      contract.depositOrder,
      await sandbox.call(contract.depositOrder, { orderNo }, { token }),
    ) as DepositOrder;

  const history = async (token: string, page: { pageNo?: number; pageSize?: number } = {}) =>
    expectValid(contract.depositHistory, await sandbox.call(contract.depositHistory, page, { token })) as {
      list: DepositOrder[];
      total: number;
    };

  const settle = (orderNo: string, outcome: 'pay' | 'fail' | 'expire'): Promise<Answer> =>
    sandbox.request({ method: 'POST', url: '/sandbox/deposits/settle', payload: { orderNo, outcome } });

  const autoSettle = async (delayMs: number | null) => {
    const answer = await sandbox.request({
      method: 'POST',
      url: '/sandbox/deposits/auto-settle',
      payload: { delayMs },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };

  /** The member's summed balance, as the portal's header reads it. */
  const balance = async (token: string) =>
    (
      expectValid(contract.balance, await sandbox.call(contract.balance, {}, { token })) as {
        sumBalance: number;
      }
    ).sumBalance;

  return { newRequestId, create, order, read, history, settle, autoSettle, balance };
}

/** Postings the ledger holds under one idempotency key (tests may read the tables directly). */
export const postingsUnder = async (sandbox: TestSandbox, key: string) =>
  (
    await sandbox.db.query<{ n: number }>(
      'select count(*)::int as n from ledger_transactions where idempotency_key = $1',
      [key],
    )
  )[0]!.n;

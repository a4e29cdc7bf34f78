import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { contract } from '../../sdk/contract/table';
import type { RebateClaim, RebateClaims, RebateQuote, VipLevels, VipStatus } from '../../sdk/contract';
import { expectValid, type TestSandbox } from './harness';
import { pointsDriver } from './points-helpers';

/** What the sandbox's readout says of a member's rebate (GET /sandbox/rebate). */
export interface RebateReadout {
  rates: Record<string, number>;
  vipBonusBps: number;
  vipLevel: number;
  turnover: number;
  since: number | null;
  validBets: Record<string, number>;
  promotionsBudget: number;
}

/** VIP and the manual rebate as a member uses them, with play to earn with and the sandbox's readout. */
export function vipDriver(sandbox: TestSandbox) {
  const p = pointsDriver(sandbox);
  const newRequestId = () => `vr-${randomUUID()}`;

  const levels = async () =>
    expectValid(contract.vipLevels, await sandbox.call(contract.vipLevels, {})) as VipLevels;
  const status = async (token: string) =>
    expectValid(contract.vipStatus, await sandbox.call(contract.vipStatus, {}, { token })) as VipStatus;
  const claimBonusCall = (token: string, input: Record<string, unknown>) =>
    sandbox.call(contract.vipClaimBonus, { requestId: newRequestId(), ...input }, { token });

  const quote = async (token: string) =>
    expectValid(contract.rebateQuote, await sandbox.call(contract.rebateQuote, {}, { token })) as RebateQuote;
  const claimCall = (token: string, input: Record<string, unknown>) =>
    sandbox.call(contract.rebateClaim, { requestId: newRequestId(), ...input }, { token });
  /** A claim of the total shown now, which must succeed. */
  const claim = async (token: string) => {
    const { total } = await quote(token);
    return expectValid(contract.rebateClaim, await claimCall(token, { amount: total })) as RebateClaim;
  };
  const history = async (token: string, query: Record<string, unknown> = {}) =>
    expectValid(
      contract.rebateHistory,
      await sandbox.call(contract.rebateHistory, query, { token }),
    ) as RebateClaims;

  const readout = async (username: string) => {
    const answer = await sandbox.request({ method: 'GET', url: `/sandbox/rebate?username=${username}` });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.value as RebateReadout;
  };

  const setFlag = async (enabled: boolean) => {
    const set = await sandbox.request({
      method: 'POST',
      url: '/sandbox/flags',
      payload: { modId: 'MANPLAYREB3', enabled },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
  };

  /** What the rebate of a readout comes to, in minor units, computed here: floor(Σ bet × rate / 10,000). */
  const expectedRebateMinor = (r: RebateReadout) => {
    let sum = 0n;
    for (const [category, bet] of Object.entries(r.validBets)) {
      const rate = BigInt(Math.min((r.rates[category] ?? 0) + r.vipBonusBps, 10_000));
      sum += BigInt(Math.round(bet * 100)) * rate;
    }
    return Number(sum / 10_000n);
  };

  /** A member whose main wallet pays what play needs (no payment password: no claim asks for it). */
  const member = (balance = 2_000) => p.member(balance, false);

  return {
    ...p,
    member,
    newRequestId,
    levels,
    status,
    claimBonusCall,
    quote,
    claimCall,
    claim,
    history,
    readout,
    setFlag,
    expectedRebateMinor,
  };
}

/** The member's ledger movements of a kind, in minor units. */
export async function movementsOfKind(sandbox: TestSandbox, username: string, kind: string) {
  return sandbox.db.query<{ amount: number; idempotency_key: string }>(
    `select e.amount::int8 as amount, t.idempotency_key from ledger_entries e
       join ledger_transactions t on t.id = e.transaction_id
       join ledger_accounts a on a.id = e.ledger_account_id
       join accounts m on m.id = a.owner_id
      where lower(m.username) = lower($1) and t.kind = $2 order by t.id`,
    [username, kind],
  );
}

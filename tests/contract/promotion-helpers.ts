import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { contract } from '../../sdk/contract/table';
import type { PromotionComments, PromotionDetail, Promotions } from '../../sdk/contract';
import { expectValid, type Answer, type TestSandbox } from './harness';
import { pointsDriver } from './points-helpers';

/** The seed's promotions (migration 025), by what each lets a member do. */
export const SEEDED = {
  welcomeClaim: 1,
  raffle: 2,
  applySports: 3,
  liveSignUp: 4,
  scriptedTerms: 5,
  comingSoon: 6,
  closed: 7,
} as const;

/** The promotion calls as a member makes them, the operator's switches, and play to earn draws with. */
export function promotionsDriver(sandbox: TestSandbox) {
  const points = pointsDriver(sandbox);
  const newRequestId = () => `pr-${randomUUID()}`;

  const member = (balance = 1_000) => points.member(balance, false);

  const wallet = async (token: string) =>
    (
      expectValid(contract.balance, await sandbox.call(contract.balance, {}, { token })) as {
        sumBalance: number;
      }
    ).sumBalance;

  const list = async (query: Record<string, unknown> = {}, token?: string, language = 'EN') =>
    expectValid(
      contract.promotionList,
      await sandbox.call(contract.promotionList, query, { token, language }),
    ) as Promotions;

  const detail = async (id: number, token?: string, language = 'EN') =>
    expectValid(
      contract.promotionDetail,
      await sandbox.call(contract.promotionDetail, { id }, { token, language }),
    ) as PromotionDetail;

  const joinCall = (token: string | undefined, promotionId: number) =>
    sandbox.call(contract.promotionJoin, { promotionId }, { token });

  const join = async (token: string, promotionId: number) =>
    expectValid(contract.promotionJoin, await joinCall(token, promotionId)) as { status: string };

  const claimCall = (token: string | undefined, promotionId: number, requestId = newRequestId()) =>
    sandbox.call(contract.promotionClaim, { promotionId, requestId }, { token });

  const drawCall = (token: string | undefined, promotionId: number, requestId = newRequestId()) =>
    sandbox.call(contract.raffleClaim, { promotionId, requestId }, { token, language: 'EN' });

  const commentCall = (token: string | undefined, promotionId: number, content: string) =>
    sandbox.call(contract.promotionComment, { promotionId, content }, { token });

  const comments = async (promotionId: number, token?: string) =>
    expectValid(
      contract.promotionComments,
      await sandbox.call(contract.promotionComments, { promotionId }, { token }),
    ) as PromotionComments;

  async function decide(username: string, promotionId: number, decision: 'approve' | 'reject') {
    const answer = await sandbox.request({
      method: 'POST',
      url: '/sandbox/promotions/decide',
      payload: { username, promotionId, decision },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.value as { decided: boolean; status: string };
  }

  async function grant(username: string, promotionId: number = SEEDED.raffle) {
    const answer = await sandbox.request({
      method: 'POST',
      url: '/sandbox/promotions/raffle-grant',
      payload: { username, promotionId },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.value as { earned: number; drawn: number; status: string };
  }

  /** The ledger's movements of a kind into the member's wallet, in minor units. */
  const credited = async (username: string, kind: string) =>
    (
      await sandbox.db.query<{ n: number; total: number }>(
        `select count(*)::int as n, coalesce(sum(e.amount), 0)::float8 as total
           from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
           join ledger_accounts la on la.id = e.ledger_account_id join accounts a on a.id = la.owner_id
          where t.kind = $1 and a.username = $2 and e.amount > 0`,
        [kind, username],
      )
    )[0]!;

  return {
    newRequestId,
    member,
    play: points.play,
    wallet,
    list,
    detail,
    joinCall,
    join,
    claimCall,
    drawCall,
    commentCall,
    comments,
    decide,
    grant,
    credited,
  };
}

/** The status a list answer gives a promotion. */
export const statusIn = (page: Promotions, id: number) => page.list.find((p) => p.id === id)?.status;

export type { Answer };

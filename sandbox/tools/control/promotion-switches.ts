import { defineEndpoint } from '@sdk/contract/endpoint';
import { Type } from '@sdk/contract/schema';
import { PromotionStatus } from '@sdk/contract/entities/promotions';
import type { Queryable } from '../../core/db/database';
import { notFound } from '../../core/http/fault';
import type { HandlersOf } from '../../core/http/handler';
import { decideApplicationOf, grantRaffleDraw } from '../../platform/promotions';
import { accountIdOf } from './repository';

/**
 * The operator's side of promotions, which a real platform's back office does: approve or reject a
 * member's application, and grant a member a raffle draw (on top of those their bets earn).
 */

const MemberPromotion = {
  username: Type.String({ minLength: 1, maxLength: 64 }),
  promotionId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
};

export const promotionSwitchEndpoints = {
  decidePromotion: defineEndpoint({
    name: 'decidePromotion',
    method: 'POST',
    path: '/sandbox/promotions/decide',
    tag: 'sandbox',
    summary:
      "The operator approves or rejects a member's application to an apply promotion (once: a decided one stays as it is; `decided` says whether this call decided it)",
    request: Type.Object({
      ...MemberPromotion,
      decision: Type.Union([Type.Literal('approve'), Type.Literal('reject')]),
    }),
    response: Type.Object({ decided: Type.Boolean(), status: PromotionStatus }),
  }),
  grantRaffleDraw: defineEndpoint({
    name: 'grantRaffleDraw',
    method: 'POST',
    path: '/sandbox/promotions/raffle-grant',
    tag: 'sandbox',
    summary: 'Grants a member one raffle draw (signing them up to the raffle first if they were not)',
    request: Type.Object(MemberPromotion),
    response: Type.Object({ earned: Type.Integer(), drawn: Type.Integer(), status: PromotionStatus }),
  }),
} as const;

async function accountOf(db: Queryable, username: string): Promise<number> {
  const account = await accountIdOf(db, username);
  if (!account) throw notFound(`No account ${username}`);
  return account.id;
}

export const promotionSwitches: Pick<
  HandlersOf<typeof promotionSwitchEndpoints>,
  'decidePromotion' | 'grantRaffleDraw'
> = {
  async decidePromotion({ username, promotionId, decision }, { sandbox }) {
    return decideApplicationOf(sandbox, await accountOf(sandbox.db, username), promotionId, decision);
  },
  async grantRaffleDraw({ username, promotionId }, { sandbox }) {
    return grantRaffleDraw(sandbox, await accountOf(sandbox.db, username), promotionId);
  },
};

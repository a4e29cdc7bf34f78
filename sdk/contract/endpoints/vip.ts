import type { Endpoint } from '../endpoint';
import { Type, Empty } from '../schema';
import { MAX_VIP_LEVEL, VipBonusClaim, VipLevels, VipStatus } from '../entities/vip';

/*
 * VIP (SPEC §2 /vip). SPEC names the route without its calls; these follow the platform's
 * /wps/<area>/<noun> style. The ladder is public (a guest sees it, with a call to log in); the
 * member's standing and the level-up bonus refuse trial accounts and free-play guests with
 * `in_need_true_account` (their rounds play with the brand's money).
 *
 * Written as literal objects (`satisfies Endpoint`, with defineEndpoint's defaults spelled out)
 * rather than through defineEndpoint: their pages reach them from widget chunks outside the
 * script-tag runtime, and importing defineEndpoint there would split it out of the runtime into
 * a shared chunk, which every page then pays for.
 */

const RequestId = Type.String({ minLength: 8, maxLength: 64, description: 'Idempotency id' });

/**
 * @example
 * const { list } = await client.call(contract.vipLevels, {});
 */
export const vipLevels = {
  name: 'vipLevels',
  method: 'GET',
  path: '/wps/vip/levels',
  auth: 'none',
  encrypted: false,
  encoding: 'query',
  answer: 'envelope',
  tag: 'common',
  summary:
    'The VIP ladder, level 0 first: the cumulative valid turnover that reaches each level, its level-up bonus, ' +
    'the basis points it adds to the rebate rates, its daily withdrawal limits and the keys of its benefits',
  request: Empty,
  response: VipLevels,
} satisfies Endpoint;

/**
 * @example
 * const { level, progressBps, bonuses } = await client.call(contract.vipStatus, {});
 */
export const vipStatus = {
  name: 'vipStatus',
  method: 'GET',
  path: '/wps/relay/MCSFE_getPlayerRankProgress',
  auth: 'required',
  caller: 'real-member',
  encrypted: false,
  encoding: 'query',
  answer: 'envelope',
  tag: 'common',
  summary:
    "The member's level from their cumulative valid turnover (the stakes of every settled round), the next " +
    'level, the turnover it still takes, the progress between the two in basis points, and the level-up ' +
    'bonus of each level reached, claimed or waiting',
  request: Empty,
  response: VipStatus,
} satisfies Endpoint;

/**
 * @example
 * const paid = await client.call(contract.vipClaimBonus, { requestId: crypto.randomUUID(), level: 1 });
 */
export const vipClaimBonus = {
  name: 'vipClaimBonus',
  method: 'POST',
  path: '/wps/vip/bonus/claim',
  auth: 'required',
  caller: 'real-member',
  encrypted: false,
  encoding: 'json',
  answer: 'envelope',
  tag: 'common',
  summary:
    "Pays the level-up bonus of a level the member reached into the main wallet, from the operator's " +
    'promotions budget through the ledger, once per level. The same requestId with the same level answers ' +
    'the same payment; with another level 409 idempotency_conflict. Refusals: vip_level_not_reached (the ' +
    'turnover is short of it, or it has no bonus), vip_bonus_claimed (paid before under another requestId: ' +
    'two tabs at once pay once), rewards_unavailable (the budget cannot pay it now)',
  request: Type.Object({
    requestId: RequestId,
    level: Type.Integer({ minimum: 1, maximum: MAX_VIP_LEVEL }),
  }),
  response: VipBonusClaim,
} satisfies Endpoint;

import { defineEndpoint } from '../endpoint';
import { Type, Empty, MAX_PAGE_NO } from '../schema';
import {
  MissionAvailable,
  MissionClaim,
  MissionLeaderboard,
  Missions,
  ReferralFriends,
  ReferralInfo,
} from '../entities/missions';

/*
 * The personal centre's missionLeaderboard and referral pages (SPEC §2). SPEC names the
 * pages, not their calls: these follow the platform's /wps/<area>/<noun> style. Progress is the
 * platform's count of the member's real activity in the mission's GMT+8 period (settled rounds,
 * their stakes, paid deposits), never a call. Trial accounts and free-play guests are refused with
 * `in_need_true_account`.
 */

const RequestId = Type.String({ minLength: 8, maxLength: 64, description: 'Idempotency id' });

/**
 * @example
 * const { list, available } = await client.call(contract.missionList, {});
 */
export const missionList = defineEndpoint({
  name: 'missionList',
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionSummaryDetails',
  auth: 'required',
  caller: 'real-member',
  tag: 'points',
  summary:
    "The member's missions with their progress in the current GMT+8 day or week (from Monday), their " +
    'state (in_progress, claimable, claimed) and reward; `available` counts the claimable ones',
  request: Empty,
  response: Missions,
});

/**
 * @example
 * const { count } = await client.call(contract.missionAvailable, {});
 */
export const missionAvailable = defineEndpoint({
  name: 'missionAvailable',
  method: 'GET',
  path: '/wps/mission/available',
  auth: 'required',
  caller: 'real-member',
  tag: 'points',
  summary: 'How many of the member’s missions are done and not yet claimed (the menu badge, SPEC §2)',
  request: Empty,
  response: MissionAvailable,
});

/**
 * @example
 * const claim = await client.call(contract.missionClaim, { requestId: crypto.randomUUID(), missionId: 1 });
 */
export const missionClaim = defineEndpoint({
  name: 'missionClaim',
  method: 'POST',
  path: '/wps/mission/claim',
  auth: 'required',
  caller: 'real-member',
  tag: 'points',
  summary:
    "Claims a done mission's reward for the current period, credited to the main wallet from the " +
    "operator's promotions budget (ledger kind mission_reward), once per mission and period. The same " +
    'requestId with the same mission answers the same claim; with another mission 409 ' +
    'idempotency_conflict. Refusals: not_found (no such mission), mission_not_complete (value.progress, ' +
    'value.goal), mission_already_claimed (claimed this period under another requestId), ' +
    'mission_unavailable (the budget cannot pay it now)',
  request: Type.Object({
    requestId: RequestId,
    missionId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  }),
  response: MissionClaim,
});

/**
 * @example
 * const { list, me } = await client.call(contract.missionLeaderboard, {});
 */
export const missionLeaderboard = defineEndpoint({
  name: 'missionLeaderboard',
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionLeaderboard',
  auth: 'required',
  caller: 'real-member',
  tag: 'points',
  summary:
    "This GMT+8 week's (from Monday) top 20 members by valid bets, usernames masked as the winners " +
    "board's, and the member's own rank",
  request: Empty,
  response: MissionLeaderboard,
});

/**
 * @example
 * const { affiliateCode } = await client.call(contract.referralInfo, {});
 * const link = `${location.origin}/register?affiliateCode=${affiliateCode}`;
 */
export const referralInfo = defineEndpoint({
  name: 'referralInfo',
  method: 'GET',
  path: '/wps/member/referral',
  auth: 'required',
  caller: 'real-member',
  tag: 'account',
  summary:
    "The member's own affiliate code (given on first ask), for the invite link (/register?affiliateCode=): a " +
    'friend who registers with it is the member’s referral, and their first paid deposit pays the member ' +
    'a share of it (ledger kind referral_bonus, once per friend); with the friends and earnings so far',
  request: Empty,
  response: ReferralInfo,
});

/**
 * @example
 * const { list, total } = await client.call(contract.referralFriends, { pageNo: 1, pageSize: 10 });
 */
export const referralFriends = defineEndpoint({
  name: 'referralFriends',
  method: 'GET',
  path: '/wps/member/referral/friends',
  auth: 'required',
  caller: 'real-member',
  tag: 'account',
  summary: 'The friends who registered with the member’s code, newest first, masked, with what each earned',
  request: Type.Object({
    pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NO, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
  }),
  response: ReferralFriends,
});

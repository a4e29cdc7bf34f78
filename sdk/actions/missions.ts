import type { PlatformClient } from '../client/create-client';
import {
  missionAvailable,
  missionClaim,
  missionLeaderboard,
  missionList,
  referralFriends,
  referralInfo,
} from '../contract/endpoints/missions';
import type { Missions } from '../contract/entities/missions';
import { requestIds } from '../rules/request-ids';
import { sendOnce } from './idempotent';
import type { LazyActions } from './lazy-actions';

/*
 * The personal centre's missionLeaderboard and referral pages (SPEC §2) and the menu badge of
 * available missions: `croupier.missions`, loaded with its first call (by those pages, or by the
 * menu's badge after the centre shows).
 */

const listeners = new Set<(count: number) => void>();
const tell = (count: number) => {
  for (const listener of listeners) listener(count);
};

/**
 * Missions, their weekly leaderboard and the referral page's calls.
 *
 * @example
 * const { list, available } = await croupier.missions.list();
 * await croupier.missions.claim(list[0].id);
 */
export function missionActions(client: PlatformClient, refreshBalance: () => Promise<void>) {
  const claimIds = requestIds();
  const listed = (answer: Missions) => {
    tell(answer.available);
    return answer;
  };
  return {
    /**
     * Watches the count of available missions (done, not claimed) for the menu's badge: read once
     * now, then told again whenever the missions page reads them. Answers how to stop.
     *
     * @example
     * const stop = await croupier.missions.watchAvailable((count) => render(count));
     */
    watchAvailable: (listener: (count: number) => void): (() => void) => {
      listeners.add(listener);
      client.call(missionAvailable, {}).then(
        ({ count }) => listeners.has(listener) && listener(count),
        // The badge is a hint: a failed read shows none, and the page says why when opened.
        () => undefined,
      );
      return () => listeners.delete(listener);
    },

    /** The member's missions with their progress in the current GMT+8 period. */
    list: () => client.call(missionList, {}).then(listed),

    /**
     * Claims a done mission's reward into the main wallet. A retry of an unanswered claim keeps its
     * idempotency id, so the platform pays it once; the missions are read again after.
     */
    claim: (missionId: number) =>
      sendOnce(claimIds, { missionId }, (requestId) =>
        client.call(missionClaim, { requestId, missionId }),
      ).then(async (claim) => {
        void refreshBalance();
        return claim;
      }),

    /** This GMT+8 week's leaderboard by valid bets, and the member's own row. */
    leaderboard: () => client.call(missionLeaderboard, {}),

    /** The member's affiliate code, the referral rule and what friends earned them. */
    referral: () => client.call(referralInfo, {}),

    /** A page of the friends who registered with the member's code. */
    referralFriends: (pageNo = 1, pageSize = 10) => client.call(referralFriends, { pageNo, pageSize }),
  };
}

/**
 * `croupier.missions`: the missions, leaderboard and referral calls, each answering a promise.
 *
 * @example
 * const { count } = await croupier.missions.list().then((m) => ({ count: m.available }));
 */
export interface MissionActions extends LazyActions<ReturnType<typeof missionActions>> {}

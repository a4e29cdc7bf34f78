import type { Croupier } from '@sdk/runtime';
import type { MemberCentrePage } from '@sdk/rules/centres';

/** The personal centre menu's counts by page (SPEC §2): a badge shows beside an entry above zero. */
export type MenuBadges = Partial<Record<MemberCentrePage, number>>;

/**
 * Where each badged entry's count comes from: a watch that reports it now and whenever it
 * changes, and resolves with the function that stops it. A chunk of its own, so the centre's first
 * load carries none of it (nor the SDK modules the watches load).
 */
const SOURCES: Partial<
  Record<MemberCentrePage, (croupier: Croupier, report: (count: number) => void) => Promise<() => void>>
> = {
  // The unread count of the header's badge too (croupier.messages: login, every minute, reads).
  messageV2: (croupier, report) => croupier.messages.watchUnread(report),
  // Missions done and not yet claimed (croupier.missions: on open, and after each read or claim).
  missionLeaderboard: (croupier, report) => croupier.missions.watchAvailable(report),
};

/** Watches every badged entry while the centre is open; answers the function that stops them all. */
export function watchBadges(croupier: Croupier, onChange: (badges: MenuBadges) => void): () => void {
  let badges: MenuBadges = {};
  // A source that fails (its module did not load) shows no badge, and stops nothing.
  const stops = Object.entries(SOURCES).map(([page, watch]) =>
    Promise.resolve()
      .then(() => watch(croupier, (count) => onChange((badges = { ...badges, [page]: count }))))
      .catch(() => () => undefined),
  );
  return () => stops.forEach((stop) => void stop.then((s) => s()));
}

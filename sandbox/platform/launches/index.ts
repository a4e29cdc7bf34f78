/**
 * Game launches (SPEC §4): a launch's token and what it opens, and ending a member's launches when
 * their session ends.
 */
export { endLaunches, resolveLaunch } from './launches';
export type { GameKind, Launch } from './launches';
export type { LiveLaunch } from './repository';

import type { LaunchRequest } from '../contract/entities/game';

/**
 * SPEC §3 game launch payload: the fields every game launch sends unchanged. The contract accepts
 * these values only, so the portal, the contract tests and the bench share this one copy.
 */
export const GAME_LAUNCH_DEFAULTS = {
  accountType: 1,
  confirmTrans: 0,
  launchMode: 'GLS',
  platform: 'html5-desktop',
  clientType: 3,
} as const satisfies Partial<LaunchRequest>;

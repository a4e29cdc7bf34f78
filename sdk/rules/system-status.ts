/**
 * SPEC §4 system status codes.
 *
 * @example
 * rules.systemStatusCode(status) === rules.SYSTEM_STATUS.maintenance;
 */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, restricted: 2 } as const;

/**
 * The screen the whole page shows: the portal, maintenance, or the region restriction.
 *
 * @example
 * const screen: rules.RootScreen = rules.rootScreen(status);
 * if (screen === 'maintenance') showMaintenance();
 */
export type RootScreen = 'normal' | 'maintenance' | 'restricted';

/**
 * SPEC §4: the root screen the page shows; maintenance wins over region restriction.
 *
 * @example
 * rules.rootScreen({ maintenance: false, regionRestriction: true }); // 'restricted'
 */
export function rootScreen(status: { maintenance: boolean; regionRestriction: boolean }): RootScreen {
  if (status.maintenance) return 'maintenance';
  if (status.regionRestriction) return 'restricted';
  return 'normal';
}

/**
 * The numeric code of SPEC §4 for a status answer.
 *
 * @example
 * rules.systemStatusCode({ maintenance: true, regionRestriction: true }); // 1
 */
export function systemStatusCode(status: { maintenance: boolean; regionRestriction: boolean }): 0 | 1 | 2 {
  return SYSTEM_STATUS[rootScreen(status)];
}

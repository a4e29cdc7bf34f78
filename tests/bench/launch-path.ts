import { GAME_LAUNCH_DEFAULTS } from '../../sdk/rules/launch-defaults';

/**
 * The launch of the bench's slot (node 1, PG) as the platform's page sends it: a GET whose query
 * is the launch payload; the session goes in the Authorization header.
 */
export const slotLaunchPath = () =>
  `/wps/game/launchGame?${new URLSearchParams({
    nodeId: '1',
    vassalage: 'PG',
    ...Object.fromEntries(Object.entries(GAME_LAUNCH_DEFAULTS).map(([k, v]) => [k, String(v)])),
    merchantCode: 'CROUPIER',
    language: 'ES',
  })}`;

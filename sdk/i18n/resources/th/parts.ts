import type { PartLoaders } from '../../part-loaders';

/** The Thai pack's parts but core, each its own chunk (see create-i18n). */
export const parts: PartLoaders = {
  auth: () => import('./auth').then((m) => m.auth),
  portal: () => import('./portal').then((m) => m.portal),
  centres: () => import('./centres').then((m) => m.centres),
  money: () => import('./money').then((m) => m.money),
  games: () => import('./games').then((m) => m.games),
  agent: () => import('./agent').then((m) => m.agent),
  protection: () => import('./protection').then((m) => m.protection),
  rewards: () => import('./rewards').then((m) => m.rewards),
};

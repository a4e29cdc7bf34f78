import type { PartLoaders } from '../../part-loaders';
import { withPluralForms } from '../../plural-forms';

/**
 * The Arabic pack's parts but core, each its own chunk (see create-i18n), with Arabic's six plural
 * forms filled in from the two its texts are written in.
 */
export const parts: PartLoaders = {
  auth: () => import('./auth').then((m) => withPluralForms(m.auth, 'ar')),
  portal: () => import('./portal').then((m) => withPluralForms(m.portal, 'ar')),
  centres: () => import('./centres').then((m) => withPluralForms(m.centres, 'ar')),
  money: () => import('./money').then((m) => withPluralForms(m.money, 'ar')),
  games: () => import('./games').then((m) => withPluralForms(m.games, 'ar')),
  agent: () => import('./agent').then((m) => withPluralForms(m.agent, 'ar')),
  protection: () => import('./protection').then((m) => withPluralForms(m.protection, 'ar')),
  rewards: () => import('./rewards').then((m) => withPluralForms(m.rewards, 'ar')),
};

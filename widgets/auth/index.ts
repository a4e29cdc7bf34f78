import { lazy } from 'react';

export { AuthButtons } from './auth-buttons';
/**
 * The log-in, registration and password modals come in their own chunk, fetched when they first
 * mount: the header's buttons are on every first view, the modals' forms only once a player asks.
 * (Exported as they were, beside the buttons, they were in the portal's first load.) A page that
 * imports this index lazily takes `loadAuthModals` (React's lazy cannot resolve to a lazy).
 */
export const loadAuthModals = () => import('./auth-modals').then((m) => ({ default: m.AuthModals }));
export const AuthModals = lazy(loadAuthModals);

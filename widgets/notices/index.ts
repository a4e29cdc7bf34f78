import { lazy } from 'react';

export { NoticeStrip } from './notice-strip';
/**
 * The notice modal comes in its own chunk: it brings the HTML sanitizer, which the home page's
 * strip does not need until a player opens a notice.
 */
export const NoticeModal = lazy(() => import('./notice-modal').then((m) => ({ default: m.NoticeModal })));

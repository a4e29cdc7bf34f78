export { NoticeModal } from './notice-modal';
export { NoticeStrip } from './notice-strip';

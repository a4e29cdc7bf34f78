export { NoticeModal } from './notice-modal';

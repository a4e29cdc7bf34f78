export { AuthModals } from './auth-modals';
export { AuthButtons } from './auth-buttons';

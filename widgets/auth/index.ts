export { AuthModals } from './auth-modals';

export { GameModals } from './game-modals';

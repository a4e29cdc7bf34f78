export { GameShell } from './game-shell';
export { GameInPlace } from './game-in-place';

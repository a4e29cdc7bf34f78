export { GameShell } from './game-shell';

export { WinnersBoard } from './winners-board';

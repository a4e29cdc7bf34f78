export { LotteryBoard } from './lottery-board';

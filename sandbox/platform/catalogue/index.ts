/**
 * The catalogue (SPEC §2): vendors, games, lotteries and their draws, as launches, rounds and the
 * demo vendor look them up.
 */
export { gameName } from './game-list';
export { DRAWN, MAX_PICKS, PAYS_PER_HIT, drawFromSeed, lotteryPayout } from './lottery-math';
export { lotteryNumber } from './lottery-number';
export {
  findGame,
  findGameByAnyVendor,
  findGameById,
  findLotteryGame,
  findRoom,
  findRoomGame,
  findVendor,
  firstLotteryGame,
  tableGames,
  vendorMaintenance,
} from './repository';
export type { GameRow } from './repository';

/** The member's records (betting, account, profit): their handlers, and the bench's bulk seeder. */
export { recordsHandlers } from './records-handlers';
export { seedRoundsForBench, type SeededRounds } from './bench-seed';
export { checkedRange, type CheckedRange } from './range';

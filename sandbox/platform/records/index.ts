/** The member's records (betting, account, profit), as others use them: the checked day range, and the bench's bulk seeder. */
export { seedRoundsForBench, type SeededRounds } from './bench-seed';
export { checkedRange, type CheckedRange } from './range';
export { betTotals, betView } from './bets';

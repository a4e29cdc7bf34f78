/** Two-digit lottery numbers, as the Vietnamese and SEA lotteries use them. */
export const lotteryNumber = (n: number) => String(n).padStart(2, '0');

import type { DeepText } from '../deep-text';
import type { rewardsVip as es, rewardsVipErrors as esErrors } from '../es/rewards-vip';

/* English: the /vip and manualRebate texts (see es/rewards-vip.ts). */
export const rewardsVip: DeepText<typeof es> = {
  vip: {
    heading: 'VIP',
    intro:
      'Every valid bet takes you closer to the next VIP level: more rebate, higher withdrawals and a bonus when you level up.',
    ladder: 'VIP levels',
    levelName: 'VIP {{level}}',
    columns: {
      level: 'Level',
      threshold: 'Cumulative valid bet',
      bonus: 'Level-up bonus',
      rebate: 'Extra rebate',
      withdraw: 'Daily withdrawal',
      benefits: 'Benefits',
    },
    rebateBonus: '+{{percent}}%',
    withdrawLimit: '{{amount}} · {{count}} times',
    none: '—',
    benefits: {
      rebate: 'Bet rebate',
      levelBonus: 'Level-up bonus',
      birthday: 'Birthday gift',
      fastWithdraw: 'Priority withdrawals',
      manager: 'Personal account manager',
      events: 'Exclusive events',
      gifts: 'Luxury gifts',
    },
    card: {
      title: 'Your level',
      turnover: 'Cumulative valid bet',
      progress: 'Progress to VIP {{level}}',
      toNext: '{{amount}} more valid bet to reach VIP {{level}}.',
      top: 'You have reached the top level.',
    },
    bonuses: {
      title: 'Level-up bonuses',
      empty: 'Reach VIP 1 for your first bonus.',
      claim: 'Claim',
      claimLevel: 'Claim the VIP {{level}} bonus',
      claiming: 'Claiming…',
      claimed: 'Claimed',
      paid: '{{amount}} was credited to your main wallet.',
    },
    guest: {
      text: 'Log in to see your level and progress and to claim your bonuses.',
      login: 'Log in',
    },
    trial: 'Trial accounts have no VIP level. Register an account to start climbing.',
    register: 'Register',
    you: 'Your level',
  },
  rebate: {
    intro:
      'Get back a share of your valid bets: each game category has its rate, and your VIP level raises it.',
    since: 'Bets settled since {{date}} (GMT+8)',
    sinceFirst: 'All your settled bets so far',
    caption: 'Rebate by category',
    columns: { category: 'Category', validBet: 'Valid bet', rate: 'Rate', amount: 'Rebate' },
    rate: '{{percent}}%',
    total: 'Total',
    vipBonus: 'Includes +{{percent}}% from your VIP {{level}} level.',
    claim: 'Claim {{amount}}',
    claiming: 'Claiming…',
    nothing: 'No rebate yet. Play and come back later.',
    paid: '{{amount}} was credited to your main wallet.',
    history: {
      title: 'Rebates claimed',
      empty: 'You have not claimed a rebate yet.',
      caption: 'Your rebates, newest first',
      date: 'Date (GMT+8)',
      validBet: 'Valid bet',
      amount: 'Amount',
      pages: 'Pages of rebates',
    },
    categories: {
      ELOTT: 'E-lottery',
      LOTT: 'Lottery',
      LIVE: 'Live casino',
      SPORTS: 'Sports',
      FISH: 'Fishing',
      RNG: 'Slots',
      PVP: 'Poker',
      ESPORTS: 'E-sports',
      COCKFIGHT: 'Cockfighting',
    },
  },
};

/** The refusals of the VIP and rebate calls. */
export const rewardsVipErrors: DeepText<typeof esErrors> = {
  vip_level_not_reached: 'You have not reached that VIP level yet.',
  vip_bonus_claimed: 'You already claimed the bonus of that level.',
  rebate_nothing_to_claim: 'There is no rebate to claim.',
  rebate_amount_changed: 'Your rebate changed to {{value.amount}}. Check it and claim again.',
  rewards_unavailable: 'Rewards are not available right now. Please try again later.',
};

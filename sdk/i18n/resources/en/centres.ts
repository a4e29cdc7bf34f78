import type { CentresTexts } from '../es/centres';

export const centres: CentresTexts = {
  memberCentre: {
    title: 'Personal center',
    menu: 'Personal centre menu',
    pages: {
      securityCenter: 'My account',
      transferFund: 'My wallet',
      depositv2: 'Deposit',
      withdraw: 'Withdraw',
      transferUpline: 'Transfer to upline',
      personalHistoryCopy: 'Betting record',
      transactionHistory: 'Account record',
      personalProfit: 'Personal loss',
      bonusDetails: 'Bonus details',
      rewardCenter: 'Reward center',
      referral: 'Invite friends',
      missionLeaderboard: 'Mission activity',
      messageV2: 'Platform information',
      manualRebate: 'Rebate promo',
    },
  },
  agentCentre: {
    title: 'Agent centre',
    menu: 'Agent centre menu',
    closePanel: 'Close the panel',
    pages: {
      announcement: 'Announcements',
      agentTeamOverview: 'Team overview',
      registerCenter: 'Register account',
      downlineManagement: 'Team management',
      teamBetting: 'Team betting',
      agentPnl: 'User loss/results',
      agentRevenue: 'My income',
      downlineTransactions: 'Account/transaction details',
      dividend: 'Dividend/bonus',
      dailySalary: 'Daily salary',
      hourlySalary: 'Hourly salary',
    },
  },
};

import type { DeepText } from '../deep-text';
import type { rewardsMissions as es } from '../es/rewards-missions';

/* English: the missions and referral pages (see es/rewards-missions.ts). */
export const rewardsMissions: DeepText<typeof es> = {
  errors: {
    mission_not_complete: 'This mission is not done yet: {{value.progress}} of {{value.goal}} so far.',
    mission_already_claimed: 'You already claimed this mission in this period.',
    mission_unavailable: 'Mission rewards are not available right now. Please try again later.',
  },
  missions: {
    sections: 'Missions and leaderboard',
    tabs: { missions: 'Missions', leaderboard: 'Leaderboard' },
    intro: 'Complete missions by playing and depositing; claim the reward when the bar is full.',
    empty: 'There are no active missions right now.',
    period: { daily: 'Daily', weekly: 'Weekly' },
    resets: 'Resets {{time}} (GMT+8)',
    progress: '{{done}} of {{goal}}',
    progressLabel: 'Progress of “{{title}}”',
    reward: 'Reward: {{amount}}',
    points: '+{{points}} mission points',
    claim: 'Claim',
    claiming: 'Claiming…',
    claimed: 'Claimed',
    inProgress: 'In progress',
    paid: 'You received {{amount}} in your wallet.',
    board: {
      caption: 'Weekly leaderboard by valid bets, {{from}} to {{to}} (GMT+8)',
      rank: 'Rank',
      player: 'Player',
      validBet: 'Valid bets',
      you: 'You',
      yourRank: 'Your rank: {{rank}} with {{amount}} wagered.',
      notRanked: 'Place a bet this week to join the leaderboard.',
      empty: 'Nobody has placed a bet this week yet.',
    },
  },
  referral: {
    explain:
      'Share your link. When a friend registers with it, makes a first deposit and plays it through once, you receive {{percent}}% of it (up to {{cap}}, from a deposit of {{min}}). A friend on your own device, address or payout account earns nothing.',
    code: 'Your code',
    link: 'Invite link',
    copyLink: 'Copy link',
    copyCode: 'Copy code',
    copied: { link: 'Link copied.', code: 'Code copied.' },
    qr: 'QR code of your invite link: {{link}}',
    totals: { friends: 'Friends invited', rewarded: 'Friends who deposited', earned: 'Earned' },
    friends: {
      caption: 'Friends who registered with your link',
      name: 'Friend',
      date: 'Registered',
      deposit: 'First deposit',
      earned: 'Earned you',
      made: 'Made',
      waiting: 'Not yet',
      playing: 'Deposited: playing it through',
      paid: 'Paid',
      withheld: {
        same_device: 'Withheld: same device as yours',
        same_address: 'Withheld: same address as yours',
        same_payout_account: 'Withheld: same payout account as yours',
      },
      empty: 'No friends have registered with your link yet.',
    },
  },
};

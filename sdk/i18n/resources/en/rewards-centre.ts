import type { DeepText } from '../deep-text';
import type { rewardsCentre as es } from '../es/rewards-centre';

/* English: the reward centre (see es/rewards-centre.ts). */
export const rewardsCentre: DeepText<typeof es> = {
  rewardCentre: {
    intro:
      'Every reward you can claim now, what you have received, and the state of your point mall redeems.',
    sections: 'Reward centre sections',
    tabs: { waiting: 'To claim', history: 'Received', redeems: 'Redeems' },
    sources: { promotion: 'Promotion', raffle: 'Raffle', mission: 'Mission', vip: 'VIP', rebate: 'Rebate' },
    vipTitle: 'VIP {{level}} level-up bonus',
    rebateTitle: 'Rebate on your valid bets',
    prizeDrawn: 'Prize to draw',
    total_one: '{{count}} reward to claim: {{amount}} in all, plus any draws.',
    total_other: '{{count}} rewards to claim: {{amount}} in all, plus any draws.',
    empty: 'No rewards to claim yet. Play, complete missions or join a promotion.',
    partial: 'Some rewards could not be read right now; please try again later.',
    claim: 'Claim',
    draw: 'Draw',
    claiming: 'Claiming…',
    claimLabel: 'Claim: {{title}}',
    drawLabel: 'Draw: {{title}}',
    paid: 'Claimed: {{amount}} from “{{title}}” is in your balance.',
    drawn: 'You won {{prize}}: {{amount}} is in your balance.',
    moreMissions: 'See missions',
    historyTitle: 'Rewards received in the last 30 days',
    historyEmpty: 'You have received no rewards in the last 30 days.',
    historyPages: 'Pages of rewards received',
    turnover: 'See each bonus’s turnover',
    columns: { date: 'Date (GMT+8)', reward: 'Reward', amount: 'Amount' },
  },
};

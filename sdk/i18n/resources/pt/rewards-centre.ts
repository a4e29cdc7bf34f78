import type { DeepText } from '../deep-text';
import type { rewardsCentre as es } from '../es/rewards-centre';

/* Portuguese: the reward centre (see es/rewards-centre.ts). */
export const rewardsCentre: DeepText<typeof es> = {
  rewardCentre: {
    intro:
      'Todas as recompensas que você pode resgatar agora, o que já recebeu e o estado das suas trocas no shopping de pontos.',
    sections: 'Seções do centro de recompensas',
    tabs: { waiting: 'A resgatar', history: 'Recebidas', redeems: 'Trocas' },
    sources: { promotion: 'Promoção', raffle: 'Sorteio', mission: 'Missão', vip: 'VIP', rebate: 'Reembolso' },
    vipTitle: 'Bônus de subida para VIP {{level}}',
    rebateTitle: 'Reembolso das suas apostas válidas',
    prizeDrawn: 'Prêmio a sortear',
    total_one: '{{count}} recompensa a resgatar: {{amount}} no total, mais os sorteios.',
    total_other: '{{count}} recompensas a resgatar: {{amount}} no total, mais os sorteios.',
    empty: 'Nenhuma recompensa a resgatar. Jogue, complete missões ou participe de uma promoção.',
    partial: 'Algumas recompensas não puderam ser lidas agora; tente novamente mais tarde.',
    claim: 'Resgatar',
    draw: 'Sortear',
    claiming: 'Resgatando…',
    claimLabel: 'Resgatar: {{title}}',
    drawLabel: 'Sortear: {{title}}',
    paid: 'Resgatado: {{amount}} de “{{title}}” já está no seu saldo.',
    drawn: 'Você ganhou {{prize}}: {{amount}} já está no seu saldo.',
    moreMissions: 'Ver missões',
    historyTitle: 'Recompensas recebidas nos últimos 30 dias',
    historyEmpty: 'Você não recebeu recompensas nos últimos 30 dias.',
    historyPages: 'Páginas de recompensas recebidas',
    turnover: 'Ver o rollover de cada bônus',
    columns: { date: 'Data (GMT+8)', reward: 'Recompensa', amount: 'Valor' },
  },
};

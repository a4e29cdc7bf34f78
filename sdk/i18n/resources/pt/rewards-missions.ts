import type { DeepText } from '../deep-text';
import type { rewardsMissions as es } from '../es/rewards-missions';

/* Portuguese: the missions and referral pages (see es/rewards-missions.ts). */
export const rewardsMissions: DeepText<typeof es> = {
  errors: {
    mission_not_complete:
      'Esta missão ainda não está completa: {{value.progress}} de {{value.goal}} até agora.',
    mission_already_claimed: 'Você já resgatou esta missão neste período.',
    mission_unavailable: 'As recompensas de missões não estão disponíveis agora. Tente mais tarde.',
  },
  missions: {
    sections: 'Missões e classificação',
    tabs: { missions: 'Missões', leaderboard: 'Classificação' },
    intro: 'Complete missões jogando e depositando; resgate a recompensa quando a barra encher.',
    empty: 'Não há missões ativas agora.',
    period: { daily: 'Diária', weekly: 'Semanal' },
    resets: 'Reinicia em {{time}} (GMT+8)',
    progress: '{{done}} de {{goal}}',
    progressLabel: 'Progresso de “{{title}}”',
    reward: 'Recompensa: {{amount}}',
    points: '+{{points}} pontos de missão',
    claim: 'Resgatar',
    claiming: 'Resgatando…',
    claimed: 'Resgatada',
    inProgress: 'Em andamento',
    paid: 'Você recebeu {{amount}} na sua carteira.',
    board: {
      caption: 'Classificação semanal por apostas válidas, de {{from}} a {{to}} (GMT+8)',
      rank: 'Posição',
      player: 'Jogador',
      validBet: 'Apostas válidas',
      you: 'Você',
      yourRank: 'Sua posição: {{rank}} com {{amount}} apostados.',
      notRanked: 'Faça uma aposta nesta semana para entrar na classificação.',
      empty: 'Ninguém apostou nesta semana ainda.',
    },
  },
  referral: {
    explain:
      'Compartilhe seu link. Quando um amigo se cadastra com ele, faz o primeiro depósito e o joga uma vez, você recebe {{percent}}% dele (até {{cap}}, a partir de um depósito de {{min}}). Um amigo no seu mesmo dispositivo, endereço ou conta de recebimento não rende nada.',
    code: 'Seu código',
    link: 'Link de convite',
    copyLink: 'Copiar link',
    copyCode: 'Copiar código',
    copied: { link: 'Link copiado.', code: 'Código copiado.' },
    qr: 'Código QR do seu link de convite: {{link}}',
    totals: { friends: 'Amigos convidados', rewarded: 'Amigos que depositaram', earned: 'Ganho' },
    friends: {
      caption: 'Amigos que se cadastraram com seu link',
      name: 'Amigo',
      date: 'Cadastro',
      deposit: 'Primeiro depósito',
      earned: 'Rendeu a você',
      made: 'Feito',
      waiting: 'Ainda não',
      playing: 'Depositou: jogando',
      paid: 'Pago',
      withheld: {
        same_device: 'Retido: mesmo dispositivo que o seu',
        same_address: 'Retido: mesmo endereço que o seu',
        same_payout_account: 'Retido: mesma conta de recebimento que a sua',
      },
      empty: 'Nenhum amigo se cadastrou com seu link ainda.',
    },
  },
};

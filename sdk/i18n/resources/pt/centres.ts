import type { CentresTexts } from '../es/centres';

export const centres: CentresTexts = {
  memberCentre: {
    title: 'Central pessoal',
    menu: 'Menu da central pessoal',
    pages: {
      securityCenter: 'Minha conta',
      transferFund: 'Minha carteira',
      depositv2: 'Depositar',
      withdraw: 'Sacar',
      transferUpline: 'Transferir ao superior',
      personalHistoryCopy: 'Histórico de apostas',
      transactionHistory: 'Extrato da conta',
      personalProfit: 'Perdas e ganhos',
      bonusDetails: 'Detalhes de bônus',
      rewardCenter: 'Central de recompensas',
      referral: 'Convidar amigos',
      missionLeaderboard: 'Missões',
      messageV2: 'Informações da plataforma',
      manualRebate: 'Promoção de reembolso',
    },
  },
  agentCentre: {
    title: 'Central do agente',
    menu: 'Menu da central do agente',
    closePanel: 'Fechar o painel',
    pages: {
      announcement: 'Anúncios',
      agentTeamOverview: 'Visão da equipe',
      registerCenter: 'Cadastrar conta',
      downlineManagement: 'Gestão da equipe',
      teamBetting: 'Apostas da equipe',
      agentPnl: 'Resultados dos usuários',
      agentRevenue: 'Minha renda',
      downlineTransactions: 'Detalhes de transações',
      dividend: 'Dividendos',
      dailySalary: 'Salário diário',
      hourlySalary: 'Salário por hora',
    },
  },
};

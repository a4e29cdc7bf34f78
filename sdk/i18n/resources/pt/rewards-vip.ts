import type { DeepText } from '../deep-text';
import type { rewardsVip as es, rewardsVipErrors as esErrors } from '../es/rewards-vip';

/* Portuguese: the /vip and manualRebate texts (see es/rewards-vip.ts). */
export const rewardsVip: DeepText<typeof es> = {
  vip: {
    heading: 'VIP',
    intro:
      'Cada aposta válida leva você ao próximo nível VIP: mais reembolso, saques maiores e um bônus ao subir de nível.',
    ladder: 'Níveis VIP',
    levelName: 'VIP {{level}}',
    columns: {
      level: 'Nível',
      threshold: 'Aposta válida acumulada',
      bonus: 'Bônus de subida',
      rebate: 'Reembolso extra',
      withdraw: 'Saque diário',
      benefits: 'Vantagens',
    },
    rebateBonus: '+{{percent}}%',
    withdrawLimit: '{{amount}} · {{count}} vezes',
    none: '—',
    benefits: {
      rebate: 'Reembolso de apostas',
      levelBonus: 'Bônus de subida de nível',
      birthday: 'Presente de aniversário',
      fastWithdraw: 'Saques prioritários',
      manager: 'Gerente de conta pessoal',
      events: 'Eventos exclusivos',
      gifts: 'Presentes de luxo',
    },
    card: {
      title: 'Seu nível',
      turnover: 'Aposta válida acumulada',
      progress: 'Progresso para VIP {{level}}',
      toNext: 'Faltam {{amount}} de aposta válida para VIP {{level}}.',
      top: 'Você chegou ao nível mais alto.',
    },
    bonuses: {
      title: 'Bônus de subida de nível',
      empty: 'Alcance VIP 1 para receber seu primeiro bônus.',
      claim: 'Resgatar',
      claimLevel: 'Resgatar o bônus de VIP {{level}}',
      claiming: 'Resgatando…',
      claimed: 'Resgatado',
      paid: '{{amount}} foram creditados na sua carteira principal.',
    },
    guest: {
      text: 'Entre para ver seu nível e seu progresso e resgatar seus bônus.',
      login: 'Entrar',
    },
    trial: 'Contas de teste não têm nível VIP. Registre uma conta para começar a subir.',
    register: 'Registrar',
    you: 'Seu nível',
  },
  rebate: {
    intro:
      'Receba de volta uma parte das suas apostas válidas: cada categoria de jogo tem sua taxa, e seu nível VIP a aumenta.',
    since: 'Apostas liquidadas desde {{date}} (GMT+8)',
    sinceFirst: 'Todas as suas apostas liquidadas até agora',
    caption: 'Reembolso por categoria',
    columns: { category: 'Categoria', validBet: 'Aposta válida', rate: 'Taxa', amount: 'Reembolso' },
    rate: '{{percent}}%',
    total: 'Total',
    vipBonus: 'Inclui +{{percent}}% do seu nível VIP {{level}}.',
    claim: 'Resgatar {{amount}}',
    claiming: 'Resgatando…',
    nothing: 'Ainda não há reembolso. Jogue e volte mais tarde.',
    paid: '{{amount}} foram creditados na sua carteira principal.',
    history: {
      title: 'Reembolsos resgatados',
      empty: 'Você ainda não resgatou nenhum reembolso.',
      caption: 'Seus reembolsos, os mais recentes primeiro',
      date: 'Data (GMT+8)',
      validBet: 'Aposta válida',
      amount: 'Valor',
      pages: 'Páginas de reembolsos',
    },
    categories: {
      ELOTT: 'Loteria eletrônica',
      LOTT: 'Loteria',
      LIVE: 'Cassino ao vivo',
      SPORTS: 'Esportes',
      FISH: 'Pesca',
      RNG: 'Caça-níqueis',
      PVP: 'Pôquer',
      ESPORTS: 'eSports',
      COCKFIGHT: 'Rinha de galo',
    },
  },
};

/** The refusals of the VIP and rebate calls. */
export const rewardsVipErrors: DeepText<typeof esErrors> = {
  vip_level_not_reached: 'Você ainda não alcançou esse nível VIP.',
  vip_bonus_claimed: 'Você já resgatou o bônus desse nível.',
  rebate_nothing_to_claim: 'Não há reembolso para resgatar.',
  rebate_amount_changed: 'Seu reembolso mudou para {{value.amount}}. Confira e resgate de novo.',
  rewards_unavailable: 'As recompensas não estão disponíveis agora. Tente mais tarde.',
};

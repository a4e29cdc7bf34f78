/*
 * Spanish: the texts of the /vip page and the personal centre's manualRebate page,
 * spread into the rewards part (rewards.ts). The default and fallback language.
 */
export const rewardsVip = {
  vip: {
    heading: 'VIP',
    intro:
      'Cada apuesta válida te acerca al siguiente nivel VIP: más reembolso, retiros más altos y un bono al subir de nivel.',
    ladder: 'Niveles VIP',
    levelName: 'VIP {{level}}',
    columns: {
      level: 'Nivel',
      threshold: 'Apuesta válida acumulada',
      bonus: 'Bono de subida',
      rebate: 'Reembolso extra',
      withdraw: 'Retiro diario',
      benefits: 'Ventajas',
    },
    rebateBonus: '+{{percent}} %',
    withdrawLimit: '{{amount}} · {{count}} veces',
    none: '—',
    benefits: {
      rebate: 'Reembolso de apuestas',
      levelBonus: 'Bono de subida de nivel',
      birthday: 'Regalo de cumpleaños',
      fastWithdraw: 'Retiros prioritarios',
      manager: 'Gestor de cuenta personal',
      events: 'Eventos exclusivos',
      gifts: 'Regalos de lujo',
    },
    card: {
      title: 'Tu nivel',
      turnover: 'Apuesta válida acumulada',
      progress: 'Progreso hacia VIP {{level}}',
      toNext: 'Te faltan {{amount}} de apuesta válida para VIP {{level}}.',
      top: 'Has alcanzado el nivel más alto.',
    },
    bonuses: {
      title: 'Bonos de subida de nivel',
      empty: 'Alcanza VIP 1 para recibir tu primer bono.',
      claim: 'Reclamar',
      claimLevel: 'Reclamar el bono de VIP {{level}}',
      claiming: 'Reclamando…',
      claimed: 'Reclamado',
      paid: 'Se abonaron {{amount}} a tu billetera principal.',
    },
    guest: {
      text: 'Inicia sesión para ver tu nivel, tu progreso y reclamar tus bonos.',
      login: 'Iniciar sesión',
    },
    trial: 'Las cuentas de prueba no tienen nivel VIP. Registra una cuenta para empezar a subir.',
    register: 'Registrarse',
    you: 'Tu nivel',
  },
  rebate: {
    intro:
      'Recupera una parte de tus apuestas válidas: cada categoría de juego tiene su porcentaje y tu nivel VIP lo aumenta.',
    since: 'Apuestas liquidadas desde {{date}} (GMT+8)',
    sinceFirst: 'Todas tus apuestas liquidadas hasta ahora',
    caption: 'Reembolso por categoría',
    columns: { category: 'Categoría', validBet: 'Apuesta válida', rate: 'Porcentaje', amount: 'Reembolso' },
    rate: '{{percent}} %',
    total: 'Total',
    vipBonus: 'Incluye +{{percent}} % de tu nivel VIP {{level}}.',
    claim: 'Reclamar {{amount}}',
    claiming: 'Reclamando…',
    nothing: 'Aún no hay reembolso. Juega y vuelve más tarde.',
    paid: 'Se abonaron {{amount}} a tu billetera principal.',
    history: {
      title: 'Reembolsos reclamados',
      empty: 'Todavía no has reclamado ningún reembolso.',
      caption: 'Tus reembolsos, los más recientes primero',
      date: 'Fecha (GMT+8)',
      validBet: 'Apuesta válida',
      amount: 'Importe',
      pages: 'Páginas de reembolsos',
    },
    categories: {
      ELOTT: 'Lotería electrónica',
      LOTT: 'Lotería',
      LIVE: 'Casino en vivo',
      SPORTS: 'Deportes',
      FISH: 'Pesca',
      RNG: 'Tragamonedas',
      PVP: 'Póker',
      ESPORTS: 'eSports',
      COCKFIGHT: 'Peleas de gallos',
    },
  },
};

/** The refusals of the VIP and rebate calls, merged into the rewards part's errors. */
export const rewardsVipErrors = {
  vip_level_not_reached: 'Aún no has alcanzado ese nivel VIP.',
  vip_bonus_claimed: 'Ya reclamaste el bono de ese nivel.',
  rebate_nothing_to_claim: 'No hay reembolso pendiente de reclamar.',
  rebate_amount_changed: 'Tu reembolso cambió a {{value.amount}}. Revísalo y reclámalo de nuevo.',
  rewards_unavailable: 'Las recompensas no están disponibles ahora. Inténtalo más tarde.',
};

/** Spanish (centres): the default and fallback language; every language has exactly these keys. */
export const centres = {
  memberCentre: {
    title: 'Centro personal',
    menu: 'Menú del centro personal',
    pages: {
      securityCenter: 'Mi cuenta',
      transferFund: 'Mi billetera',
      depositv2: 'Depositar',
      withdraw: 'Retirar',
      transferUpline: 'Transferir a superior',
      personalHistoryCopy: 'Historial de apuestas',
      transactionHistory: 'Historial de cuenta',
      personalProfit: 'Pérdidas y ganancias',
      bonusDetails: 'Detalle de bonos',
      rewardCenter: 'Centro de recompensas',
      referral: 'Invitar amigos',
      missionLeaderboard: 'Misiones',
      messageV2: 'Información de la plataforma',
      manualRebate: 'Promoción de reembolso',
    },
  },
  agentCentre: {
    title: 'Centro de agentes',
    menu: 'Menú del centro de agentes',
    closePanel: 'Cerrar el panel',
    pages: {
      announcement: 'Anuncios',
      agentTeamOverview: 'Resumen del equipo',
      registerCenter: 'Registrar cuenta',
      downlineManagement: 'Gestión del equipo',
      teamBetting: 'Apuestas del equipo',
      agentPnl: 'Resultados de usuarios',
      agentRevenue: 'Mis ingresos',
      downlineTransactions: 'Detalle de transacciones',
      dividend: 'Dividendos',
      dailySalary: 'Salario diario',
      hourlySalary: 'Salario por hora',
    },
  },
};

export type CentresTexts = DeepText<typeof centres>;
type DeepText<T> = { [K in keyof T]: T[K] extends string ? string : DeepText<T[K]> };

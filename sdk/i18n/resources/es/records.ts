import type { DeepText } from '../deep-text';

/** Spanish (records): the default and fallback language; every language has exactly these keys. */
export const records = {
  filter: {
    label: 'Filtrar',
    period: 'Periodo',
    presets: {
      today: 'Hoy',
      yesterday: 'Ayer',
      '7days': '7 días',
      '30days': '30 días',
      custom: 'Personalizado',
    },
    from: 'Desde',
    to: 'Hasta',
    apply: 'Aplicar',
    rangeHint: 'Días en hora GMT+8, hasta {{max}} días.',
    showing: 'Del {{from}} al {{to}} (GMT+8)',
    showingDay: '{{day}} (GMT+8)',
    category: 'Categoría',
    allCategories: 'Todas',
    vendor: 'Proveedor',
    allVendors: 'Todos',
    kind: 'Tipo de movimiento',
    allKinds: 'Todos',
  },
  range: {
    format: 'Elige una fecha válida',
    future: 'No puede ser posterior a hoy',
    order: 'La fecha final es anterior a la inicial',
    too_long: 'Elige como máximo {{max}} días',
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
  kinds: {
    opening: 'Saldo inicial',
    trial_credit: 'Saldo de prueba',
    deposit: 'Depósito',
    bonus: 'Bono',
    rebate: 'Reembolso',
    withdrawal: 'Retiro',
    withdrawal_return: 'Retiro devuelto',
    bet: 'Apuesta',
    win: 'Premio',
    rollback: 'Apuesta anulada',
    transfer: 'Transferencia con una persona',
    wallet_transfer: 'Transferencia a billetera de proveedor',
    adjustment: 'Ajuste',
    promotion_bonus: 'Bono de promoción',
    raffle_prize: 'Premio de sorteo',
  },
  time: 'Hora (GMT+8)',
  bets: {
    totals: 'Totales del periodo',
    count: 'Apuestas',
    stake: 'Apostado',
    validBet: 'Apuesta válida',
    payout: 'Pagado',
    winLoss: 'Ganancia/pérdida',
    game: 'Juego',
    gameDetail: '{{category}} · {{vendor}} · ronda {{round}}',
    statuses: {
      settled: 'Liquidada',
      refunded: 'Reembolsada',
      open: 'Pendiente',
    },
    caption: 'Tus apuestas del periodo, las más recientes primero',
    pages: 'Páginas del historial de apuestas',
    empty: 'No hay apuestas en este periodo.',
  },
  account: {
    kind: 'Tipo',
    amount: 'Importe',
    balanceAfter: 'Saldo después',
    reference: 'Referencia',
    caption: 'Movimientos de tu cuenta del periodo, los más recientes primero',
    pages: 'Páginas del historial de cuenta',
    empty: 'No hay movimientos en este periodo.',
    count_one: '{{count}} movimiento',
    count_other: '{{count}} movimientos',
    export: 'Exportar CSV',
    exporting: 'Preparando el archivo…',
    exported_one: 'Descargado: {{count}} movimiento.',
    exported_other: 'Descargado: {{count}} movimientos.',
    exportLimit: 'Se pueden exportar hasta {{limit}} movimientos a la vez: acorta el periodo.',
    fileName: 'historial-de-cuenta_{{from}}_{{to}}.csv',
  },
  profit: {
    summary: 'Resultado del periodo',
    net: 'Neto',
    stake: 'Apostado',
    payout: 'Pagado',
    bonus: 'Bonos',
    rebate: 'Reembolsos',
    netHint: 'Pagado + bonos + reembolsos − apostado',
    day: 'Día',
    category: 'Categoría',
    gifts: 'Bonos y reembolsos',
    caption: 'Resultado por día y categoría, los días más recientes primero',
    empty: 'No hay resultados en este periodo.',
    chartTitle: 'Neto de los últimos 30 días',
    chartCaption: 'Neto por día de los últimos 30 días (GMT+8)',
    chartSummary: 'Días con ganancia: {{gains}}. Días con pérdida: {{losses}}. Total: {{total}}.',
    legendGain: 'Día con ganancia (+)',
    legendLoss: 'Día con pérdida (−)',
    showTable: 'Ver como tabla',
    hideTable: 'Ocultar la tabla',
  },
  /** date_range_invalid by its value.reason: the platform refused a range the page let through. */
  refused: {
    format: 'Las fechas del periodo no son válidas. Elígelas de nuevo.',
    order: 'La fecha final del periodo es anterior a la inicial.',
    too_long: 'El periodo es demasiado largo: elige como máximo {{max}} días.',
    future:
      'El periodo no puede terminar después de hoy (hora GMT+8). Revisa la fecha y la hora de tu dispositivo.',
  },
};

/**
 * Error codes that only these pages meet (core holds the shared ones, date_range_invalid among
 * them). export_too_large is the browser's own: an export larger than one file may hold.
 */
export const recordsErrors = {
  date_range_invalid:
    'Elige fechas de como máximo 31 días, sin días futuros y con el inicio antes del final.',
  export_too_large: 'Hay demasiados movimientos para un solo archivo. Acorta el periodo.',
};

export type RecordsTexts = DeepText<typeof records>;
export type RecordsErrorTexts = DeepText<typeof recordsErrors>;

import type { DeepText } from '../deep-text';

/** Spanish (wallet): the default and fallback language; every language has exactly these keys. */
export const wallet = {
  total: 'Saldo total',
  totalHint: 'La suma de todas tus billeteras',
  main: 'Billetera principal',
  mainHint: 'Depósitos, retiros y los juegos sin billetera propia',
  vendors: 'Billeteras de proveedores',
  autoOn:
    'Al abrir un juego de estos proveedores, tu saldo pasa solo a su billetera; al abrir cualquier otro juego vuelve a la principal.',
  autoOff: 'Estos proveedores juegan con su propia billetera: transfiere saldo antes de jugar.',
  recallAll: 'Traer todo a la billetera principal',
  recalled: 'Volvieron {{amount}} a la billetera principal.',
  nothingToRecall: 'Las billeteras de los proveedores ya están vacías.',
  moveIn: 'Cargar',
  moveOut: 'Devolver',
  moveInTo: 'Cargar la billetera de {{wallet}}',
  moveOutOf: 'Devolver a la principal desde {{wallet}}',
  single: 'Todos los juegos usan tu billetera principal: no hay nada que transferir.',
  form: {
    title: 'Transferir entre billeteras',
    from: 'Desde',
    to: 'Hacia',
    swap: 'Intercambiar origen y destino',
    amount: 'Importe ({{currency}})',
    available: 'Disponible: {{amount}}',
    all: 'Todo',
    submit: 'Transferir',
    done: 'Hecho: {{amount}} de {{from}} a {{to}}.',
    walletRequired: 'Elige una billetera',
    sameWallet: 'Elige una billetera distinta de la de origen',
    overBalance:
      'La billetera solo tiene {{available, number(minimumFractionDigits: 2; maximumFractionDigits: 2)}}',
  },
  history: {
    wallet: 'Transferencias entre billeteras',
    person: 'Transferencias con personas',
    caption: 'Tus transferencias, de la más reciente a la más antigua',
    empty: 'Aún no hay transferencias.',
    time: 'Hora (GMT+8)',
    kind: 'Tipo',
    from: 'Desde',
    to: 'Hacia',
    amount: 'Importe',
    pages: 'Páginas de transferencias',
    everyVendor: 'Todos los proveedores',
    sent: 'Enviado',
    received: 'Recibido',
    kinds: {
      wallet: 'Transferencia',
      recall: 'Traer todo',
      auto: 'Automática',
      person: 'Entre personas',
    },
  },
  person: {
    noUpline: 'Tu cuenta no tiene agente superior, así que no hay a quién transferir.',
    recipient: 'Destinatario',
    toUpline: 'Mi agente superior',
    toDownline: 'Un miembro de mi equipo',
    downline: 'Miembro del equipo',
    chooseDownline: 'Elige un miembro',
    amount: 'Importe ({{currency}})',
    available: 'Disponible en la billetera principal: {{amount}}',
    paymentPassword: 'Contraseña de pago',
    submit: 'Transferir ahora',
    needsPaymentPassword: 'Para enviar dinero a otra persona necesitas una contraseña de pago.',
    goSecurity: 'Ir a Mi cuenta',
    turnover:
      'Tu saldo es dinero de bonos aún por apostar (faltan {{amount}} en apuestas): hasta entonces no puede ir a otra persona.',
    overUnlocked:
      '{{locked, number(minimumFractionDigits: 2; maximumFractionDigits: 2)}} de tu saldo es dinero de bonos aún por apostar: puedes enviar hasta {{available, number(minimumFractionDigits: 2; maximumFractionDigits: 2)}}.',
    locked: 'Demasiadas contraseñas de pago erróneas: bloqueada hasta las {{until}} (GMT+8).',
    confirmTitle: 'Confirmar la transferencia',
    confirm: '¿Enviar {{amount}} {{currency}} a {{name}}? Una transferencia enviada no se puede deshacer.',
    confirmButton: 'Enviar',
    done: 'Enviado: {{amount}} a {{name}}. Referencia {{reference}}.',
  },
};

/** Error codes of the platform that only these pages meet (core holds the shared ones). */
export const walletErrors = {
  transfer_wallet_invalid:
    'Esa billetera no admite transferencias o está en ambos lados. Elige otra billetera.',
  transfer_amount_invalid: 'Introduce un importe de al menos el mínimo, con dos decimales como mucho.',
  transfer_insufficient_balance: 'La billetera de origen tiene menos que ese importe.',
  transfer_no_upline: 'Tu cuenta no tiene agente superior.',
  transfer_not_agent: 'Solo los agentes pueden transferir a su equipo.',
  transfer_turnover_required: 'Primero termina de apostar lo que piden tus bonos.',
};

export type WalletTexts = DeepText<typeof wallet>;
export type WalletErrorTexts = DeepText<typeof walletErrors>;

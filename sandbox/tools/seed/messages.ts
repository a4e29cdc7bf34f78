import type { Queryable } from '../../core/db/database';
import { ADMIN_ACCOUNT_TYPE } from '../../platform/accounts';
import { insertMessage, type Texts } from '../../platform/messages';
import { ACCOUNTS } from './accounts';
import { accountIdOf } from './seed-repository';

/**
 * A few platform messages for every demo account that logs in (not the back office's), in the
 * seed's languages, so the messageV2 page and its badge have something to show: the two oldest
 * read, the rest unread. Plain text, as every message is (sdk/contract/entities/messages.ts).
 */
const MESSAGES: { daysAgo: number; read: boolean; title: Texts; content: Texts }[] = [
  {
    daysAgo: 20,
    read: true,
    title: { ES: '¡Bienvenido a Croupier!', EN: 'Welcome to Croupier!' },
    content: {
      ES: 'Gracias por unirte. Tu cuenta está lista: deposita, juega y retira cuando quieras.\nNuestro servicio de atención al cliente está disponible 24/7.',
      EN: 'Thank you for joining. Your account is ready: deposit, play and withdraw whenever you like.\nOur customer care is available 24/7.',
    },
  },
  {
    daysAgo: 12,
    read: true,
    title: { ES: 'Protege tu cuenta', EN: 'Keep your account safe' },
    content: {
      ES: 'Nunca compartas tu contraseña ni tus códigos SMS. Nuestro equipo nunca te los pedirá por teléfono, chat o correo.',
      EN: 'Never share your password or your SMS codes. Our team will never ask for them by phone, chat or email.',
    },
  },
  {
    daysAgo: 6,
    read: false,
    title: { ES: 'Retiros en USDT', EN: 'Withdrawals in USDT' },
    content: {
      ES: 'Ya puedes retirar en USDT (TRC20) desde la página Retirar. Tiempo medio de retiro: unos 10 minutos.',
      EN: 'You can now withdraw in USDT (TRC20) from the Withdraw page. Average withdrawal time: about 10 minutes.',
    },
  },
  {
    daysAgo: 2,
    read: false,
    title: { ES: 'Bono de recarga de fin de semana', EN: 'Weekend reload bonus' },
    content: {
      ES: 'Deposita este fin de semana y recibe un 10 % extra, hasta 500 P.\nConsulta las condiciones en Promociones.',
      EN: 'Deposit this weekend and get 10% extra, up to 500 P.\nSee the terms under Promotions.',
    },
  },
  {
    daysAgo: 0.25,
    read: false,
    title: { ES: 'Juega con responsabilidad', EN: 'Play responsibly' },
    content: {
      ES: 'Puedes fijar límites de depósito, de pérdidas y de sesión, o tomarte un descanso, en tu centro personal, página Juego responsable.',
      EN: 'You can set deposit, loss and session limits, or take a break, in your personal centre, on the Safer gambling page.',
    },
  },
];

const DAY = 86_400_000;

/** The demo accounts that get messages: those that log in to the member portal. */
export const MESSAGE_RECIPIENTS = ACCOUNTS.filter((a) => a.password && a.type !== ADMIN_ACCOUNT_TYPE).map(
  (a) => a.username,
);

/** Gives these accounts the seed's messages, dated back from `now`. */
export async function seedMessagesFor(tx: Queryable, accountIds: number[], now: Date) {
  for (const accountId of accountIds) {
    for (const message of MESSAGES) {
      const createdAt = new Date(now.getTime() - message.daysAgo * DAY);
      await insertMessage(tx, {
        accountId,
        title: message.title,
        content: message.content,
        createdAt,
        readAt: message.read ? new Date(createdAt.getTime() + 3_600_000) : null,
      });
    }
  }
}

export async function seedMessages(tx: Queryable, now: Date) {
  const ids: number[] = [];
  for (const username of MESSAGE_RECIPIENTS) ids.push(await accountIdOf(tx, username));
  await seedMessagesFor(tx, ids, now);
}

import type { Queryable } from '../../core/db/database';
import { insertRows } from './seed-repository';
import { VENDORS } from './vendors';

type Texts = { ES: string; EN: string };

const TEMPLATES: { type: string; title: (v: string) => Texts; content: (v: string, n: number) => Texts }[] = [
  {
    type: 'B',
    title: (v) => ({ ES: `Mantenimiento programado de ${v}`, EN: `Scheduled maintenance: ${v}` }),
    content: (v, n) => ({
      ES: `<p>Los juegos de <strong>${v}</strong> estarán en mantenimiento el día ${n} de 02:00 a 04:00 (GMT+8).</p><p>Tu saldo está a salvo.</p>`,
      EN: `<p><strong>${v}</strong> games will be under maintenance on day ${n} from 02:00 to 04:00 (GMT+8).</p><p>Your balance is safe.</p>`,
    }),
  },
  {
    type: 'PR',
    title: (v) => ({ ES: `Torneo semanal ${v}`, EN: `${v} weekly tournament` }),
    content: (v, n) => ({
      ES: `<p>Juega en ${v} y compite por un bote de <strong>${n * 1000} P</strong>. Los premios se pagan cada lunes.</p>`,
      EN: `<p>Play ${v} games and compete for a <strong>${n * 1000} P</strong> prize pool. Prizes are paid every Monday.</p>`,
    }),
  },
  {
    type: 'PU',
    title: () => ({ ES: 'Retiros en USDT disponibles', EN: 'USDT withdrawals available' }),
    content: (_v, n) => ({
      ES: `<p>Ya puedes retirar en USDT. Tiempo medio: <em>${8 + (n % 5)} minutos</em>.</p>`,
      EN: `<p>You can now withdraw in USDT. Average time: <em>${8 + (n % 5)} minutes</em>.</p>`,
    }),
  },
  {
    type: 'PL',
    title: (v) => ({ ES: `Nuevos juegos de ${v}`, EN: `New games from ${v}` }),
    content: (v, n) => ({
      ES: `<p>Hemos añadido ${n + 4} juegos nuevos de ${v}. Búscalos en la sección <strong>Nuevos</strong>.</p>`,
      EN: `<p>We added ${n + 4} new games from ${v}. Find them under <strong>New</strong>.</p>`,
    }),
  },
  {
    type: 'H',
    title: () => ({ ES: 'Recompensa Zalo de hasta 131k', EN: 'Zalo reward of up to 131k' }),
    content: () => ({
      ES: '<p>Sigue nuestra cuenta oficial de Zalo y recibe una recompensa de hasta <strong>131k</strong>.</p>',
      EN: '<p>Follow our official Zalo account and get a reward of up to <strong>131k</strong>.</p>',
    }),
  },
];

/** Thirty notices over the last two months, newest first by id order reversed. */
export async function seedNotices(db: Queryable, now: Date) {
  const rows = Array.from({ length: 30 }, (_, i) => {
    const template = TEMPLATES[i % TEMPLATES.length]!;
    const vendor = VENDORS[(i * 7) % VENDORS.length]!.name;
    const created = new Date(now.getTime() - (30 - i) * 2 * 86_400_000 - i * 3_600_000);
    return [
      template.type,
      JSON.stringify(template.title(vendor)),
      JSON.stringify(template.content(vendor, i + 1)),
      created,
    ];
  });
  await insertRows(db, 'notices', ['type', 'title', 'content', 'created_at'], rows);
}

import { outlinedLetter } from './display-face';
import { colours, hashOf } from './palette';

/** The motif of each category, drawn on the right of a 600×240 banner. */
const MOTIFS: Record<string, string> = {
  // Two playing cards.
  casino: `<g transform="translate(400 40) rotate(-10)"><rect width="90" height="130" rx="10" fill="#fff"/>${outlinedLetter('A', { x: 14, y: 36, size: 28 }, '#b91c1c')}<path d="M45 55 C58 75 74 85 45 112 C16 85 32 75 45 55 Z" fill="#b91c1c"/></g>
<g transform="translate(470 60) rotate(12)"><rect width="90" height="130" rx="10" fill="#fefce8"/>${outlinedLetter('K', { x: 14, y: 36, size: 28 }, '#111827')}<path d="M45 55 L64 84 L45 112 L26 84 Z" fill="#111827"/></g>`,
  // A football.
  sports: `<g transform="translate(470 120)"><circle r="78" fill="#fff"/><path d="M0 -30 L28 -10 L18 24 L-18 24 L-28 -10 Z" fill="#111827"/><g stroke="#111827" stroke-width="4"><path d="M0 -30 V-76"/><path d="M28 -10 L72 -24"/><path d="M18 24 L44 62"/><path d="M-18 24 L-44 62"/><path d="M-28 -10 L-72 -24"/></g></g>`,
  // A dealer's chip stack.
  live: `<g transform="translate(470 170)">${[0, 1, 2, 3]
    .map(
      (i) =>
        `<ellipse cy="${-i * 22}" rx="80" ry="26" fill="#fff" stroke="currentColor" stroke-width="10" stroke-dasharray="18 14"/>`,
    )
    .join('')}</g>`,
  // A gift box.
  newMember: `<g transform="translate(400 50)"><rect y="50" width="150" height="110" rx="8" fill="#fff"/><rect x="-8" y="30" width="166" height="34" rx="6" fill="#fff"/><rect x="64" y="30" width="22" height="130" fill="currentColor"/><path d="M75 30 C40 -10 20 20 75 30 C130 20 110 -10 75 30 Z" fill="none" stroke="#fff" stroke-width="10"/></g>`,
  // A raffle ticket with a star.
  raffle: `<g transform="translate(380 60) rotate(-8)"><path d="M0 0 h200 v40 a20 20 0 0 0 0 40 v40 h-200 v-40 a20 20 0 0 0 0 -40 z" fill="#fff"/><path d="M100 22 l12 26 28 4 -20 20 5 28 -25 -14 -25 14 5 -28 -20 -20 28 -4 z" fill="currentColor"/></g>`,
};

/**
 * A promotion's banner art (600×240): a gradient of the promotion's own colours, soft coins, and
 * the motif of its category. The title is set by the page in HTML over or beside it, so that it is
 * translated and read by assistive technology.
 */
export function promotionArt(promotion: { id: number; category: string; art: number }): string {
  const { from, to, accent } = colours(hashOf(`promotion-${promotion.id}-${promotion.art}`));
  const seed = hashOf(`promotion-coins-${promotion.id}`);
  const coins = Array.from({ length: 9 }, (_, i) => {
    const x = 40 + ((seed >>> (i % 16)) % 320);
    const y = 30 + ((seed >>> ((i + 3) % 16)) % 180);
    const r = 6 + ((seed >>> (i % 8)) % 14);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${accent}" fill-opacity=".28"/>`;
  }).join('');
  const motif = MOTIFS[promotion.category] ?? MOTIFS.casino!;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 240" width="600" height="240" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="halo" cx=".78" cy=".5" r=".45"><stop offset="0" stop-color="${accent}" stop-opacity=".5"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>
<rect width="600" height="240" fill="url(#bg)"/>
<rect width="600" height="240" fill="url(#halo)"/>
<g stroke="#fff" stroke-opacity=".06" stroke-width="2">${Array.from({ length: 12 }, (_, i) => `<path d="M${i * 60} 240 L${i * 60 + 140} 0"/>`).join('')}</g>
${coins}
<g color="${from}">${motif}</g>
</svg>`;
}

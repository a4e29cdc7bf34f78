import { colours, hashOf } from './palette';

/** What a reward's picture shows: one glyph per kind of reward, drawn in a 200×200 box. */
const GLYPHS: Record<string, string> = {
  // A ticket with a notched edge and a star.
  voucher: `<path d="M30 70 h140 v20 a10 10 0 0 0 0 20 v20 h-140 v-20 a10 10 0 0 0 0 -20 z" fill="#fff"/>
<path d="M100 80 l6 13 14 2 -10 10 2 14 -12 -7 -12 7 2 -14 -10 -10 14 -2 z" fill="currentColor"/>`,
  // A T-shirt.
  merch: `<path d="M70 50 l-35 20 12 25 18 -8 v63 h70 v-63 l18 8 12 -25 -35 -20 q-15 14 -30 0 z" fill="#fff"/>`,
  // A device with a screen.
  gadget: `<rect x="60" y="40" width="80" height="120" rx="14" fill="#fff"/>
<rect x="70" y="55" width="60" height="80" rx="4" fill="currentColor"/><circle cx="100" cy="148" r="5" fill="currentColor"/>`,
  // A crown.
  experience: `<path d="M45 140 l-5 -70 35 30 25 -45 25 45 35 -30 -5 70 z" fill="#fff"/>
<rect x="45" y="145" width="110" height="14" rx="4" fill="#fff"/>`,
};

/**
 * A reward's catalogue picture (200×200): a gradient of the reward's own colours and the glyph of
 * its kind. The name is set by the page in HTML beside it, so that it is translated and read by
 * assistive technology.
 */
export function rewardArt(reward: { id: number; category: string }): string {
  const { from, to, accent } = colours(hashOf(`reward-${reward.id}`));
  const glyph = GLYPHS[reward.category] ?? GLYPHS.voucher!;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" aria-hidden="true">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="200" height="200" rx="24" fill="url(#bg)"/>
<circle cx="100" cy="100" r="78" fill="${accent}" fill-opacity=".18"/>
<g color="${from}">${glyph}</g>
</svg>`;
}

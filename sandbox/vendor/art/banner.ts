import { outlinedLetter } from './display-face';
import { hashOf } from './palette';

const THEMES = [
  { from: '#3b0764', to: '#0f172a', accent: '#f5b700' },
  { from: '#064e3b', to: '#020617', accent: '#34d399' },
  { from: '#7c2d12', to: '#1c1917', accent: '#fb923c' },
  { from: '#1e3a8a', to: '#020617', accent: '#38bdf8' },
];

/**
 * A promotional banner background (1200×400). Headlines are set by the portal in HTML over it,
 * so that they are translated and readable by assistive technology. A right-to-left page shows it
 * mirrored (the headline then sits at the right), so nothing in it may read one way only: the
 * cards are two aces, whose letter is its own mirror image.
 */
/** A small seeded generator (mulberry32): the same banner always gets the same sparkle. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Shade steps of the sparkle: each step is one path, not one element per disc or star. */
const BOKEH_OPACITY = [0.06, 0.1, 0.14] as const;
const STAR_OPACITY = [0.35, 0.55, 0.75] as const;

/** The step of `steps` nearest to `value`. */
const nearest = (steps: readonly number[], value: number) =>
  steps.reduce((best, step) => (Math.abs(step - value) < Math.abs(best - value) ? step : best));

/** A disc as path data (two arcs), to share a path with others of its shade. */
const disc = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;

/**
 * Depth behind the headline: soft bokeh discs and four-point sparkles scattered over the whole
 * banner, denser towards the cards. (A flat gradient also reads as a placeholder to the browser: a
 * hero image with too few bytes for its area is not counted as the page's largest paint.) Each
 * shade is one path: a browser lays out and paints an SVG image on the page's main thread, and as
 * 190 elements the sparkle was most of the hero's 245 layout objects.
 */
function sparkle(seed: number, accent: string): string {
  const next = seeded(seed);
  const round = (n: number) => Math.round(n * 10) / 10;
  // x = 1200·√u: the farther right (where the cards are), the denser.
  const x = () => Math.round(1200 * Math.sqrt(next()));
  const y = () => Math.round(next() * 400);
  const bokeh = new Map<number, string>(BOKEH_OPACITY.map((o) => [o, '']));
  for (let i = 0; i < 50; i++) {
    const [cx, cy, r] = [x(), y(), Math.round(4 + next() * 36)];
    const shade = nearest(BOKEH_OPACITY, 0.04 + next() * 0.12);
    bokeh.set(shade, bokeh.get(shade) + disc(cx, cy, r));
  }
  const stars = new Map<number, string>(STAR_OPACITY.map((o) => [o, '']));
  for (let i = 0; i < 140; i++) {
    const r = round(1 + next() * 5);
    const w = round(r / 4);
    const [cx, cy] = [x(), y()];
    // From the top point round the star, relative: the same few steps over and over compress well.
    const [a, b] = [w, round(r - w)];
    const d = `M${cx} ${round(cy - r)}l${a} ${b} ${b} ${a} ${-b} ${a} ${-a} ${b} ${-a} ${-b} ${-b} ${-a} ${b} ${-a}Z`;
    const shade = nearest(STAR_OPACITY, 0.25 + next() * 0.6);
    stars.set(shade, stars.get(shade) + d);
  }
  const paths = (shades: Map<number, string>) =>
    [...shades].map(([opacity, d]) => `<path d="${d}" fill-opacity="${opacity}"/>`).join('');
  return `<g fill="${accent}">${paths(bokeh)}</g><g fill="#fff">${paths(stars)}</g>`;
}

export function bannerArt(index: number): string {
  const theme = THEMES[index % THEMES.length]!;
  const seed = hashOf(`banner-${index}`);
  const coins = Array.from({ length: 14 }, (_, i) => {
    const x = 640 + ((seed >>> (i % 16)) % 520) + ((i * 37) % 60);
    const y = 40 + ((seed >>> ((i + 5) % 16)) % 300);
    const r = 14 + ((seed >>> (i % 8)) % 26);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#coin)" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400" preserveAspectRatio="xMidYMid slice">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.from}"/><stop offset="1" stop-color="${theme.to}"/></linearGradient>
<radialGradient id="coin" cx=".35" cy=".3" r=".7"><stop offset="0" stop-color="#fff7cc"/><stop offset=".5" stop-color="${theme.accent}"/><stop offset="1" stop-color="#7a4a00"/></radialGradient>
<radialGradient id="halo" cx=".75" cy=".5" r=".5"><stop offset="0" stop-color="${theme.accent}" stop-opacity=".45"/><stop offset="1" stop-color="${theme.accent}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="1200" height="400" fill="url(#bg)"/>
<rect width="1200" height="400" fill="url(#halo)"/>
<path stroke="#fff" stroke-opacity=".06" stroke-width="2" d="${Array.from({ length: 20 }, (_, i) => `M${i * 70} 400L${i * 70 + 300} 0`).join('')}"/>
${sparkle(seed, theme.accent)}
${coins}
<g transform="translate(860 90) rotate(12)"><rect width="150" height="210" rx="16" fill="#fff"/>${outlinedLetter('A', { x: 22, y: 52, size: 44 }, '#b91c1c')}<path d="M75 80 C95 110 120 125 75 170 C30 125 55 110 75 80 Z" fill="#b91c1c"/></g>
<g transform="translate(780 120) rotate(-10)"><rect width="150" height="210" rx="16" fill="#fefce8" stroke="#000" stroke-opacity=".1"/>${outlinedLetter('A', { x: 22, y: 52, size: 44 }, '#111827')}<path d="M75 80 L105 125 L75 170 L45 125 Z" fill="#111827"/></g>
</svg>`;
}

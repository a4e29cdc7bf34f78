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
<g stroke="#fff" stroke-opacity=".06" stroke-width="2">${Array.from({ length: 20 }, (_, i) => `<path d="M${i * 70} 400 L${i * 70 + 300} 0"/>`).join('')}</g>
${coins}
<g transform="translate(860 90) rotate(12)"><rect width="150" height="210" rx="16" fill="#fff"/><text x="22" y="52" font-size="44" font-weight="800" fill="#b91c1c" font-family="system-ui,sans-serif">A</text><path d="M75 80 C95 110 120 125 75 170 C30 125 55 110 75 80 Z" fill="#b91c1c"/></g>
<g transform="translate(780 120) rotate(-10)"><rect width="150" height="210" rx="16" fill="#fefce8" stroke="#000" stroke-opacity=".1"/><text x="22" y="52" font-size="44" font-weight="800" fill="#111827" font-family="system-ui,sans-serif">A</text><path d="M75 80 L105 125 L75 170 L45 125 Z" fill="#111827"/></g>
</svg>`;
}

import { colours, escapeXml, hashOf, twoLines } from './palette';
import { symbolFor } from './symbols';

/** Square artwork for a game: gradient, rays, a symbol, its name and its vendor. */
export function gameArt(game: { name: string; vendor: string; gameType: string }): string {
  const seed = hashOf(game.name);
  const { from, to, accent } = colours(seed);
  const lines = twoLines(game.name, 15);
  const rays = Array.from({ length: 12 }, (_, i) => {
    const angle = (i * 30 + (seed % 30)) * (Math.PI / 180);
    const x = 150 + Math.cos(angle) * 260;
    const y = 120 + Math.sin(angle) * 260;
    return `<path d="M150 120 L${x.toFixed(1)} ${y.toFixed(1)} L${(150 + Math.cos(angle + 0.12) * 260).toFixed(1)} ${(120 + Math.sin(angle + 0.12) * 260).toFixed(1)} Z"/>`;
  }).join('');
  const text = lines
    .map(
      (line, i) => `<text x="150" y="${lines.length === 1 ? 252 : 236 + i * 28}">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300" role="img" aria-label="${escapeXml(game.name)}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<linearGradient id="shine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6c8"/><stop offset=".45" stop-color="#f5b700"/><stop offset="1" stop-color="#9a5b00"/></linearGradient>
<radialGradient id="glow" cx=".5" cy=".4" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".75"/></linearGradient>
</defs>
<rect width="300" height="300" fill="url(#bg)"/>
<g fill="#fff" fill-opacity=".07">${rays}</g>
<rect width="300" height="300" fill="url(#glow)"/>
<circle cx="150" cy="112" r="70" fill="${accent}" fill-opacity=".25"/><g transform="translate(80 42) scale(1.4)">${symbolFor(game.gameType, seed)}</g>
<rect width="300" height="300" fill="url(#fade)"/>
<g font-family="system-ui,'Segoe UI',Roboto,sans-serif" font-weight="800" font-size="25" fill="#fff" text-anchor="middle" paint-order="stroke" stroke="#000" stroke-opacity=".35" stroke-width="4">${text}</g>
<g font-family="system-ui,sans-serif" font-weight="700" font-size="13"><rect x="12" y="12" rx="10" width="${Math.max(44, game.vendor.length * 9 + 16)}" height="22" fill="#000" fill-opacity=".45"/><text x="20" y="28" fill="#fff">${escapeXml(game.vendor)}</text></g>
</svg>`;
}

import { colours, escapeXml, hashOf } from './palette';
import { symbolFor } from './symbols';

/**
 * Square artwork for a game: gradient, rays and a symbol, with no text. The lobby prints the name
 * and vendor under the art (and a screen reader reads them there), and text inside an SVG image is
 * what makes it slow to draw: a fast scroll through the lobby paints dozens of these a frame.
 */
export function gameArt(game: { name: string; gameType: string }): string {
  const seed = hashOf(game.name);
  const { from, to, accent } = colours(seed);
  const point = (angle: number) =>
    `${(150 + Math.cos(angle) * 260).toFixed(1)} ${(130 + Math.sin(angle) * 260).toFixed(1)}`;
  const rays = Array.from({ length: 12 }, (_, i) => {
    const angle = (i * 30 + (seed % 30)) * (Math.PI / 180);
    return `M150 130 L${point(angle)} L${point(angle + 0.12)}Z`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300" role="img" aria-label="${escapeXml(game.name)}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<linearGradient id="shine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6c8"/><stop offset=".45" stop-color="#f5b700"/><stop offset="1" stop-color="#9a5b00"/></linearGradient>
<radialGradient id="glow" cx=".5" cy=".43" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="300" height="300" fill="url(#bg)"/>
<path fill="#fff" fill-opacity=".07" d="${rays}"/>
<rect width="300" height="300" fill="url(#glow)"/>
<circle cx="150" cy="140" r="88" fill="${accent}" fill-opacity=".25"/><g transform="translate(62 52) scale(1.76)">${symbolFor(game.gameType, seed)}</g>
</svg>`;
}

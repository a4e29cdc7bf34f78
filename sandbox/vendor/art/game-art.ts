import { escapeXml, hashOf } from './palette';
import { gamePalette } from './game-palette';
import { isTable, motifName, motifShape } from './motifs';
import { pattern, patternFamily } from './patterns';
import { displayLine, type LinePlacement } from './display-face';
import { titleLines } from './text-fit';

/** What a game's art is drawn from: the same game always gets the same picture. */
export interface GameArtSubject {
  /** The vendor's code: its house colour frames the art and its pattern family fills it. */
  vendor: string;
  /** The vendor's id for the game: with the vendor, what tells two games of one name apart. */
  gameId: string;
  name: string;
  gameType: string;
}

// Endings the catalogue's titles share, set on a ribbon under the title, as game studios do.
const RIBBONS = /\s+(Megaways|Deluxe|Hold & Win|Bonanza|Riches|Rush|Quest|Jackpot|Reels|VIP|[A-Z])$/;
// For a title the display face cannot draw (a script it lacks): the nearest faces a viewer may have.
const DISPLAY_FACE =
  "font-family=\"'Arial Black','Archivo Black',Impact,'Segoe UI Black',system-ui,sans-serif\" font-weight=\"900\"";

/** A line of the title in the display face's outlines, or as text when the face lacks a character. */
const titleLine = (line: string, place: LinePlacement) =>
  displayLine(line, place, { fallbackFont: DISPLAY_FACE }).svg;

/** Where the title sits: at the foot, as a slot's; at the top, as a table's sign. */
type Layout = 'foot' | 'sign';

function title(name: string, house: string, layout: Layout) {
  const ribbon = RIBBONS.exec(name)?.[1];
  const main = (ribbon ? name.slice(0, -ribbon.length).trim() : name).toUpperCase();
  const lines = titleLines(main, 11);
  const size = lines.length === 1 ? 36 : 30;
  // A sign's first line hangs below the tile's corner badges and heart; a foot's last line (or its
  // ribbon) stands on the bottom.
  const bottom =
    layout === 'foot'
      ? ribbon
        ? 244
        : 272
      : lines.length === 1
        ? 104
        : 92 + (lines.length - 1) * (size + 2);
  const ribbonTop = bottom + 10;
  const text = lines
    .map((line, i) =>
      titleLine(line, {
        x: 150,
        y: bottom - (lines.length - 1 - i) * (size + 2),
        size,
        maxWidth: layout === 'sign' ? 220 : 264,
        anchor: 'middle',
      }),
    )
    .join('');
  const label = ribbon && (ribbon.length === 1 ? `TABLE ${ribbon}` : ribbon.toUpperCase());
  const ribbonSvg = label
    ? `<rect x="${150 - 70}" y="${ribbonTop}" width="140" height="28" rx="14" fill="${house}"/><g fill="#fff">${titleLine(label, { x: 150, y: ribbonTop + 20, size: 16, maxWidth: 124, anchor: 'middle' })}</g>`
    : '';
  return `<g fill="#fff" stroke="${house}" stroke-width="5" stroke-linejoin="round" paint-order="stroke">${text}</g>${ribbonSvg}`;
}

/**
 * Square artwork for a game: the vendor's frame and pattern family, the title's colour, a motif
 * from its theme, and the title set in a display face, as a studio's thumbnail is. The lobby
 * prints the name under the art too, for screen readers and for languages the art is not in.
 * A table's title is its sign, at the top: a live table's tile lays the table's state over the
 * art's lower half, where it would hide a slot's title.
 */
export function gameArt(game: GameArtSubject): string {
  const seed = hashOf(`${game.vendor}/${game.gameId}/${game.name}`);
  const colours = gamePalette(game, seed);
  const motif = motifShape(motifName(game, seed));
  const tilt = (seed % 17) - 8;
  const layout: Layout = isTable(game.gameType) ? 'sign' : 'foot';
  // The motif takes the half the title leaves; the shade darkens the title's half.
  const motifY = layout === 'sign' ? 218 : 106;
  const shade = layout === 'sign' ? 'x1="0" y1="1" x2="0" y2="0"' : 'x1="0" y1="0" x2="0" y2="1"';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300" role="img" aria-label="${escapeXml(game.name)}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="${(seed % 3) / 2}" y2="1"><stop offset="0" stop-color="${colours.from}"/><stop offset="1" stop-color="${colours.to}"/></linearGradient>
<linearGradient id="shine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6c8"/><stop offset=".45" stop-color="#f5b700"/><stop offset="1" stop-color="#9a5b00"/></linearGradient>
<radialGradient id="glow" cx=".5" cy=".4" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<linearGradient id="shade" ${shade}><stop offset=".5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".7"/></linearGradient>
</defs>
<rect width="300" height="300" fill="url(#bg)"/>
${pattern(patternFamily(hashOf(game.vendor)), seed)}
<rect width="300" height="300" fill="url(#glow)"/>
<circle cx="150" cy="${motifY}" r="70" fill="${colours.accent}" fill-opacity=".28"/>
<g transform="translate(150 ${motifY}) rotate(${tilt}) translate(-62 -62) scale(1.24)">${motif}</g>
<rect width="300" height="300" fill="url(#shade)"/>
${title(game.name, colours.house, layout)}
<rect x="5" y="5" width="290" height="290" rx="18" fill="none" stroke="${colours.house}" stroke-width="6"/>
</svg>`;
}

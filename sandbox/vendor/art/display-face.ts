import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype, { type Font, type PathCommand } from 'opentype.js';
import { fittedText, textWidth } from './text-fit';

/**
 * The art's display face, Archivo Black (SIL Open Font License), its Latin and Latin Extended
 * files. Titles are drawn as its outlines, not as SVG text: text made each image look up its font
 * list on the viewer's machine (a phone has none of Arial Black, Impact or Segoe UI Black, so the
 * title fell to whatever sans-serif it had), and those look-ups ran on the page's main thread,
 * once per image document: `/`'s first view made 88 of its 125 font look-ups in its art.
 */
const FILES = ['archivo-black-latin-400-normal.woff', 'archivo-black-latin-ext-400-normal.woff'];

let faces: Font[] | undefined;

function loadFaces(): Font[] {
  const require = createRequire(import.meta.url);
  return FILES.map((file) => {
    const bytes = readFileSync(require.resolve(`@fontsource/archivo-black/files/${file}`));
    return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  });
}

/**
 * The line cut into runs of one face each (the files split the alphabet: "ŁÓDŹ" takes both), or
 * undefined when neither face has one of its characters.
 */
function runsOf(text: string): { face: Font; text: string }[] | undefined {
  faces ??= loadFaces();
  const runs: { face: Font; text: string }[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const face = char.trim()
      ? faces.find((candidate) => candidate.charToGlyphIndex(char) > 0)
      : (last?.face ?? faces[0]);
    if (!face) return undefined;
    if (last?.face === face) last.text += char;
    else runs.push({ face, text: char });
  }
  return runs;
}

/** Numbers to a tenth of a unit (finer than a 300-unit tile shows), a minus sign parting them. */
const numbers = (...values: number[]) =>
  values
    .map((value) => String(Math.round(value * 10) / 10))
    .reduce(
      (joined, value) => (joined && !value.startsWith('-') ? `${joined} ${value}` : joined + value),
      '',
    );

/**
 * The outline's path data, written here: opentype.js 2.0's own `toPathData` wrote `NaN` for a
 * coordinate whose fraction prints in exponent form (a "Y" in "MEGAWAYS"), and a browser stops
 * drawing a path at its first bad number.
 */
export function pathData(commands: readonly PathCommand[]): string {
  return commands
    .map((c) => {
      switch (c.type) {
        case 'M':
        case 'L':
          return c.type + numbers(c.x, c.y);
        case 'Q':
          return 'Q' + numbers(c.x1, c.y1, c.x, c.y);
        case 'C':
          return 'C' + numbers(c.x1, c.y1, c.x2, c.y2, c.x, c.y);
        case 'Z':
          return 'Z';
      }
    })
    .join('');
}

export interface LinePlacement {
  /** Where the line starts (anchor start) or its middle (anchor middle). */
  x: number;
  /** The baseline. */
  y: number;
  size: number;
  /** A wider line is narrowed to this, as `textLength` narrows SVG text. */
  maxWidth: number;
  anchor?: 'start' | 'middle';
}

/**
 * One line in the display face as a path, narrowed to `maxWidth` when it is wider; undefined when
 * the face lacks one of its characters (the caller sets it as text instead).
 */
export function outlinedLine(
  text: string,
  place: LinePlacement,
  attrs = '',
): { path: string; width: number } | undefined {
  const runs = runsOf(text);
  if (!runs) return undefined;
  const commands: PathCommand[] = [];
  let natural = 0;
  for (const run of runs) {
    commands.push(...run.face.getPath(run.text, natural, 0, place.size).commands);
    natural += run.face.getAdvanceWidth(run.text, place.size);
  }
  const width = Math.min(natural, place.maxWidth);
  const squeeze = natural > 0 ? width / natural : 1;
  const left = place.anchor === 'middle' ? place.x - width / 2 : place.x;
  const d = pathData(commands);
  const scale = squeeze < 1 ? ` scale(${squeeze.toFixed(3)} 1)` : '';
  return {
    path: `<path ${attrs ? `${attrs} ` : ''}transform="translate(${left.toFixed(1)} ${place.y})${scale}" d="${d}"/>`,
    width,
  };
}

/**
 * A line in the display face's outlines or, when the face lacks one of its characters, as SVG
 * text in `fallbackFont` (its font attributes), as wide as the face's line or the text's estimate.
 */
export function displayLine(
  text: string,
  place: LinePlacement,
  options: { fallbackFont: string; attrs?: string },
): { svg: string; width: number } {
  const attrs = options.attrs ?? '';
  const outlined = outlinedLine(text, place, attrs);
  if (outlined) return { svg: outlined.path, width: outlined.width };
  const width = Math.min(textWidth(text, place.size), place.maxWidth);
  const svg = `<g ${options.fallbackFont}${attrs ? ` ${attrs}` : ''}>${fittedText(text, { ...place, maxWidth: width })}</g>`;
  return { svg, width };
}

const LETTER_FONT = 'font-family="system-ui,sans-serif" font-weight="800"';

/** One letter a picture draws (a card's index, an avatar's initial), filled with `fill`. */
export function outlinedLetter(letter: string, place: Omit<LinePlacement, 'maxWidth'>, fill: string): string {
  return displayLine(
    letter,
    { ...place, maxWidth: place.size * 2 },
    { fallbackFont: LETTER_FONT, attrs: `fill="${fill}"` },
  ).svg;
}

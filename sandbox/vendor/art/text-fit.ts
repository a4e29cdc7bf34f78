import { escapeXml } from './palette';

// Advance widths of a heavy sans-serif, in ems. Fonts differ from machine to machine; these err wide.
const NARROW = /[iljtfrI1.,:;'!| ]/;
const WIDE = /[MWmw@%&]/;
const UPPER = /[A-Z0-9]/;

/** About how wide `text` is drawn at `size` in a bold sans-serif. */
export function textWidth(text: string, size: number): number {
  let ems = 0;
  for (const char of text) {
    if (NARROW.test(char)) ems += 0.34;
    else if (WIDE.test(char)) ems += 0.92;
    else if (UPPER.test(char)) ems += 0.72;
    else ems += 0.6;
  }
  return ems * size;
}

/**
 * A line of text that is exactly `width` wide or narrower, whatever font the viewer has: the
 * estimate sets its length, and `textLength` makes the browser draw it to that length, so a wider
 * face than expected is narrowed instead of running past the edge of the image.
 */
export function fittedText(
  text: string,
  options: {
    x: number;
    y: number;
    size: number;
    maxWidth: number;
    anchor?: 'start' | 'middle';
    attrs?: string;
  },
): string {
  const length = Math.min(textWidth(text, options.size), options.maxWidth).toFixed(1);
  return `<text x="${options.x}" y="${options.y}" font-size="${options.size}" text-anchor="${options.anchor ?? 'start'}" textLength="${length}" lengthAdjust="spacingAndGlyphs" ${options.attrs ?? ''}>${escapeXml(text)}</text>`;
}

/**
 * A title on one line when it is short, else on two lines as even as its words allow (a long
 * line is narrowed by fittedText, never cut).
 */
export function titleLines(title: string, perLine: number): string[] {
  const words = title.split(/\s+/).filter(Boolean);
  if (title.length <= perLine || words.length < 2) return [words.join(' ')];
  let best = [words.join(' ')];
  let longest = Infinity;
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const length = Math.max(...lines.map((l) => l.length));
    if (length < longest) [best, longest] = [lines, length];
  }
  return best;
}

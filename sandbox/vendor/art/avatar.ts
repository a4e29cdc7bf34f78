import { outlinedLetter } from './display-face';
import { colours, escapeXml, hashOf } from './palette';

/** A round avatar with the account's initial. */
export function avatarArt(name: string): string {
  const { from, to } = colours(hashOf(name));
  const letter = outlinedLetter(
    name.slice(0, 1).toUpperCase(),
    { x: 48, y: 62, size: 42, anchor: 'middle' },
    '#fff',
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<circle cx="48" cy="48" r="48" fill="url(#g)"/>
${letter}
</svg>`;
}

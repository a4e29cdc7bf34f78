import { displayLine } from './display-face';
import { colours, escapeXml, hashOf } from './palette';

// For a name the display face cannot draw (a script it lacks).
const FONT = 'font-family="system-ui,\'Segoe UI\',Roboto,sans-serif" font-weight="800"';
const NAME_X = 48;
const NAME_SIZE = 18;

/**
 * A wordmark for a vendor: a monogram badge and the name, the image as wide as the name needs so
 * that no name is cut. The white variant (for dark footers) draws everything in white on transparent.
 */
export function vendorLogo(vendor: { code: string; name: string }, white: boolean): string {
  const { from, accent } = colours(hashOf(vendor.code));
  const initials = vendor.name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const badge = white ? '#fff' : from;
  const mono = white ? '#000' : '#fff';
  const name = displayLine(
    vendor.name,
    { x: NAME_X, y: 31, size: NAME_SIZE, maxWidth: Infinity },
    { fallbackFont: FONT, attrs: `fill="${white ? '#fff' : accent}"` },
  );
  const width = NAME_X + Math.ceil(name.width) + 8;
  const monogram = displayLine(
    initials,
    { x: 22, y: 30, size: 15, maxWidth: 28, anchor: 'middle' },
    { fallbackFont: FONT },
  ).svg;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 48" width="${width}" height="48" role="img" aria-label="${escapeXml(vendor.name)}">
<rect x="4" y="6" width="36" height="36" rx="10" fill="${badge}"/>
<g fill="${mono}" ${white ? 'fill-opacity=".85"' : ''}>${monogram}</g>
${name.svg}
</svg>`;
}

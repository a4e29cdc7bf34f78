import { colours, escapeXml, hashOf } from './palette';

/**
 * A wordmark for a vendor: a monogram badge and the name. The white variant (for dark footers)
 * draws everything in white on transparent.
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
  const word = white ? '#fff' : accent;
  const width = 56 + vendor.name.length * 11;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 48" width="${width}" height="48" role="img" aria-label="${escapeXml(vendor.name)}">
<rect x="4" y="6" width="36" height="36" rx="10" fill="${badge}"/>
<text x="22" y="30" font-family="system-ui,sans-serif" font-weight="900" font-size="15" text-anchor="middle" fill="${mono}" ${white ? 'fill-opacity=".85"' : ''}>${escapeXml(initials)}</text>
<text x="48" y="31" font-family="system-ui,sans-serif" font-weight="800" font-size="18" fill="${word}">${escapeXml(vendor.name)}</text>
</svg>`;
}

/**
 * The prefixes a real platform answers under: its API, and `cdn`, where a brand whose image CDNs
 * the platform names as paths (`/cdn/a`, as the sandbox's brand) keeps its art, on the platform's
 * own origin. Nothing else of it is reachable through the portal.
 */
const PREFIXES = ['wps', 'lgw', 'lotto', 'cdn'];
/** A path made of word characters and `-` only, under one of the prefixes, with no empty segment but a last one. */
const PLAIN = /^\/(?:wps|lgw|lotto|cdn)(?:\/[\w-]+)+\/?$/;

/**
 * The path and query to send to the platform for a request's raw URL, or undefined when the path
 * would leave the platform API. Each segment is decoded once and must then be plain: no `.` or
 * `..`, no `/`, `\` or `%` (a second encoding layer the platform might decode again), no control
 * characters. What is sent is re-encoded from those segments, so the platform resolves exactly
 * the path checked here (a URL parser would turn `/wps/%2e%2e/x` into `/x`).
 */
export function platformPath(rawUrl: string): string | undefined {
  const mark = rawUrl.indexOf('?');
  const rawPath = mark === -1 ? rawUrl : rawUrl.slice(0, mark);
  const query = mark === -1 ? '' : rawUrl.slice(mark);
  // The page's own calls are plain ASCII paths: nothing to decode or re-encode.
  if (PLAIN.test(rawPath)) return rawUrl;
  const [empty, prefix, ...rest] = rawPath.split('/');
  if (empty !== '' || !prefix || !PREFIXES.includes(prefix) || rest.length === 0) return undefined;
  const segments: string[] = [];
  for (const [i, raw] of rest.entries()) {
    const segment = decodeSegment(raw);
    // An empty segment is a trailing slash at most: `//` in the middle is no platform path.
    if (segment === undefined || (segment === '' && i !== rest.length - 1)) return undefined;
    segments.push(encodeURIComponent(segment));
  }
  return `/${prefix}/${segments.join('/')}${query}`;
}

function decodeSegment(raw: string): string | undefined {
  let segment: string;
  try {
    segment = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (segment === '.' || segment === '..' || /[/\\%]|\p{Cc}/u.test(segment)) return undefined;
  return segment;
}

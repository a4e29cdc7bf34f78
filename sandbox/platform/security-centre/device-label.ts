/**
 * The device a login came from, as the security page lists it: the platform's Device header
 * (`web`, `h5`, ...) and, when the User-Agent tells, the browser and the system, e.g.
 * `web · Chrome on Windows`. Headers are the client's word, so the label is short and plain text.
 */

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari, Android also says Linux.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

const MAX_DEVICE = 24;

const first = (table: [RegExp, string][], text: string) => table.find(([pattern]) => pattern.test(text))?.[1];

export function deviceLabel(device: string | undefined, userAgent: string | undefined): string {
  const kind = (device ?? '').replace(/[^\w.-]/g, '').slice(0, MAX_DEVICE) || 'unknown';
  const agent = userAgent ?? '';
  const browser = first(BROWSERS, agent);
  const system = first(SYSTEMS, agent);
  if (browser && system) return `${kind} · ${browser} on ${system}`;
  if (browser ?? system) return `${kind} · ${browser ?? system}`;
  return kind;
}

import { describe, expect, it } from 'vitest';
import { deviceLabel } from './device-label';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const EDGE_WINDOWS = `${CHROME_WINDOWS} Edg/124.0`;
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';

describe('the device a login came from', () => {
  it.each([
    ['Chrome on Windows', 'web', CHROME_WINDOWS, 'web · Chrome on Windows'],
    ['Edge says Chrome too, and is Edge', 'web', EDGE_WINDOWS, 'web · Edge on Windows'],
    ['Safari on an iPhone says Mac OS X too, and is iOS', 'h5', SAFARI_IPHONE, 'h5 · Safari on iOS'],
    ['Android says Linux too, and is Android', 'h5', CHROME_ANDROID, 'h5 · Chrome on Android'],
    ['Firefox on Linux', 'web', FIREFOX_LINUX, 'web · Firefox on Linux'],
    ['no User-Agent: the Device header alone', 'web', undefined, 'web'],
    ['an agent that tells nothing', 'web', 'curl/8.5', 'web'],
    ['no headers at all', undefined, undefined, 'unknown'],
    ['a Device header with markup keeps letters only', '<b>web</b>', undefined, 'bwebb'],
  ] as const)('%s', (_why, device, agent, expected) => {
    expect(deviceLabel(device, agent)).toBe(expected);
  });

  it('keeps a long Device header short', () => {
    expect(deviceLabel('x'.repeat(500), undefined)).toHaveLength(24);
  });
});

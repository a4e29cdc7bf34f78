import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP_UI_FEATURES,
  PLAYWRIGHT_DISABLED_FEATURES,
  PLAYWRIGHT_FEATURES_OFF,
} from './chromium-features';

/** The feature names of playwright-core's own `disabledFeatures = [...]`, read from its source. */
function playwrightsOwnList(): string[] {
  const root = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const source = readFileSync(join(root, 'lib', 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(source)?.[1];
  if (!list) throw new Error('playwright-core no longer has a disabledFeatures list where it was');
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([A-Za-z0-9]+)"/g)].map((match) => match[1]!);
}

describe('the features the test browsers run without', () => {
  it("repeats Playwright's own list, which one flag of ours replaces", () => {
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(playwrightsOwnList());
  });

  it('adds the desktop pages, in a single flag', () => {
    expect(PLAYWRIGHT_FEATURES_OFF.startsWith('--disable-features=')).toBe(true);
    expect(PLAYWRIGHT_FEATURES_OFF.split('=')[1]!.split(',')).toEqual([
      ...PLAYWRIGHT_DISABLED_FEATURES,
      ...DESKTOP_UI_FEATURES,
    ]);
  });
});

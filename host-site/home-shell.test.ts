import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPLASH_END, SPLASH_START, withHomeShell } from './home-shell';

const SOURCE = readFileSync(join(process.cwd(), 'host-site/index.html'), 'utf8');
const PAGE = `<div id="root">${SPLASH_START}<div class="boot-splash"></div>${SPLASH_END}</div>`;

describe('the home page’s outline in place of its splash', () => {
  it('draws the header’s band, the side menu’s place and the preloaded hero art instead of the spinner', () => {
    const html = withHomeShell(PAGE, '/cdn/b/banners/0.svg', 'Croupier');
    expect(html).not.toContain('boot-splash"');
    expect(html).not.toContain(SPLASH_START);
    expect(html).toMatch(
      /^<div id="root"><div class="boot-shell"><div class="boot-shell__header" aria-hidden="true">/,
    );
    expect(html).toContain(
      '<main class="boot-shell__body" aria-busy="true"><h1 class="boot-shell__title">Croupier</h1>',
    );
    expect(html).toContain('<div class="boot-shell__side"></div>');
    expect(html).toContain(
      '<div class="boot-shell__hero" role="progressbar" aria-label="Croupier"><img src="/cdn/b/banners/0.svg" alt="" fetchpriority="high"></div>',
    );
    expect(html.endsWith('</main></div></div>')).toBe(true);
  });

  it('leaves the splash without an image, or on a page without its markers', () => {
    expect(withHomeShell(PAGE, undefined, 'Croupier')).toBe(PAGE);
    expect(withHomeShell(PAGE, '', 'Croupier')).toBe(PAGE);
    const unmarked = '<div id="root"><div class="boot-splash"></div></div>';
    expect(withHomeShell(unmarked, '/cdn/a/banners/0.svg', 'Croupier')).toBe(unmarked);
  });

  it('names the loading page for the brand', () => {
    const html = withHomeShell(PAGE, '/cdn/a/banners/0.svg', 'Lucky & Co');
    expect(html).toContain('<h1 class="boot-shell__title">Lucky &amp; Co</h1>');
    expect(html).toContain('role="progressbar" aria-label="Lucky &amp; Co"');
  });

  it('writes the image address and the brand’s name as text, never as markup', () => {
    const html = withHomeShell(PAGE, '/x"><script>alert(1)</script>&', '"><img src=x onerror=alert(1)>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('src="/x&quot;>&lt;script>alert(1)&lt;/script>&amp;"');
  });

  it('finds its markers around the splash in the host site’s page, and a style for each part', () => {
    const splash = SOURCE.slice(SOURCE.indexOf(SPLASH_START), SOURCE.indexOf(SPLASH_END));
    expect(splash).toContain('class="boot-splash"');
    for (const part of ['boot-shell__header', 'boot-shell__body', 'boot-shell__side', 'boot-shell__hero'])
      expect(SOURCE).toContain(`.${part}`);
  });
});

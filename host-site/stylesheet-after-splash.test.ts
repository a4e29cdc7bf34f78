import { describe, expect, it } from 'vitest';
import { stylesheetsAfterSplash } from './stylesheet-after-splash';

const BUILT = `<!doctype html>
<html>
  <head>
    <style>.boot-splash{display:grid}</style>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C.css">
  </head>
  <body>
    <div id="root"><div class="boot-splash"></div></div>
  </body>
</html>`;

describe('the portal’s style sheet after the splash', () => {
  it('moves every style sheet from the head to the end of the body, after the splash', () => {
    const page = stylesheetsAfterSplash(BUILT);
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toContain('rel="stylesheet"');
    expect(page).toMatch(
      /<div class="boot-splash"><\/div><\/div>\n {4}<link rel="stylesheet" crossorigin href="\/assets\/index-C\.css">\n {2}<\/body>/,
    );
    // The splash's own style, the script and its preload stay where they were.
    expect(head).toContain('<style>.boot-splash{display:grid}</style>');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/runtime-B.js">');
  });

  it('leaves a page without a style sheet as it was', () => {
    const page = BUILT.replace(/\s*<link rel="stylesheet"[^>]*>/, '');
    expect(stylesheetsAfterSplash(page)).toBe(page);
  });
});

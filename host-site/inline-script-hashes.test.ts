// @vitest-environment node
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageScriptHashes } from './inline-script-hashes';
import { brandPage, DEFAULT_BRAND } from './src/config/brand';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('pageScriptHashes', () => {
  it('hashes each inline script exactly as written between its tags', () => {
    const html = '<script>\n  a();\n</script><script type="module">b()</script><script src="/c.js"></script>';
    expect(pageScriptHashes(html)).toEqual([sha256('\n  a();\n'), sha256('b()')].sort());
  });

  it('leaves out data blocks, which the browser never runs', () => {
    expect(pageScriptHashes('<script type="application/json" id="x">{"a":1}</script>')).toEqual([]);
  });

  it("allows the portal page's theme script and nothing of the brand's settings", () => {
    const page = brandPage(readFileSync(join(process.cwd(), 'host-site/index.html'), 'utf8'), DEFAULT_BRAND);
    const hashes = pageScriptHashes(page);
    expect(hashes).toHaveLength(1);
    expect(page).toContain('<script type="application/json"');
  });
});

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The type and body of every `<script>` without a `src` in a page. */
const INLINE = /<script(?![^>]*\bsrc\s*=)([^>]*)>([\s\S]*?)<\/script>/gi;
/** A data block (the brand's settings): the browser never runs it, so no policy needs to allow it. */
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/**
 * CSP sources (`'sha256-…'`) for the scripts written inline in `html`, data blocks left out. The
 * portal's index.html sets a player's theme before the first paint this way; allowing it by hash
 * keeps the policy free of 'unsafe-inline'.
 */
export function pageScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE))
    if (!DATA_BLOCK.test(attributes!))
      hashes.add(`'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
  return [...hashes].sort();
}

/**
 * The same sources for every HTML page under `dir`. typedoc puts the same small script in every
 * page (the theme, set before first paint). Read once at start: a docs rebuild with new inline
 * scripts needs a restart.
 */
export function inlineScriptHashes(dir: string): string[] {
  const hashes = new Set<string>();
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.html'))
        for (const hash of pageScriptHashes(readFileSync(path, 'utf8'))) hashes.add(hash);
    }
  };
  if (existsSync(dir)) visit(dir);
  return [...hashes].sort();
}

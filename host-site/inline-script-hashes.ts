import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The body of every `<script>` without a `src` in a page. */
const INLINE = /<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * CSP sources (`'sha256-…'`) for the inline scripts of the HTML pages under `dir`. typedoc puts
 * the same small script in every page (the theme, set before first paint); allowing it by hash
 * keeps the docs' policy as strict as the portal's, with no 'unsafe-inline'. Read once at start:
 * a docs rebuild with new inline scripts needs a restart.
 */
export function inlineScriptHashes(dir: string): string[] {
  const hashes = new Set<string>();
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.html'))
        for (const [, body] of readFileSync(path, 'utf8').matchAll(INLINE))
          hashes.add(`'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
    }
  };
  if (existsSync(dir)) visit(dir);
  return [...hashes].sort();
}

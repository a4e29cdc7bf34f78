// The `?inline` stylesheet import (Vite's syntax) for rollup builds: the script-tag bundles and
// the npm package.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** `import css from './x.css?inline'` gives the file as a string, comments and extra spaces removed. */
export function inlineCss() {
  return {
    name: 'inline-css',
    resolveId(source, importer) {
      if (!source.endsWith('.css?inline')) return null;
      return fileURLToPath(new URL(source.replace(/\?inline$/, ''), `file://${importer}`)) + '?inline';
    },
    load(id) {
      if (!id.endsWith('.css?inline')) return null;
      const css = readFileSync(id.replace(/\?inline$/, ''), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      // Vite follows an @import in an inline sheet; this plugin does not, and left in, the import
      // would be asked of the partner's page (and miss). A component injects each sheet it needs.
      if (/@import\b/.test(css)) this.error(`${id}: an inline stylesheet cannot @import another`);
      const minified = css
        .replace(/\s+/g, ' ')
        .replace(/\s*([{}:;,>])\s*/g, '$1')
        .trim();
      return `export default ${JSON.stringify(minified)};`;
    },
  };
}

import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { brandFromEnv, brandScript } from './host-site/src/config/brand.ts';
import { PURE_CONTRACT_CALLS, stripSchemasPlugin } from './scripts/strip-schemas.mjs';
import { aliasEntries } from './scripts/path-aliases.mjs';
import { compileHintsPlugin } from './scripts/compile-hints.mjs';
import { sourcelessMapsPlugin } from './scripts/sourceless-maps.mjs';
import { stylesheetsAfterSplash } from './host-site/stylesheet-after-splash.ts';
import { FIRST_VIEW_TEXTS, firstViewTextsChunk } from './host-site/first-view-texts.ts';

/** In development the brand (with its environment overrides) is written into the page here. */
function brandInDev(): Plugin {
  return {
    name: 'croupier-brand',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html.replace('<!--croupier-brand-->', brandScript(brandFromEnv(process.env))),
  };
}

/** The portal's style sheets after the splash (stylesheet-after-splash.ts), in the built page. */
function stylesheetAfterSplash(): Plugin {
  return {
    name: 'croupier-stylesheet-after-splash',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: stylesheetsAfterSplash },
  };
}

/**
 * The production build renders with preact/compat, as the script-tag widgets do: the same
 * components, ~50 KB gzip less JS on a player's first visit than react-dom (DESIGN budget: 130 KB).
 * `npm run dev` keeps React for its Fast Refresh and development warnings; the e2e suite runs the
 * production build.
 */
const preactInBuild = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * The modules the portal's entry imports (statically, at any depth) as one chunk: left to the
 * default splitting they came as 18 chunks of about 1 KB (each shared with some lazy page), and a
 * phone on HTTP/1.1, six connections to an origin, fetched them in three or four round trips
 * before the portal could start. Lazy pages import from this chunk instead.
 */
function firstLoadChunk() {
  const graph = new Set<string>();
  const plugin: Plugin = {
    name: 'croupier-first-load-chunk',
    apply: 'build',
    buildEnd() {
      const entry = [...this.getModuleIds()].find((id) => this.getModuleInfo(id)?.isEntry);
      const walk = (id: string) => {
        if (graph.has(id)) return;
        graph.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) walk(next);
      };
      if (entry) walk(entry);
    },
  };
  return { plugin, group: { name: 'first-load', test: (id: string) => graph.has(id) } };
}
const firstLoad = firstLoadChunk();

/** Each language's texts of the first view (text-preload.ts) as one chunk, not four. */
const firstViewTexts = {
  name: (id: string) => {
    const pack = FIRST_VIEW_TEXTS.exec(id)?.[1];
    return pack ? firstViewTextsChunk(pack) : null;
  },
  debugName: 'first-view-texts',
};

export default defineConfig(({ command }) => ({
  root: 'host-site',
  plugins: [
    stripSchemasPlugin(),
    react(),
    brandInDev(),
    firstLoad.plugin,
    compileHintsPlugin(),
    sourcelessMapsPlugin(),
    stylesheetAfterSplash(),
  ],
  resolve: {
    // The page carries the contract's routes, not its schemas (see sdk/contract/schema-stub.ts).
    alias: [
      ...aliasEntries(),
      ...(command === 'build' ? preactInBuild : []),
      {
        find: /^@sinclair\/typebox$/,
        replacement: fileURLToPath(new URL('./sdk/contract/schema-stub.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: '../dist/host',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
    // The server reads it to preload the text chunks of a visitor's language (host-site/text-preload.ts).
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [firstLoad.group, firstViewTexts] } },
      // As in rollup.config.mjs: a schema only the stripped request and response fields named
      // leaves the page with them.
      treeshake: { manualPureFunctions: PURE_CONTRACT_CALLS },
    },
  },
  server: { port: 8080, strictPort: true },
}));

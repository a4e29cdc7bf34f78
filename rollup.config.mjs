// Script-tag bundles: the croupier.js loader (IIFE) and the runtime plus one chunk per widget (ES
// modules, loaded on demand by the loader), built against preact/compat.
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import { aliasEntries } from './scripts/path-aliases.mjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import { sourceTypescript } from './scripts/rollup-typescript.mjs';
import terser from '@rollup/plugin-terser';
import replace from '@rollup/plugin-replace';
import { PURE_CONTRACT_CALLS, stripSchemasAfterCompile } from './scripts/strip-schemas.mjs';
import { widgetEntries } from './scripts/widget-entries.mjs';
import { inlineCss } from './scripts/rollup-inline-css.mjs';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

/** BUNDLE_REPORT=1 prints the rendered size of each module of each chunk (for budget work). */
function report() {
  return {
    name: 'bundle-report',
    generateBundle(_options, bundle) {
      if (!process.env.BUNDLE_REPORT) return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const rows = Object.entries(chunk.modules)
          .map(([id, m]) => [m.renderedLength, id.replace(/^.*node_modules\//, '~/').replace(here('./'), '')])
          .sort((a, b) => b[0] - a[0])
          .slice(0, 25);
        console.log(
          `\n${chunk.fileName}\n${rows.map(([n, id]) => `  ${String(n).padStart(7)} ${id}`).join('\n')}`,
        );
      }
    },
  };
}

const ts = () => sourceTypescript('es2020');

const RUNTIME = here('./widgets/embed/runtime.ts');

/**
 * Every module the runtime imports statically goes into one chunk beside it. Left to rollup, the
 * modules it shares with widgets came out as eight chunks, seven of them under 600 bytes, each
 * compressed on its own: the runtime paid a file's overhead and lost the shared dictionary eight
 * times over. Widgets only ever run after the runtime, so the one chunk is already loaded for them.
 */
function runtimeChunk() {
  let closure;
  return (id, { getModuleInfo }) => {
    if (!closure) {
      closure = new Set();
      const visit = (moduleId) => {
        if (closure.has(moduleId)) return;
        closure.add(moduleId);
        for (const next of getModuleInfo(moduleId)?.importedIds ?? []) visit(next);
      };
      visit(RUNTIME);
      closure.delete(RUNTIME);
    }
    return closure.has(id) ? 'runtime-shared' : undefined;
  };
}

const plugins = () => [
  alias({
    entries: [
      ...aliasEntries(),
      { find: 'react-dom/client', replacement: 'preact/compat/client' },
      { find: 'react/jsx-runtime', replacement: 'preact/jsx-runtime' },
      { find: 'react/jsx-dev-runtime', replacement: 'preact/jsx-runtime' },
      { find: 'react-dom', replacement: 'preact/compat' },
      { find: 'react', replacement: 'preact/compat' },
      // The browser needs the contract's routes, not its schemas (see sdk/contract/schema-stub.ts).
      { find: /^@sinclair\/typebox$/, replacement: here('./sdk/contract/schema-stub.ts') },
    ],
  }),
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  inlineCss(),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  commonjs(),
  ts(),
  stripSchemasAfterCompile(),
  terser({ format: { comments: false }, compress: { passes: 2 } }),
  report(),
];

export default [
  {
    input: 'sdk/embed/loader.ts',
    output: { file: 'dist/embed/croupier.js', format: 'iife' },
    plugins: plugins(),
  },
  {
    // The runtime, and one chunk per widget of the widget table, named after the widget.
    // `frame` is the page of /embed/frame/<widget> (widgets/embed/frame-child.ts).
    input: {
      runtime: RUNTIME,
      frame: 'widgets/embed/frame-child.ts',
      ...widgetEntries(here('./')),
    },
    output: {
      dir: 'dist/embed',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash:7].js',
      manualChunks: runtimeChunk(),
    },
    // Widgets share the runtime's modules instead of copying them.
    preserveEntrySignatures: 'allow-extension',
    // Schema builders and endpoint definitions have no side effects: an endpoint no widget calls
    // is dropped whole.
    treeshake: { manualPureFunctions: PURE_CONTRACT_CALLS },
    plugins: plugins(),
  },
];

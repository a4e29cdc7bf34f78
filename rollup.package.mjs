// The npm package (`npm run package`, see scripts/package.ts): the SDK, the React components and
// the bundler mount API as ES modules for an app's bundler. Unlike the script-tag bundles it
// renders with the app's React (a peer dependency) and leaves minifying to the app's build.
import alias from '@rollup/plugin-alias';
import nodeResolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import { sourceTypescript } from './scripts/rollup-typescript.mjs';
import { aliasEntries } from './scripts/path-aliases.mjs';
import { inlineCss } from './scripts/rollup-inline-css.mjs';
import { PACKAGE_DEPENDENCIES, PACKAGE_ENTRIES, PACKAGE_PEERS } from './scripts/package-shape.mjs';

const external = [...PACKAGE_PEERS, ...PACKAGE_DEPENDENCIES];

export default {
  input: Object.fromEntries(PACKAGE_ENTRIES.map(({ name, source }) => [name, source])),
  // `react/jsx-runtime`, `react-dom/client`: every subpath of a peer or dependency stays external.
  external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
  output: {
    dir: 'dist/pkg',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
  },
  treeshake: { manualPureFunctions: ['Type', 'defineEndpoint'] },
  plugins: [
    alias({ entries: aliasEntries() }),
    inlineCss(),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    sourceTypescript('es2022'),
  ],
};

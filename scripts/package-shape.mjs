// What the npm package is: its entries (each an `exports` subpath), what it leaves to the app
// (React, a peer: one copy, the app's) and what it depends on (the libraries its public types
// name). Read by rollup.package.mjs, scripts/package.ts and the API-surface test.

/** Subpath → built file and its source. */
export const PACKAGE_ENTRIES = [
  { subpath: '.', name: 'index', source: 'sdk/index.ts' },
  { subpath: './react', name: 'react', source: 'widgets/react/index.ts' },
  { subpath: './embed', name: 'embed', source: 'widgets/embed/bundler.ts' },
];

export const PACKAGE_PEERS = ['react', 'react-dom'];

export const PACKAGE_DEPENDENCIES = ['@sinclair/typebox', '@preact/signals-core', 'i18next'];

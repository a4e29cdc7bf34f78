// The TypeScript step of the rollup builds (script-tag bundles and npm package): the SDK and the
// widgets compiled with the repository's tsconfig, tests left out, no declarations here.
import { fileURLToPath } from 'node:url';
import typescript from '@rollup/plugin-typescript';

export const sourceTypescript = (target) =>
  typescript({
    tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)),
    compilerOptions: {
      noEmit: false,
      allowImportingTsExtensions: false,
      declaration: false,
      sourceMap: false,
      target,
    },
    include: ['sdk/**/*.ts', 'widgets/**/*.ts', 'widgets/**/*.tsx'],
    exclude: ['**/*.test.ts', '**/*.test.tsx'],
    noForceEmit: false,
  });

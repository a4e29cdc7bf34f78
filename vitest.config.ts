import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { aliasEntries } from './scripts/path-aliases.mjs';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliasEntries() },
  test: {
    reporters: process.env.VITEST_JSON
      ? ['default', ['json', { outputFile: process.env.VITEST_JSON }]]
      : ['default'],
    projects: [
      {
        // Pure SDK code runs in node; a file that needs a DOM says `// @vitest-environment jsdom`.
        extends: true,
        test: {
          name: 'sdk',
          environment: 'node',
          include: ['sdk/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['tests/setup/jsdom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['widgets/**/*.test.{ts,tsx}', 'host-site/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/jsdom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'sandbox',
          environment: 'node',
          include: ['sandbox/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          globalSetup: ['tests/setup/sandbox-snapshot.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

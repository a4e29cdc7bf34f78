import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Imports that would cross the layers of DESIGN.md, per folder. */
const layer = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.data/**',
      'docs/sdk-api/**',
      'docs/platform-api/**',
      'test-results/**',
      'playwright-report/**',
      'tests/.reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Refs read in render for "latest callback" are deliberate; the compiler-only rules do not apply here.
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/immutability': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['sdk/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      ...layer(
        [
          '**/widgets/**',
          '**/host-site/**',
          '**/sandbox/**',
          'react',
          'react-dom',
          'react/*',
          'preact',
          'preact/*',
        ],
        'The SDK has no UI: it may not import widgets, the host site, the sandbox or React (DESIGN.md).',
      ),
      // Enums add runtime weight to every bundle (STYLE.md).
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use a const object or a union, not an enum.' },
      ],
    },
  },
  {
    files: ['sdk/contract/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: layer(
      [
        '../client/*',
        '../session/*',
        '../state/*',
        '../i18n/*',
        '../rules/*',
        '../actions/*',
        '../embed/*',
        '../runtime',
      ],
      'sdk/contract is the base layer: it imports nothing else of the SDK.',
    ),
  },
  {
    files: ['widgets/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: layer(
      ['**/host-site/**', '**/sandbox/**'],
      'Widgets may use the SDK and widgets/ui, never the host site or the sandbox (DESIGN.md).',
    ),
  },
  {
    files: ['sandbox/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: layer(
      [
        '**/widgets/**',
        '**/host-site/**',
        '**/sdk/client/**',
        '**/sdk/session/**',
        '**/sdk/state/**',
        '**/sdk/i18n/**',
        '**/sdk/rules/**',
        '**/sdk/actions/**',
        '**/sdk/embed/**',
        '**/sdk/runtime',
      ],
      'The sandbox reaches the SDK only through sdk/contract (DESIGN.md).',
    ),
  },
);

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { layersPlugin } from './scripts/eslint-layers.mjs';

/** Imports that would cross the layers of DESIGN.md, per folder. */
const layer = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

/** String and template literals that read like a statement, e.g. 'select ... from', 'update x set'. */
const SQL = String.raw`/^\s*(select\b[\s\S]*\bfrom\b|insert\s+into\b|update\s+\S+(\s+\S+)?\s+set\b|delete\s+from\b|with\s+(recursive\s+)?\S+\s+as\b)/i`;
const LEDGER_TABLE = String.raw`/\bledger_(accounts|entries|transactions)\b/i`;
const banLiterals = (pattern, message) => [
  { selector: `Literal[value=${pattern}]`, message },
  { selector: `TemplateElement[value.raw=${pattern}]`, message },
];
const sqlOutsideRepositories = banLiterals(
  SQL,
  "SQL belongs in the domain's repository file (repository.ts or <domain>-repository.ts).",
);
const ledgerOutsideLedger = [
  ...banLiterals(
    LEDGER_TABLE,
    'Only sandbox/platform/ledger touches the ledger tables: use its transfer, balanceOf or walletsOf.',
  ),
  {
    // `\x2f` is a slash: selectors end their regular expressions at the first one.
    selector: String.raw`ImportDeclaration[source.value=/(^|\x2f)ledger\x2f./]`,
    message: "Reach the ledger through its door (sandbox/platform/ledger's index), not its files.",
  },
];
const ROUND_TABLES = String.raw`/\b(game_rounds|round_day_totals|account_day_totals|valid_bets)\b/i`;
const roundsOutsideRounds = [
  ...banLiterals(
    ROUND_TABLES,
    'Only sandbox/platform/rounds touches the rounds and their day sums: ask its door (sandbox/platform/rounds/index.ts).',
  ),
  {
    selector: String.raw`ImportDeclaration[source.value=/(^|\x2f)rounds\x2f./]`,
    message: "Reach the rounds through their door (sandbox/platform/rounds's index), not their files.",
  },
];
const REPOSITORIES = ['sandbox/**/repository.ts', 'sandbox/**/*-repository.ts'];
/** Bans `bans` in sandbox `files` (tests may set up and inspect the database as they need). */
const sandboxBans = (files, ignores, bans) => ({
  files,
  ignores: ['**/*.test.ts', ...ignores],
  rules: { 'no-restricted-syntax': ['error', ...bans] },
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'examples/react-host/node_modules/**',
      'examples/react-host/dist/**',
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
      // `interface CashierActions extends LazyActions<…> {}` names a mapped type, so the API
      // reference documents each of its methods instead of printing one opaque type.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
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
  // The layers hold at any import depth: every relative import is resolved and checked.
  {
    files: ['sdk/**/*.ts', 'widgets/**/*.{ts,tsx}', 'host-site/src/**/*.{ts,tsx}', 'sandbox/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { croupier: layersPlugin },
    rules: { 'croupier/layers': 'error' },
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
  // SQL lives in each domain's repository file; the ledger's tables and files only behind its door.
  sandboxBans(
    ['sandbox/**/*.ts'],
    [...REPOSITORIES, 'sandbox/core/db/*.ts', 'sandbox/platform/ledger/**', 'sandbox/platform/rounds/**'],
    [...sqlOutsideRepositories, ...ledgerOutsideLedger, ...roundsOutsideRounds],
  ),
  sandboxBans(['sandbox/platform/ledger/**/*.ts'], REPOSITORIES, sqlOutsideRepositories),
  sandboxBans(
    REPOSITORIES,
    ['sandbox/platform/ledger/**', 'sandbox/platform/rounds/**'],
    [...ledgerOutsideLedger, ...roundsOutsideRounds],
  ),
  sandboxBans(['sandbox/platform/rounds/**/*.ts'], REPOSITORIES, [
    ...sqlOutsideRepositories,
    ...ledgerOutsideLedger,
  ]),
);

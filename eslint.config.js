// The codebase's lint, in `npm test`: typescript-eslint's recommended rules, the rules of hooks, jsx-a11y
// on the components, no import cycles, and the package boundaries of CONTRIBUTING.md (scripts/lint-boundaries.test.ts
// shows each one reports). Not type-aware: the typecheck step already runs tsc, and type-aware
// linting would run it a second time (measured: scripts/check.mjs prints the step's time).
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The browser's own globals, which core may not use (it runs in Node and in the server render too): every browser
 * global that Node does not declare as well, and the storage and navigator that Node declares but a server has none of.
 */
const browserOnly = [
  ...Object.keys(globals.browser).filter((name) => !(name in globals.node) && !(name in globals.es2021)),
  'localStorage',
  'sessionStorage',
  'Storage',
  'navigator',
  'Navigator',
];
const coreMessage = 'core has no DOM: take what the page gives through an injected dependency (storage, fetch, now)';

/** Nothing imports upward (CONTRIBUTING.md, "Where things are"): each package, and the folders it may not read. */
const zone = (target, from, message) => ({ target, from, message });
const packageZones = [
  zone('packages/core', ['packages/ui', 'packages/elements', 'packages/shell', 'demo', 'test'], 'core imports nothing of ours'),
  zone('packages/ui', ['packages/elements', 'packages/shell', 'demo', 'test'], 'ui imports core only'),
  zone('packages/elements', ['packages/shell', 'demo', 'test'], 'elements import ui and core only'),
  zone('packages/shell', ['packages/elements', 'demo', 'test'], 'the shell imports ui and core only'),
  zone('demo/api', ['packages/ui', 'packages/elements', 'packages/shell', 'test'], 'the demo API imports core only'),
  zone(
    ['packages/core/src', 'packages/ui/src', 'packages/elements/src', 'packages/shell/src'],
    ['scripts'],
    'the packages ship without the repository scripts (their build configs may read them)',
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'coverage/**',
      '**/*.tmp.mts',
      'packages/elements/types/**',
      'test/types-fixture/**',
      'docs/.vitepress/.temp/**',
      'docs/.vitepress/cache/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      // the imported files are read with the TypeScript parser too (no-cycle follows their imports)
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      // a cycle is a cycle whether its edge is a static or a dynamic import (lazy views included)
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  // tsc checks the TypeScript files' imports; the scripts in plain JavaScript (the benches, run by hand) get this check
  { files: ['**/*.{js,mjs}'], rules: { 'import-x/named': 'error' } },
  { files: ['**/*.{ts,tsx,mts,js,mjs}'], rules: { 'import-x/no-restricted-paths': ['error', { zones: packageZones }] } },
  {
    files: ['packages/core/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-data.ts'],
    rules: { 'no-restricted-globals': ['error', ...browserOnly.map((name) => ({ name, message: coreMessage }))] },
  },
  // ui is written against React's API and compiled to preact/compat: preact's own API would not run under React
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^preact(/.*)?$', message: "ui is written against React's API: import from 'react' (preact/compat at build)" }] },
      ],
    },
  },
  // the demo API's database rows: typed where they enter (a schema on every body) and leave (the contract's schemas in the
  // API tests), `any` in between, as SQL answers are
  { files: ['demo/api/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  // browser tests: Playwright helpers named use*, not React hooks
  { files: ['test/e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
);

// The codebase's lint (issue 12.7), in `npm test`: typescript-eslint's recommended rules, the rules of hooks, jsx-a11y
// on the components, and no import cycles. Not type-aware: the typecheck step already runs tsc, and type-aware
// linting would run it a second time (measured: scripts/check.mjs prints the step's time).
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
  // the demo API's database rows: typed where they enter (a schema on every body) and leave (the contract's schemas in the
  // API tests), `any` in between, as SQL answers are
  { files: ['demo/api/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  // browser tests: Playwright helpers named use*, not React hooks
  { files: ['test/e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
);

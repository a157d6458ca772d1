import { defineConfig } from 'vitest/config';
import { dedupe, reactToPreact } from './scripts/vite-shared';

// The root test config (docs/design.md §7): vitest 4 reads `test.projects`, not a workspace file by itself.
const dom = { resolve: { alias: reactToPreact, dedupe } };
const api = {
  test: {
    name: 'api',
    environment: 'node',
    include: ['demo/api/**/*.test.ts'],
    globalSetup: ['./demo/api/test/pglite-cluster.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
};

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', environment: 'node', include: ['packages/core/src/**/*.test.ts', 'scripts/**/*.test.ts'] } },
      {
        ...dom,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['packages/{ui,elements,shell}/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./scripts/vitest-dom-setup.ts'],
          // floating-ui must go through the alias, or it loads real React (docs/design.md §7)
          server: { deps: { inline: [/@floating-ui\//] } },
        },
      },
      api,
      // The same files on a real PostgreSQL server, when `node scripts/postgres.mjs run -- …` (or the caller) gave one.
      ...(process.env.ORIEL_TEST_PG_URL ? [{ test: { ...api.test, name: 'api-pg', env: { ORIEL_TEST_DB: 'postgres' }, globalSetup: [] } }] : []),
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['./test/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

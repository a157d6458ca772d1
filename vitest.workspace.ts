import { readdirSync, readFileSync } from 'node:fs';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { dedupe, reactToPreact } from './scripts/vite-shared';

// The root test config (docs/design.md §7): vitest 4 reads `test.projects`, not a workspace file by itself.
const dom = { resolve: { alias: reactToPreact, dedupe } };
/** Every project's first setup file: `new Date()` and `Date.now()` start at the run's pinned instant (test/clock). */
const clock = './test/clock/clock-setup.ts';

/** The test files under these folders that mock a module (vi.mock), as paths from the root. */
function mockingFiles(...dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    (readdirSync(dir, { recursive: true }) as string[])
      .filter((f) => /\.test\.tsx?$/.test(f) && !f.includes('node_modules'))
      .map((f) => `${dir}/${f}`)
      .filter((f) => /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(f, 'utf8'))),
  );
}

/**
 * The unit, component and API files share their worker's modules and environment (no isolation per file), in
 * threads: each file built a fresh happy-dom and imported preact and the stores again, 260 of the dom project's 335
 * worker-seconds. `npm test`'s unit step, with the seeded databases of pglite-cluster.ts and pg-template.ts: 375 s
 * before, 147 s after, on this 2-core machine. Each file still starts its own API server and database, and the suites
 * pass in shuffled file orders (`--sequence.shuffle.files`). A file that mocks a module runs in a project of its own,
 * isolated: in a shared worker, a module another file imported first stays unmocked (rate-limit.test.ts failed so).
 * The browser suite keeps its isolation.
 */
function shared(project: TestProjectInlineConfiguration, dirs: string[]): TestProjectInlineConfiguration[] {
  const test = project.test!;
  const isolated = mockingFiles(...dirs);
  return [
    { ...project, test: { ...test, pool: 'threads', isolate: false, exclude: [...configDefaults.exclude, ...isolated] } },
    ...(isolated.length ? [{ ...project, test: { ...test, name: `${test.name}-isolated`, pool: 'threads' as const, include: isolated } }] : []),
  ];
}

const api = {
  test: {
    name: 'api',
    environment: 'node',
    include: ['demo/api/**/*.test.ts'],
    globalSetup: ['./demo/api/test/pglite-cluster.ts'],
    setupFiles: [clock],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
} satisfies TestProjectInlineConfiguration;

export default defineConfig({
  test: {
    projects: [
      ...shared(
        {
          test: {
            name: 'core',
            environment: 'node',
            setupFiles: [clock],
            include: ['packages/core/src/**/*.test.ts', 'scripts/**/*.test.ts', 'test/clock/**/*.test.ts'],
          },
        },
        ['packages/core/src', 'scripts'],
      ),
      ...shared(
        {
          ...dom,
          test: {
            name: 'dom',
            environment: 'happy-dom',
            include: ['packages/{ui,elements,shell}/src/**/*.test.{ts,tsx}'],
            setupFiles: [clock, './scripts/vitest-dom-setup.ts'],
            // above the 5 s that findBy and waitFor may wait (vitest-dom-setup.ts)
            testTimeout: 15_000,
            // floating-ui must go through the alias, or it loads real React (docs/design.md §7)
            server: { deps: { inline: [/@floating-ui\//] } },
          },
        },
        ['packages/ui/src', 'packages/elements/src', 'packages/shell/src'],
      ),
      ...shared(api, ['demo/api']),
      // The same files on a real PostgreSQL server, when `node scripts/postgres.mjs run -- …` (or the caller) gave one.
      ...(process.env.ORIEL_TEST_PG_URL
        ? shared({ test: { ...api.test, name: 'api-pg', env: { ORIEL_TEST_DB: 'postgres' }, globalSetup: ['./demo/api/test/pg-template.ts'] } }, ['demo/api'])
        : []),
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['./test/e2e/global-setup.ts'],
          setupFiles: [clock],
          fileParallelism: false,
          // one worker for every file, its modules kept: each file imported playwright-core and the helpers again in a
          // fresh process (1.4 s a file). The files share no module state: their browser, servers and pages open in hooks.
          isolate: false,
          // a concurrent describe (lighthouse.test.ts's accessibility audits) runs two tests at a time: one per core
          maxConcurrency: 2,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startDemo, type DemoUrls } from '../../scripts/demo-servers';

declare module 'vitest' {
  export interface ProvidedContext {
    urls: DemoUrls;
  }
}

/**
 * Browser tests run against the built bundles (the same files a CDN would serve) and a fresh demo API with
 * its seed, on ports apart from a running `npm run demo`. The real clock: the browser judges cart expiry.
 */
export default async function setup(project: TestProject) {
  for (const f of ['packages/elements/dist/oriel.js', 'packages/shell/dist/index.html']) {
    if (!existsSync(f)) throw new Error(`${f} is missing: run \`pnpm build\` before the browser tests`);
  }
  const demo = await startDemo({ apiPort: 4410, shellPort: 4411, sitePort: 4412, quiet: true });
  project.provide('urls', demo.urls);
  return () => demo.close();
}

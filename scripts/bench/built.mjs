import { existsSync } from 'node:fs';

/** The benches that load the demo's pages read the built widgets and shell: without them, say how to build. */
export function assertBuilt() {
  for (const f of ['packages/elements/dist/oriel.js', 'packages/shell/dist/index.html'])
    if (!existsSync(f)) throw new Error(`${f} is missing: run \`pnpm build\` first`);
}

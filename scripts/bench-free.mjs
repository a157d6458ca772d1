// Production bundles carry nothing made for the bench: the views' only signal is the User Timing marks an integrator
// may observe too (packages/ui/src/perf/render-marks.ts), so a global a bench page would define, or a hook named
// after the bench, has no place in a built chunk. scripts/size.mjs runs this on the builds it measures.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** what a bench hook looks like in a chunk: a `__…BENCH…__` global, or the bench hook's module or function */
export const BENCH_HOOK = /__\w*bench\w*__|bench[-_]?hook|useBench\w*/i;

/** the files that run in a page: scripts and HTML (source maps are not loaded by a page) */
const SHIPPED = /\.(m?js|cjs|html)$/;

/** Each shipped file under `dirs` that holds a bench hook, with the first match; a missing directory holds none. */
export function benchHooksIn(dirs) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (SHIPPED.test(entry.name)) {
        const match = readFileSync(path, 'utf8').match(BENCH_HOOK);
        if (match) found.push({ file: path, match: match[0] });
      }
    }
  };
  for (const dir of dirs) if (existsSync(dir)) walk(dir);
  return found;
}

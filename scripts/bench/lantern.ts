// Where Lighthouse's largest paint goes (not a test): one mobile performance audit of each page BENCH_PAGES names
// (lighthouse.ts's names; its five quick pages by default), then, for the optimistic and the pessimistic graph that
// Lighthouse's simulation (Lantern) averages into the largest paint, the path that ends last: from the last node back
// through its latest-ending dependency, each node with its simulated start and end. Lantern replays the observed
// page on slow 4G and a 4× slower CPU: a request's time there is its round trips (a new origin pays its DNS and
// handshake, a connection of HTTP/1.1 serves one request at a time, six to an origin) and its share of the bandwidth,
// not what this machine's loopback took. BENCH_LANTERN_ALL=1 prints every node of each graph. Needs `pnpm build`.
import { startLighthouseSession } from './lighthouse-session';

/** The parts of Lantern's graph nodes this reads (lighthouse's lib/lantern, @paulirish/trace_engine). */
interface GraphNode {
  type: 'network' | 'cpu';
  startTime: number;
  endTime: number;
  request?: { url: string; resourceType?: string; priority?: string; transferSize?: number };
  childEvents?: { name: string; args?: { data?: { url?: string } } }[];
  getDependencies(): GraphNode[];
}
interface Timing {
  startTime: number;
  endTime: number;
}
interface LanternModule {
  Simulation: { Simulator: { allNodeTimings: Map<string, Map<GraphNode, Timing>> } };
}

// the module instance Lighthouse simulates with: it keeps each simulation's node timings under its label
const lantern = (await import(new URL('./lib/lantern/lantern.js', import.meta.resolve('lighthouse')).href)) as LanternModule;

/** A node in a line: a request's type, priority, bytes and address (its origin when not the page's), or a task's. */
function describe(node: GraphNode, pageOrigin: string): string {
  if (node.type === 'network' && node.request) {
    const { url, resourceType = '', priority = '', transferSize = 0 } = node.request;
    const where = url.startsWith(pageOrigin) ? url.slice(pageOrigin.length) : url;
    return `${resourceType} ${priority} ${(transferSize / 1024).toFixed(1)} KB ${where.slice(0, 90)}`;
  }
  const events = node.childEvents ?? [];
  const scripts = [...new Set(events.map((e) => e.args?.data?.url).filter((u): u is string => !!u))].map((u) => u.split('/').pop());
  const names = [...new Set(events.map((e) => e.name))].slice(0, 4).join(', ');
  return `task, ${((node.endTime - node.startTime) / 1000).toFixed(1)} ms observed: ${names}${scripts.length ? ` (${scripts.slice(0, 3).join(', ')})` : ''}`;
}

/** From the node that ends last, back through the dependency that ends last: what the metric waited for. */
function lastPath(timings: Map<GraphNode, Timing>): GraphNode[] {
  let node = [...timings].reduce((a, b) => (b[1].endTime > a[1].endTime ? b : a))[0];
  const path = [node];
  for (;;) {
    const deps = node.getDependencies().filter((d) => timings.has(d));
    if (!deps.length) return path.reverse();
    node = deps.reduce((a, b) => (timings.get(b)!.endTime > timings.get(a)!.endTime ? b : a));
    path.push(node);
  }
}

const { targets, run, close } = await startLighthouseSession();
try {
  for (const target of targets) {
    lantern.Simulation.Simulator.allNodeTimings.clear();
    const lhr = await run(target);
    const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? NaN;
    console.log(`\n${target.name}: score ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, largest paint ${(lcp / 1000).toFixed(2)} s`);
    const origin = new URL(target.url).origin;
    for (const graph of ['optimistic', 'pessimistic']) {
      const timings = lantern.Simulation.Simulator.allNodeTimings.get(`${graph}LargestContentfulPaint`);
      if (!timings) {
        console.log(`  no ${graph} graph: Lantern simulated ${[...lantern.Simulation.Simulator.allNodeTimings.keys()].join(', ')}`);
        continue;
      }
      const nodes = process.env.BENCH_LANTERN_ALL ? [...timings.keys()].sort((a, b) => timings.get(a)!.endTime - timings.get(b)!.endTime) : lastPath(timings);
      console.log(`  ${graph} graph (${timings.size} nodes), ${process.env.BENCH_LANTERN_ALL ? 'every node' : 'the path that ends last'} (simulated ms):`);
      for (const node of nodes) {
        const t = timings.get(node)!;
        console.log(`  ${String(Math.round(t.startTime)).padStart(6)} ${String(Math.round(t.endTime)).padStart(6)}  ${describe(node, origin)}`);
      }
    }
  }
} finally {
  await close();
}
process.exit(0);

/**
 * Metrics in the Prometheus text format (version 0.0.4), without a client library: counters, gauges and histograms
 * with labels, and collectors that read a value at scrape time (a pool's size, a cache's counts). Label values come
 * from a closed set (route patterns, status codes), never from a request's raw text: each value is a time series.
 */
type Labels = Record<string, string>;

interface Family {
  name: string;
  help: string;
  type: 'counter' | 'gauge' | 'histogram';
  lines(): string[];
}

const escapeLabel = (v: string) => v.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
const escapeHelp = (v: string) => v.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
const labelText = (labels: Labels) => {
  const pairs = Object.entries(labels).map(([k, v]) => `${k}="${escapeLabel(v)}"`);
  return pairs.length ? `{${pairs.join(',')}}` : '';
};
const num = (n: number) => (Number.isFinite(n) ? String(n) : n > 0 ? '+Inf' : n < 0 ? '-Inf' : 'NaN');
const keyOf = (labels: Labels) => JSON.stringify(Object.entries(labels).sort(([a], [b]) => a.localeCompare(b)));

export interface Counter {
  inc(labels?: Labels, by?: number): void;
  value(labels?: Labels): number;
}
export interface Gauge {
  set(value: number, labels?: Labels): void;
  inc(labels?: Labels, by?: number): void;
  dec(labels?: Labels, by?: number): void;
  value(labels?: Labels): number;
}
export interface Histogram {
  observe(value: number, labels?: Labels): void;
  count(labels?: Labels): number;
}

/** The default buckets of a request's duration, in seconds: 5 ms to 10 s. */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export class Registry {
  private readonly families = new Map<string, Family>();

  private add<F extends Family>(family: F): F {
    if (this.families.has(family.name)) throw new Error(`metric ${family.name} registered twice`);
    if (!/^[a-zA-Z_:][a-zA-Z0-9_:]*$/.test(family.name)) throw new Error(`not a metric name: ${family.name}`);
    this.families.set(family.name, family);
    return family;
  }

  /** `collect`: totals kept elsewhere (the process's CPU time, a cache's counts), read at each scrape. */
  counter(name: string, help: string, collect?: () => { labels?: Labels; value: number }[]): Counter {
    const values = new Map<string, { labels: Labels; value: number }>();
    const counter = {
      inc(labels: Labels = {}, by = 1) {
        if (by < 0) throw new Error('a counter only goes up');
        const key = keyOf(labels);
        const entry = values.get(key) ?? { labels, value: 0 };
        entry.value += by;
        values.set(key, entry);
      },
      value: (labels: Labels = {}) => values.get(keyOf(labels))?.value ?? 0,
    };
    this.add({
      name,
      help,
      type: 'counter',
      lines: () => {
        for (const c of collect?.() ?? []) values.set(keyOf(c.labels ?? {}), { labels: c.labels ?? {}, value: c.value });
        return [...values.values()].map((e) => `${name}${labelText(e.labels)} ${num(e.value)}`);
      },
    });
    return counter;
  }

  gauge(name: string, help: string, collect?: () => { labels?: Labels; value: number }[]): Gauge {
    const values = new Map<string, { labels: Labels; value: number }>();
    const set = (value: number, labels: Labels = {}) => void values.set(keyOf(labels), { labels, value });
    const value = (labels: Labels = {}) => values.get(keyOf(labels))?.value ?? 0;
    this.add({
      name,
      help,
      type: 'gauge',
      lines: () => {
        if (collect) for (const c of collect()) set(c.value, c.labels);
        return [...values.values()].map((e) => `${name}${labelText(e.labels)} ${num(e.value)}`);
      },
    });
    return { set, value, inc: (labels, by = 1) => set(value(labels) + by, labels), dec: (labels, by = 1) => set(value(labels) - by, labels) };
  }

  histogram(name: string, help: string, buckets: readonly number[] = DURATION_BUCKETS): Histogram {
    const bounds = [...buckets].sort((a, b) => a - b);
    const series = new Map<string, { labels: Labels; counts: number[]; sum: number; count: number }>();
    this.add({
      name,
      help,
      type: 'histogram',
      lines: () =>
        [...series.values()].flatMap((s) => [
          ...bounds.map((le, i) => `${name}_bucket${labelText({ ...s.labels, le: num(le) })} ${s.counts[i]}`),
          `${name}_bucket${labelText({ ...s.labels, le: '+Inf' })} ${s.count}`,
          `${name}_sum${labelText(s.labels)} ${num(s.sum)}`,
          `${name}_count${labelText(s.labels)} ${s.count}`,
        ]),
    });
    return {
      observe(value, labels = {}) {
        const key = keyOf(labels);
        const s = series.get(key) ?? { labels, counts: bounds.map(() => 0), sum: 0, count: 0 };
        // cumulative buckets: each bound counts every observation at or under it
        bounds.forEach((le, i) => void (value <= le && s.counts[i]!++));
        s.sum += value;
        s.count++;
        series.set(key, s);
      },
      count: (labels = {}) => series.get(keyOf(labels))?.count ?? 0,
    };
  }

  /** The exposition text: HELP and TYPE then the samples of each family, in registration order. */
  text(): string {
    return [...this.families.values()].flatMap((f) => [`# HELP ${f.name} ${escapeHelp(f.help)}`, `# TYPE ${f.name} ${f.type}`, ...f.lines()]).join('\n') + '\n';
  }
}

/** The content type Prometheus asks for. */
export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

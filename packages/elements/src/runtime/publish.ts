/**
 * How a chunk hands its exports to the loader. The widget build copies the modules two widgets share into each of
 * them (rolldown's inline common chunks: one file per widget instead of a waterfall of small shared chunks), which
 * requires entries whose export signatures the bundler may drop; so each entry publishes what the loader calls
 * under its own URL, and the loader reads it there once the import has run. Every chunk publishes through this
 * module; the loader, which imports nothing of the runtime, reads the same key.
 */
export const CHUNKS_KEY = Symbol.for('oriel.chunks');

type Registry = Record<string, unknown>;

export function chunkRegistry(): Registry {
  const g = globalThis as unknown as Record<symbol, Registry | undefined>;
  return (g[CHUNKS_KEY] ??= {});
}

/**
 * Called once at the end of an entry chunk: `publish(import.meta.url, { mount }, 'cards')`. The name is the chunk's
 * in the widget build (its input): the package's module entry finds it by that name once an app's bundler has renamed
 * the file (loader.ts, `__ORIEL_IMPORTS__`).
 */
export function publish(url: string, exports: object, name: string): void {
  chunkRegistry()[url] = chunkRegistry()[name] = exports;
}

/** What a chunk published under `key` (its URL, or its name in the widget build), once its import has run. */
export function publishedChunk<T>(key: string): T | undefined {
  return (globalThis as unknown as Record<symbol, Record<string, T> | undefined>)[CHUNKS_KEY]?.[key];
}

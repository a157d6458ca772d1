import { loadMessages, resolveLocale } from '@oriel/core';
import { createRuntime, pageStorage, type OrielRuntime } from '@oriel/ui';
import type { LoaderConfig } from '../loader-config';

const runtimes = new Map<string, Promise<OrielRuntime>>();

/**
 * One runtime per API base for the whole page: every widget chunk imports this module from the shared
 * runtime chunk, so they share the session, the cart and the cache (docs/design.md §2.3). Only the page's own
 * locale catalogue is fetched.
 */
export function getRuntime(config: LoaderConfig): Promise<OrielRuntime> {
  let runtime = runtimes.get(config.api);
  if (!runtime) {
    const lang = resolveLocale(config.lang);
    runtime = loadMessages(lang).then((messages) =>
      createRuntime({
        apiBase: config.api,
        lang,
        messages,
        storage: pageStorage(config.session),
        links: { kind: 'embedded', templates: {} },
        navigate: (href) => location.assign(href),
        currentLocation: () => location.pathname + location.search,
      }),
    );
    runtimes.set(config.api, runtime);
  }
  return runtime;
}

import { hasZoneRule, loadMessages, loadMoreMessages, resolveLocale, resolveTimezone } from '@oriel/core';
import { createRuntime, nextTask, pageStorage, type OrielRuntime } from '@oriel/ui';
import type { LoaderConfig } from '../loader-config';
import { hostNavigate } from './navigate';

const runtimes = new Map<string, Promise<OrielRuntime>>();

/** The organiser's answer as the loader reads it: unchecked, or null when it failed. */
type Organiser = { data?: { timezone?: string | null; currency?: string | null } | null } | null | undefined;

/**
 * One runtime per API base for the whole page: every widget chunk imports this module from the shared
 * runtime chunk, so they share the session, the cart and the cache (docs/design.md §2.3). Only the page's own
 * locale catalogue is fetched.
 */
export function getRuntime(config: LoaderConfig): Promise<OrielRuntime> {
  let runtime = runtimes.get(config.api);
  if (!runtime) {
    const lang = resolveLocale(config.lang);
    // The organiser's zone and currency (spec 000 §1) come with the catalogue, not after it: the first render is
    // already right. Its two fields are checked where used (resolveTimezone, resolveCurrency) rather than by
    // organiserSchema, which would cost this chunk its weight; no answer leaves Brussels and EUR.
    const organiser = fetch(`${config.api.replace(/\/+$/, '')}/api/organiser`)
      .then((r) => r.json() as Promise<Organiser>)
      .catch(() => null);
    // each step resolves from the next task, so what follows it is that task's (a promise resolved inside a step's
    // own timer would run its follower in the same task)
    const task = <T>(value: T) => new Promise<T>((next) => setTimeout(() => next(value)));
    // fr and en in a zone with known rules, in euros, are written without Intl (core's plain-dates.ts,
    // plain-numbers.ts): ICU never starts. Elsewhere the locale's date data (its start: 130–240 ms of a phone's CPU),
    // its number data, then the runtime each come in a task of its own; the widgets' first renders follow, one task
    // each (define-widget.tsx)
    // (a malformed code, read as euros where prices are written, warms Intl for nothing: core's currency.ts stays out)
    const viaIntl = (o: Organiser) => !hasZoneRule(resolveTimezone(o?.data?.timezone)) || !/^\s*(EUR)?\s*$/i.test(o?.data?.currency ?? '');
    runtime = Promise.all([loadMessages(lang), organiser])
      .then((loaded) => {
        // (core's warmDateFormatting would bring the date formatting into this chunk: a bare formatter loads the same data)
        if (viaIntl(loaded[1])) new Intl.DateTimeFormat(lang, { timeZone: resolveTimezone(loaded[1]?.data?.timezone) }).format(0);
        return task(loaded);
      })
      .then((loaded) => (viaIntl(loaded[1]) && new Intl.NumberFormat(lang).format(0), task(loaded)))
      .then(([messages, o]) =>
        createRuntime({
          apiBase: config.api,
          lang,
          messages,
          organiser: o?.data,
          storage: pageStorage(config.session),
          links: { kind: 'embedded', templates: {} },
          navigate: hostNavigate(location),
          currentLocation: () => location.pathname + location.search,
          // an answer's parsing and the render it causes in two tasks, not one long one
          beforePublish: nextTask,
          // a lazy login form brings the catalogue's second part with its code (ui's context/more-messages.ts)
          loadMoreMessages,
        }),
      )
      .then((r) => {
        // Oriel.cart (the loader's): the cart at start and at each change
        r.cart.state.subscribe((s) => config.onCart?.({ count: s.data?.items.length ?? 0, items: s.data?.items ?? [] }));
        return r;
      });
    runtimes.set(config.api, runtime);
  }
  return runtime;
}

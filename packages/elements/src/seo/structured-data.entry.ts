/**
 * `<oriel-cards data-structured-data>`: a chunk of its own, loaded by the loader only for an element with
 * that attribute, so the cards chunk does not grow. It writes the JSON-LD of the cards shown into a
 * `<script type="application/ld+json">` inside the element, in the host page's light DOM where search engines read it
 * (not the shadow root), and keeps it in step with the grid (paging, filters). A data block is never executed: a
 * strict Content-Security-Policy does not apply to it, but Trusted Types do (trusted-script.ts).
 */
import { jsonLdDocument, scriptSafeJsonLd } from '@oriel/ui';
import { itemsByCuid, shownCards, stillDrawing } from '../analytics/shown-cards';
import type { LoaderConfig } from '../loader-config';
import { publish } from '../runtime/publish';
import { reportMisuse } from '../runtime/misuse';
import { getRuntime } from '../runtime/runtime';
import { cardUrl, cardsStructuredData } from './structured-data.logic';
import { POLICY_NAME, setScriptText } from './trusted-script';

const hosts = new WeakSet<Element>();
let organiser: Promise<{ name?: string; logo?: string | null } | undefined> | undefined;

export function start(config: LoaderConfig, host: unknown): void {
  if (!(host instanceof HTMLElement) || host.localName !== 'oriel-cards' || hosts.has(host)) return;
  hosts.add(host);
  // the Events' organizer: the organiser's name (the runtime keeps only its zone and currency)
  organiser ??= fetch(`${config.api.replace(/\/+$/, '')}/api/organiser`)
    .then((r) => r.json())
    .then(
      (o: { data?: { name?: string; logo?: string | null } }) => o.data,
      () => undefined,
    );
  void Promise.all([getRuntime(config), organiser]).then(([runtime, org]) => {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    let last = '';
    const write = () => {
      // a list of the screen's first cards is a wrong list: the grid's mutations when the rest come call this again
      if (stillDrawing(host)) return;
      const ctx = { origin: location.origin, organiser: { name: org?.name ?? '', logo: org?.logo }, currency: runtime.currency, timezone: runtime.timezone };
      const data = cardsStructuredData(shownCards(host), itemsByCuid(runtime.queries.snapshot()), ctx, (kind, cuid) =>
        cardUrl(kind, cuid, (route) => host.getAttribute(`data-href-${route}`), location.href),
      );
      const text = data ? scriptSafeJsonLd(jsonLdDocument(data)) : '';
      if (text === last) return;
      last = text;
      if (!text) return void script.remove();
      if (setScriptText(script, text)) return void (script.isConnected || host.append(script));
      reportMisuse(host, {
        kind: 'config',
        attribute: 'data-structured-data',
        message: `cannot write its JSON-LD: the page requires Trusted Types for scripts and its trusted-types directive does not allow the policy "${POLICY_NAME}" (add ${POLICY_NAME} to it).`,
      });
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => (clearTimeout(timer), (timer = setTimeout(write, 200)));
    if (host.shadowRoot) new MutationObserver(later).observe(host.shadowRoot, { childList: true, subtree: true });
    later();
  });
}

publish(import.meta.url, { start }, 'structured-data');

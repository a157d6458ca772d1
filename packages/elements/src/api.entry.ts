/**
 * Integrator calls queued before or after the loader ran: `(window.Oriel ||= []).push(['openCart'])`.
 * Unknown calls are reported, never thrown: a typo on the host page must not break it.
 */
import { getRuntime, publish } from './runtime';
import { setLang } from './lang/set-lang';
import type { LoaderConfig, QueuedCall } from './loader-config';

/** `refresh` re-renders every element on the page (the loader's); a language change needs it. */
export async function call(config: LoaderConfig, [name, ...args]: QueuedCall, refresh?: () => void): Promise<void> {
  const runtime = await getRuntime(config);
  switch (name) {
    case 'start':
      // Oriel.ready and Oriel.cart: the runtime has started (above), nothing more
      return;
    case 'openCart':
      runtime.cartOpen.value = true;
      return;
    case 'closeCart':
      runtime.cartOpen.value = false;
      return;
    case 'logout':
      await runtime.session.logout();
      runtime.emit(null, 'logout', {});
      return;
    case 'setLang': {
      const lang = await setLang(runtime, args[0]);
      if (!lang) return console.warn(`[oriel] setLang: "${String(args[0])}" is not one of fr, en`);
      // elements connected from now on, and Oriel.doctor(), see the language shown
      config.lang = lang;
      refresh?.();
      return;
    }
    default:
      console.warn(`[oriel] unknown call "${name}"`);
  }
}

publish(import.meta.url, { call }, 'api');

/**
 * Integrator calls queued before or after the loader ran: `(window.Oriel ||= []).push(['openCart'])`.
 * Unknown calls are reported, never thrown: a typo on the host page must not break it.
 */
import { getRuntime, publish } from './runtime';
import type { LoaderConfig, QueuedCall } from './loader-config';

export async function call(config: LoaderConfig, [name]: QueuedCall): Promise<void> {
  const runtime = await getRuntime(config);
  switch (name) {
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
    default:
      console.warn(`[oriel] unknown call "${name}"`);
  }
}

publish(import.meta.url, { call });

/**
 * The demo's loader in the docs' pages: its URL and the API's are the page's <meta name="oriel-loader|oriel-api">
 * (config.mts), which the demo's docs server fills in. One loader for the whole site, added once (it survives page
 * changes); elements inserted later are upgraded by it.
 */
const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';

/** Adds the loader; false when the docs are served without the demo (the placeholders were not replaced). */
export function ensureLoader(): boolean {
  const loader = meta('oriel-loader');
  const api = meta('oriel-api');
  if (!/^https?:\/\//.test(loader) || !/^https?:\/\//.test(api)) return false;
  if (!document.querySelector('script[data-oriel-docs]')) {
    const script = document.createElement('script');
    script.async = true;
    // a CORS request, as its chunks are: one connection to the loader's origin serves them all
    script.crossOrigin = 'anonymous';
    script.src = loader;
    script.dataset.api = api;
    script.dataset.lang = 'en';
    script.dataset.orielDocs = '';
    // the page's nonce (the docs server puts one on VitePress's scripts): the loader gives it to the one <style> it adds
    script.nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
    document.head.append(script);
  }
  return true;
}

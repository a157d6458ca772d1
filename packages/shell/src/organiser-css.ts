import { useEffect } from 'react';
import { useRuntime } from '@oriel/ui';

/**
 * The website's custom CSS (000 §3 websites.css), sanitised and scoped to the shell's root, as a constructed
 * stylesheet: the shell's Content-Security-Policy allows no inline style, and a constructed sheet needs no nonce.
 * A server-rendered page already carries the same rules in its nonce'd <style> (server/render-page.tsx), so nothing
 * restyles when this takes over. Adopted after the shell's own sheets: at equal weight the organiser's rules win.
 * The sanitiser is a chunk of its own, loaded only for a website that has custom CSS (the shell entry's budget).
 */
export function useOrganiserCss(css: string | null | undefined, doc: Document | undefined = globalThis.document): void {
  // the API's root URL: the organiser's images are under its /media/ (organiser-sheet.ts)
  const api = useRuntime().http.url('');
  useEffect(() => {
    if (!css?.trim() || !doc || typeof CSSStyleSheet === 'undefined') return;
    let gone = false;
    let sheet: CSSStyleSheet | null = null;
    void import('./organiser-sheet').then(({ organiserSheet }) => {
      sheet = gone ? null : organiserSheet(css, api, doc.baseURI);
      if (sheet) doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    });
    return () => {
      gone = true;
      if (sheet) doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }, [css, doc, api]);
}

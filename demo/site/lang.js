// The organiser's language control for the widgets (this site's own text stays French), through the loader's
// documented call (docs/elements.md): queued if the loader has not run yet, at once after. An external file: the
// page's Content-Security-Policy allows no inline script.
const buttons = document.querySelectorAll('[data-oriel-lang]');

/** The language the widgets show: the visitor's remembered choice (the loader's key), else the page's. */
function shown() {
  try {
    return localStorage.getItem('oriel:lang') || document.documentElement.lang;
  } catch {
    return document.documentElement.lang;
  }
}

function mark(lang) {
  for (const b of buttons) b.setAttribute('aria-pressed', String(b.dataset.orielLang === lang));
}

for (const b of buttons) {
  b.addEventListener('click', () => {
    (window.Oriel = window.Oriel || []).push(['setLang', b.dataset.orielLang]);
    mark(b.dataset.orielLang);
  });
}
mark(shown());

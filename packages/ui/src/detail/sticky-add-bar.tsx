import { useEffect, useRef, useState } from 'react';
import { useShellT } from '../context/runtime';

/**
 * On a phone, a bar at the bottom of a detail page with the price and a button that takes the thumb to the add form
 * below the fold (the form's first control takes focus). Drawn by the stylesheet under 600 px only; it hides once
 * the form is in view or scrolled past, so it never covers the form, and the detail keeps room for it at its end.
 * Placed in the detail beside its `.o-add` section, which it finds itself; only the hosted shell's detail pages show
 * it (a dialog's form is a scroll away inside the dialog), hence the shell's words.
 */
export function StickyAddBar({ kind, price }: { kind: 'availability' | 'offers'; price: string | null }) {
  const t = useShellT();
  const bar = useRef<HTMLDivElement>(null);
  const [formShown, setFormShown] = useState(false);

  useEffect(() => {
    const form = bar.current?.parentElement?.querySelector('.o-add');
    if (!form || typeof IntersectionObserver === 'undefined') return;
    const watch = new IntersectionObserver(([entry]) => {
      if (entry) setFormShown(entry.isIntersecting || entry.boundingClientRect.top < 0);
    });
    watch.observe(form);
    return () => watch.disconnect();
  }, []);

  function toForm() {
    const form = bar.current?.parentElement?.querySelector<HTMLElement>('.o-add');
    if (!form) return;
    form.scrollIntoView({ behavior: 'smooth', block: 'start' });
    form.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea, button, a[href]')?.focus({ preventScroll: true });
  }

  return (
    <div ref={bar} className="o-sticky-add" hidden={formShown}>
      {price && <span className="o-sticky-add-price">{price}</span>}
      <button type="button" className="btn btn-primary" onClick={toForm}>
        {t(`${kind}.sticky_add`)}
      </button>
    </div>
  );
}

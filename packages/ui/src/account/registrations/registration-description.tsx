import { useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { isLongDescription } from '@oriel/core';
import { SafeHtml } from '../../content/safe-html';
import { useAT } from '../account-context';
import { useSectionHeading } from '../account-screen';

// 001 §9: three lines. Set on the element (not in a stylesheet the account widget may not load); CSSOM, so a
// strict CSP without 'unsafe-inline' still applies it.
// Dashed names: set through setProperty by preact, and CSSOM's dashed attributes under React.
const CLAMPED: CSSProperties = { display: '-webkit-box', '-webkit-line-clamp': '3', '-webkit-box-orient': 'vertical', overflow: 'hidden' };

/**
 * The activity's description (sanitised HTML), collapsed to 3 lines. The button shows only when there is more to
 * see: the text overflows its 3 lines, or (where nothing can be measured) it is long.
 */
export function RegistrationDescription({ html }: { html: string | null | undefined }) {
  const at = useAT();
  const H = useSectionHeading();
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  // null until measured; stays null where there is no layout (clientHeight 0)
  const [overflows, setOverflows] = useState<boolean | null>(null);
  useLayoutEffect(() => {
    const el = box.current;
    if (el && !open && el.clientHeight > 0) setOverflows(el.scrollHeight > el.clientHeight + 1);
  }, [html, open]);
  if (!html?.trim()) return null;
  const expandable = overflows ?? isLongDescription(html);
  return (
    <section aria-labelledby={`${id}-title`}>
      <H id={`${id}-title`}>{at('registrations.detail.description')}</H>
      <div id={`${id}-text`} ref={box} style={open ? undefined : CLAMPED}>
        <SafeHtml className="o-richtext" html={html} />
      </div>
      {expandable && (
        <p>
          <button type="button" className="btn btn-ghost" aria-expanded={open} aria-controls={`${id}-text`} onClick={() => setOpen((o) => !o)}>
            {open ? at('registrations.detail.show_less') : at('registrations.detail.show_more')}
          </button>
        </p>
      )}
    </section>
  );
}

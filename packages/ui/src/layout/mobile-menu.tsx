import { useEffect, useId, useRef, useState } from 'react';
import { langOf, type NavLink } from '@oriel/core';
import { useShellT } from '../context/runtime';
import { NavText } from './header-nav';
import { LangSwitch } from './lang-switch';
import { NAV_MAX_LEVELS, navKey } from './nav-tree';
import { CLOSE_ICON, Icon } from '../primitives/icons';
import { CHEVRON_DOWN_ICON } from './layout-icons';
import { deepActiveElement, returnFocus } from '../primitives/focus';

export interface MobileMenuProps {
  open: boolean;
  links: readonly NavLink[];
  /** the current path, query and hash, for the language switch */
  location: string;
  onClose: () => void;
}

/**
 * The mobile menu (001 §2): a modal drawer from the left with accordions. A native <dialog> gives the focus
 * trap and inert page; Escape arrives as its `cancel` event (and through the header's key handler).
 */
export function MobileMenu({ open, links, location, onClose }: MobileMenuProps) {
  const t = useShellT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      opener.current = deepActiveElement(el.ownerDocument);
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
    } else if (!open && el.open) {
      const active = deepActiveElement(el.ownerDocument);
      if (typeof el.close === 'function') el.close();
      else el.removeAttribute('open');
      // Escape, the close button, the backdrop: back to the menu button; a link followed leaves it to the new page
      if ((!active || el.contains(active)) && active?.tagName !== 'A') returnFocus(opener.current, el.getRootNode() as ShadowRoot);
    }
  }, [open]);

  return (
    // the pointer's backdrop click lands on the <dialog> itself; the keyboard closes it with Escape (onCancel)
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className="o-menu-drawer"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose(); // the backdrop
      }}
    >
      {open && (
        <>
          <div className="o-menu-drawer-head">
            <h2 id={titleId}>{t('layout.header.menu')}</h2>
            <button type="button" className="btn btn-ghost btn-icon" aria-label={t('layout.header.menu_close')} onClick={onClose}>
              <Icon d={CLOSE_ICON} />
            </button>
          </div>
          <nav aria-label={t('layout.header.nav')}>
            <AccordionList links={links} level={1} onNavigate={onClose} />
          </nav>
          <LangSwitch location={location} className="o-lang o-lang-menu" />
        </>
      )}
    </dialog>
  );
}

function AccordionList({ links, level, onNavigate }: { links: readonly NavLink[]; level: number; onNavigate: () => void }) {
  return (
    <ul className={`o-accordion o-accordion-${level}`}>
      {links.map((link) => (
        <li key={navKey(link)}>
          {link.children.length > 0 && level < NAV_MAX_LEVELS ? (
            <AccordionItem link={link} level={level} onNavigate={onNavigate} />
          ) : (
            <NavText link={link} className="o-menu-link" onNavigate={onNavigate} />
          )}
        </li>
      ))}
    </ul>
  );
}

function AccordionItem({ link, level, onNavigate }: { link: NavLink; level: number; onNavigate: () => void }) {
  const t = useShellT();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  return (
    <>
      <button type="button" className="o-accordion-toggle" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
        <span lang={langOf(link, 'name')}>{link.name}</span>
        <Icon d={CHEVRON_DOWN_ICON} small size={12} className="o-chevron" />
      </button>
      <div id={id} hidden={!expanded}>
        {link.href !== '#' && (
          <NavText link={{ ...link, name: t('layout.header.overview', { name: link.name }) }} className="o-menu-link" onNavigate={onNavigate} />
        )}
        <AccordionList links={link.children} level={level + 1} onNavigate={onNavigate} />
      </div>
    </>
  );
}

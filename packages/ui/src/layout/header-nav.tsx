import { useId, useLayoutEffect, useRef } from 'react';
import { langOf, type NavLink } from '@oriel/core';
import { useShellT } from '../context/runtime';
import { SiteLink } from './site-link';
import { hasHref, isMega, navKey } from './nav-tree';
import { loadPositioning, useFloating } from './use-floating';
import { Icon } from '../primitives/icons';
import { CHEVRON_DOWN_ICON } from './layout-icons';

export interface HeaderNavProps {
  links: readonly NavLink[];
  /** the key of the open submenu, if any: one at a time */
  openKey: string | null;
  onToggle: (key: string) => void;
  onClose: () => void;
}

/** Desktop navigation (001 §2): plain links, a popover for 2 levels, a full-width mega menu for 3. */
export function HeaderNav({ links, openKey, onToggle, onClose }: HeaderNavProps) {
  const t = useShellT();
  return (
    <nav className="o-nav" aria-label={t('layout.header.nav')}>
      <ul className="o-nav-list">
        {links.map((link) => (
          <li key={navKey(link)} className="o-nav-item">
            {link.children.length > 0 ? (
              <NavMenu link={link} open={openKey === navKey(link)} onToggle={() => onToggle(navKey(link))} onClose={onClose} />
            ) : (
              <NavText link={link} className="o-nav-link" onNavigate={onClose} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A link, or plain text when the organiser gave no href. */
export function NavText({ link, className, onNavigate }: { link: NavLink; className: string; onNavigate: () => void }) {
  return hasHref(link) ? (
    <SiteLink className={className} href={link.href} onNavigate={onNavigate}>
      <span lang={langOf(link, 'name')}>{link.name}</span>
    </SiteLink>
  ) : (
    <span className={className} lang={langOf(link, 'name')}>
      {link.name}
    </span>
  );
}

function NavMenu({ link, open, onToggle, onClose }: { link: NavLink; open: boolean; onToggle: () => void; onClose: () => void }) {
  const t = useShellT();
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const mega = isMega(link);
  useFloating(open && !mega, button, panel);

  // Closing while focus is inside the panel (Escape) hands focus back to the button, not to <body>: before paint,
  // while the hidden panel still holds the focus (after it, the browser has dropped it to <body>)
  useLayoutEffect(() => {
    const el = panel.current;
    if (!open && el && el.contains(el.ownerDocument.activeElement)) button.current?.focus();
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="o-nav-link o-nav-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
        // what positions the popover comes on intent, before the click (a mega menu needs none)
        onPointerEnter={mega ? undefined : () => void loadPositioning().catch(() => {})}
        onFocus={mega ? undefined : () => void loadPositioning().catch(() => {})}
      >
        <span lang={langOf(link, 'name')}>{link.name}</span>
        <Icon d={CHEVRON_DOWN_ICON} small size={12} className="o-chevron" />
      </button>
      <div ref={panel} id={id} className={mega ? 'o-mega' : 'o-popover'} hidden={!open}>
        {hasHref(link) && (
          <SiteLink className="o-nav-overview" href={link.href} onNavigate={onClose}>
            {t('layout.header.overview', { name: link.name })}
          </SiteLink>
        )}
        {mega ? (
          <div className="o-mega-columns">
            {link.children.map((child) => (
              <div key={navKey(child)} className="o-mega-column">
                <NavText link={child} className="o-mega-title" onNavigate={onClose} />
                {child.children.length > 0 && (
                  <ul>
                    {child.children.map((leaf) => (
                      <li key={navKey(leaf)}>
                        <NavText link={leaf} className="o-menu-link" onNavigate={onClose} />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
          </div>
        ) : (
          <ul className="o-popover-list">
            {link.children.map((child) => (
              <li key={navKey(child)}>
                <NavText link={child} className="o-menu-link" onNavigate={onClose} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

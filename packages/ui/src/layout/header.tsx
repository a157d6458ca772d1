import * as v from 'valibot';
import { useEffect, useMemo, useRef, useState } from 'react';
import { buildHref, headerSchema, type Header as HeaderConfig } from '@oriel/core';
import { shellT, useRuntime } from '../context/runtime';
import { CartButton } from '../cart/cart-button';
import { SiteLink } from './site-link';
import { HeaderNav } from './header-nav';
import { MobileMenu } from './mobile-menu';
import { LangSwitch } from './lang-switch';
import { Icon } from '../primitives/icons';
import { MENU_ICON } from './layout-icons';
import { OwnTurn } from '../builder/turn-boundary';

export interface HeaderOrganiser {
  name: string;
  logo?: string | null | undefined;
}

export interface HeaderProps {
  /** the website's `header`, parsed here: an invalid one renders nothing (001 §8) */
  config: unknown;
  organiser: HeaderOrganiser;
  /** the current path, query and hash: every change closes the menus (000 §2) */
  location?: string;
  /** on /checkout the cart drawer never opens by itself (001 §2) */
  onCheckoutPage?: boolean;
}

export function Header({ config, ...props }: HeaderProps) {
  const parsed = useMemo(() => v.safeParse(headerSchema, config), [config]);
  // over a served page's markup, taken over in a task of its own (builder/turn-boundary.tsx OwnTurn)
  return parsed.success ? (
    <OwnTurn>
      <HeaderView header={parsed.output} {...props} />
    </OwnTurn>
  ) : null;
}

function HeaderView({ header, organiser, location, onCheckoutPage = false }: Omit<HeaderProps, 'config'> & { header: HeaderConfig }) {
  const runtime = useRuntime();
  const { links } = runtime;
  const t = shellT(runtime);
  const [submenu, setSubmenu] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const bar = useRef<HTMLElement>(null);
  const closeAll = () => {
    setSubmenu(null);
    setMobileOpen(false);
  };

  // Any navigation, including a hash change, closes every menu.
  useEffect(closeAll, [location]);
  useEffect(() => {
    window.addEventListener('hashchange', closeAll);
    window.addEventListener('popstate', closeAll);
    return () => {
      window.removeEventListener('hashchange', closeAll);
      window.removeEventListener('popstate', closeAll);
    };
  }, []);

  // Escape closes the mobile menu, the submenu and the cart (001 §2); a click elsewhere closes the submenu.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      closeAll();
      runtime.cartOpen.value = false;
    };
    const onPointer = (e: PointerEvent) => {
      if (bar.current && !e.composedPath().includes(bar.current)) setSubmenu(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [runtime]);

  const { logo_position, links_position, sticky } = header.settings;
  const navLinks = header.content.links;
  const here = location ?? runtime.currentLocation();
  return (
    <header ref={bar} className={sticky ? 'o-header o-header-sticky' : 'o-header'}>
      <div className="o-header-bar" data-logo={logo_position} data-links={links_position}>
        {navLinks.length > 0 && (
          <button
            type="button"
            className="o-menu-button btn btn-ghost btn-icon"
            aria-expanded={mobileOpen}
            aria-haspopup="dialog"
            aria-label={t(mobileOpen ? 'layout.header.menu_close' : 'layout.header.menu_open')}
            onClick={() => setMobileOpen(!mobileOpen)}
          >
            <Icon d={MENU_ICON} size={22} />
          </button>
        )}
        <SiteLink className="o-logo" href={buildHref(links, 'home') ?? '/'} onNavigate={closeAll}>
          {organiser.logo ? <img src={organiser.logo} alt={organiser.name} height={40} width={160} /> : <span className="o-logo-text">{organiser.name}</span>}
        </SiteLink>
        {navLinks.length > 0 && (
          <HeaderNav links={navLinks} openKey={submenu} onToggle={(key) => setSubmenu(submenu === key ? null : key)} onClose={closeAll} />
        )}
        <div className="o-header-actions">
          {/* with a mobile menu, phones find the switch in it */}
          <LangSwitch location={here} className={navLinks.length > 0 ? 'o-lang o-lang-wide' : 'o-lang'} />
          <CartButton onCheckoutPage={onCheckoutPage} />
        </div>
      </div>
      <MobileMenu open={mobileOpen} links={navLinks} location={here} onClose={() => setMobileOpen(false)} />
    </header>
  );
}

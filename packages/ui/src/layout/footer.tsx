import * as v from 'valibot';
import { useMemo } from 'react';
import { buildHref, footerSchema, langOf, type Footer as FooterConfig } from '@oriel/core';
import { shellT, useRuntime } from '../context/runtime';
import { useSignalSelect } from '../context/use-signal';
import { NavText } from './header-nav';
import { navKey } from './nav-tree';
import type { HeaderOrganiser } from './header';
import { OwnTurn } from '../builder/turn-boundary';

/** The provider's own legal pages (001 §2: "on the provider's site"), the same for every organiser. */
export const PROVIDER_LEGAL_LINKS = {
  legal_notice: 'https://oriel.app/legal-notice',
  disclaimer: 'https://oriel.app/disclaimer',
  privacy: 'https://oriel.app/privacy-policy',
} as const;

export interface FooterProps {
  /** the website's `footer`, parsed here: an invalid one renders nothing (001 §8) */
  config: unknown;
  organiser: HeaderOrganiser;
  legalLinks?: Record<keyof typeof PROVIDER_LEGAL_LINKS, string>;
}

export function Footer({ config, ...props }: FooterProps) {
  const parsed = useMemo(() => v.safeParse(footerSchema, config), [config]);
  // over a served page's markup, taken over in a task of its own (builder/turn-boundary.tsx OwnTurn)
  return parsed.success ? (
    <OwnTurn>
      <FooterView footer={parsed.output} {...props} />
    </OwnTurn>
  ) : null;
}

function FooterView({ footer, organiser, legalLinks = PROVIDER_LEGAL_LINKS }: Omit<FooterProps, 'config'> & { footer: FooterConfig }) {
  const runtime = useRuntime();
  const t = shellT(runtime);
  const year = useSignalSelect(runtime.now, (now) => new Date(now).getFullYear());
  const { links, quote } = footer.content;
  const noop = () => {};
  // the storefront's own accessibility statement, where the site has that route
  const statement = buildHref(runtime.links, 'accessibility');

  return (
    <footer className="o-footer">
      <div className="o-footer-inner">
        <div className="o-footer-brand">
          {organiser.logo && <img src={organiser.logo} alt="" height={48} width={192} loading="lazy" />}
          <p className="o-footer-name">{organiser.name}</p>
          {quote && (
            <blockquote className="o-footer-quote" lang={langOf(footer.content, 'quote')}>
              {quote}
            </blockquote>
          )}
        </div>
        {links.length > 0 && (
          <nav className="o-footer-columns" aria-label={t('layout.footer.nav')}>
            {links.map((column) => (
              <div key={navKey(column)} className="o-footer-column">
                <h2 className="o-footer-title">
                  <NavText link={column} className="o-footer-link" onNavigate={noop} />
                </h2>
                {column.children.length > 0 && (
                  <ul>
                    {column.children.map((link) => (
                      <li key={navKey(link)}>
                        <NavText link={link} className="o-footer-link" onNavigate={noop} />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
          </nav>
        )}
      </div>
      <div className="o-footer-bottom">
        <p>{t('layout.footer.copyright', { year: String(year), name: organiser.name })}</p>
        <nav aria-label={t('layout.footer.legal')}>
          <ul className="o-footer-legal">
            {(['legal_notice', 'disclaimer', 'privacy'] as const).map((key) => (
              <li key={key}>
                <a href={legalLinks[key]} rel="noopener">
                  {t(`layout.footer.${key}`)}
                </a>
              </li>
            ))}
            {statement && (
              <li>
                <a href={statement}>{t('layout.footer.accessibility')}</a>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </footer>
  );
}

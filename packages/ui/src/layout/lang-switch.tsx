import { LANG_STORAGE_KEY, LANGS, langHref, type Lang } from '@oriel/core';
import { useRuntime, useShellT } from '../context/runtime';
import { pageStorage } from '../context/create-runtime';

export interface LangSwitchProps {
  /** the current path, query and hash (prefixed or not): each link leads to the same page in its language */
  location: string;
  className?: string;
}

/** Remembered for the visitor's next address without a prefix (shell main.tsx); storage refused: not remembered. */
export function rememberLang(lang: Lang): void {
  pageStorage().set(LANG_STORAGE_KEY, lang);
}

/**
 * The shell's fr/en switch: plain links, so it works before (and without) any script on a server-rendered page.
 * Another language is a full page load (the router's rule). Each language is named in itself, with its own `lang`.
 * Embedded widgets have no pages of their own: integrators switch them with `Oriel.push(['setLang', …])`.
 */
export function LangSwitch({ location, className = 'o-lang' }: LangSwitchProps) {
  const { lang: current, links } = useRuntime();
  const t = useShellT();
  if (links.kind !== 'shell') return null;
  return (
    <nav className={className} aria-label={t('layout.lang.label')}>
      <ul className="o-lang-list">
        {LANGS.map((lang) => (
          <li key={lang}>
            <a
              className="o-lang-link"
              href={lang === current ? location : langHref(location, lang)}
              lang={lang}
              hrefLang={lang}
              aria-current={lang === current ? 'true' : undefined}
              onClick={() => rememberLang(lang)}
            >
              {/* the name is the whole word: a visible "EN" alone would not name the link (WCAG 2.5.3 wants the two to match) */}
              <span aria-hidden="true">{lang.toUpperCase()}</span>
              <span className="sr-only">{t(`layout.lang.${lang}`)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import type { FaqBlockSettings, TabsBlockSettings } from '@oriel/core';
import { useRuntime, useShellT } from '../context/runtime';
import { SafeHtml } from '../content/safe-html';
import { SiteLink, useSiteHref } from '../layout/site-link';
import type { ElementViewProps } from './element-def';

/** FAQ accordion on native <details>: keyboard and screen-reader support come with the element. */
export function FaqBlock({ settings }: ElementViewProps<FaqBlockSettings>) {
  if (settings.items.length === 0) return null;
  return (
    <div className="o-faq">
      {settings.items.map((item) => (
        <details key={item.id} className="o-faq-item">
          <summary>{item.question}</summary>
          <SafeHtml className="o-richtext o-faq-answer" html={item.answer} />
        </details>
      ))}
    </div>
  );
}

/** Tabs (000 §3): a row of links; the one for the current page is marked. */
export function TabsBlock({ settings }: ElementViewProps<TabsBlockSettings>) {
  const { currentLocation } = useRuntime();
  const t = useShellT();
  if (settings.items.length === 0) return null;
  const here = currentLocation().split(/[?#]/)[0];
  return (
    <nav className="o-tabs" aria-label={t('builder.tabs')}>
      <ul>
        {settings.items.map((item) => (
          <li key={item.id}>
            <Tab href={item.href} text={item.text} here={here} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Tab({ href, text, here }: { href: string; text: string; here: string | undefined }) {
  const resolved = useSiteHref(href);
  const current = resolved.split(/[?#]/)[0] === here;
  return (
    <SiteLink className={current ? 'o-tab o-tab-current' : 'o-tab'} href={href} aria-current={current ? 'page' : undefined}>
      {text}
    </SiteLink>
  );
}

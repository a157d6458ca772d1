import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { accountTabView, tabScrollIndicators, tabScrollTarget, visibleAccountTabs, type AccountCountersLike, type AccountTab } from '@oriel/core';
import { Icon } from '../primitives/icons';
import { useAccount } from './account-context';
import { AccountLink } from './account-link';

/**
 * The account tab bar (001 §2): home, profile and participants always, the others when their counter is at least 1
 * (vouchers: either voucher counter), each with its count. Left/right arrows, Home and End move between the tabs;
 * when the tabs overflow by more than 24 px, a chevron on that side scrolls them.
 */
export function AccountTabs({ counters, current }: { counters: AccountCountersLike | null | undefined; current: AccountTab }) {
  const { at } = useAccount();
  const list = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ previous: false, next: false });
  const tabs = visibleAccountTabs(counters);

  const measure = useCallback(() => {
    const el = list.current;
    if (el) setEdges(tabScrollIndicators(el));
  }, []);
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    // the current tab in view, clear of a chevron (2.5rem and its shadow), now and whenever the strip's width changes
    const reveal = () => {
      const tab = el.querySelector<HTMLElement>('[aria-current="page"]')?.closest('li');
      const edge = parseFloat(getComputedStyle(el).fontSize || '16') * 3;
      const box = tab?.getBoundingClientRect();
      const offsetLeft = box ? box.left - el.getBoundingClientRect().left + el.scrollLeft : 0;
      const target = box ? tabScrollTarget(el, { offsetLeft, offsetWidth: box.width }, edge) : null;
      if (target !== null) el.scrollLeft = target;
      measure();
    };
    reveal();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(reveal) : null;
    observer?.observe(el);
    return () => observer?.disconnect();
  }, [measure, tabs.length, current]);

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const links = [...(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
    const at = links.indexOf(e.target as HTMLAnchorElement);
    if (at < 0) return;
    const next = e.key === 'ArrowRight' ? at + 1 : e.key === 'ArrowLeft' ? at - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? links.length - 1 : null;
    if (next === null) return;
    e.preventDefault();
    links[(next + links.length) % links.length]?.focus();
  };
  const scroll = (direction: 1 | -1) => {
    const el = list.current;
    if (el) el.scrollBy?.({ left: direction * el.clientWidth * 0.75, behavior: 'smooth' });
  };

  return (
    <nav className="o-account-tabs" aria-label={at('tabs.label')}>
      {edges.previous && (
        <button type="button" className="o-account-tabs-scroll is-previous" aria-label={at('tabs.scroll_previous')} tabIndex={-1} onClick={() => scroll(-1)}>
          <Icon d="M15 6l-6 6 6 6" />
        </button>
      )}
      {/* arrow keys from the tab links bubble here (one listener for the row); the list is no control itself */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <ul ref={list} onScroll={measure} onKeyDown={onKeyDown}>
        {tabs.map(({ tab, count }) => (
          <li key={tab}>
            <AccountLink to={accountTabView(tab)} aria-current={tab === current ? 'page' : undefined}>
              {at(`tabs.${tab}`)}
              {count !== undefined && <span className="o-account-tab-count">{count}</span>}
            </AccountLink>
          </li>
        ))}
      </ul>
      {edges.next && (
        <button type="button" className="o-account-tabs-scroll is-next" aria-label={at('tabs.scroll_next')} tabIndex={-1} onClick={() => scroll(1)}>
          <Icon d="M9 6l6 6-6 6" />
        </button>
      )}
    </nav>
  );
}

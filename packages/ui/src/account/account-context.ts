import { createContext, useContext } from 'react';
import type { AccountTranslator, AccountView } from '@oriel/core';

/** Query values an account screen puts in its URL (page_number, redirect, participant, payment...). */
export type AccountQuery = Readonly<Record<string, string | number | null | undefined>>;

/**
 * Where the account area's screen is kept, whatever carries it: the shell's `/{lang}/account/<path>?query`, or an
 * embedding page's `?oriel-account=<path>&oriel-account-<key>=<value>` (a reload, back/forward and a link land on
 * the same screen in both).
 */
export interface AccountNav {
  /** the screen; null when the path names none (not found) */
  readonly view: AccountView | null;
  /** the screen's own query parameters, without the carrier's */
  readonly query: URLSearchParams;
  /** a real URL for the screen (new tab and copy link work) */
  href(view: AccountView, query?: AccountQuery): string;
  /** shows the screen (history entry unless replace) */
  go(view: AccountView, query?: AccountQuery, options?: { replace?: boolean }): void;
  /** an absolute URL of the screen, for a payment provider to come back to */
  absoluteHref(view: AccountView, query?: AccountQuery): string;
}

export interface AccountContextValue {
  readonly nav: AccountNav;
  /** the account catalogue's translator (the runtime's `t` keeps the shared texts) */
  readonly at: AccountTranslator;
  /** the level of the area's own title: screens title themselves one below */
  readonly headingLevel: 1 | 2;
  /** told the shown screen's title as read, so a page can name itself after it */
  readonly onScreenTitle?: ((title: string) => void) | undefined;
}

export const AccountContext = createContext<AccountContextValue | null>(null);

export function useAccount(): AccountContextValue {
  const value = useContext(AccountContext);
  if (!value) throw new Error('Account screens must be rendered inside <AccountArea>');
  return value;
}

/** The account catalogue's `t`. */
export const useAT = (): AccountTranslator => useAccount().at;
export const useAccountNav = (): AccountNav => useAccount().nav;

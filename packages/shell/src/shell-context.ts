import { createContext, useContext, useEffect, useRef } from 'react';
import { siteApi, type Website, siteKeys } from '@oriel/core';
import { useApi, useQuery, type QueryResult } from '@oriel/ui';
import type { Router } from './router';

export interface ShellContextValue {
  router: Router;
  /** a page reports its main data loading: the progress bar shows while any report is on */
  reportLoading(id: symbol, loading: boolean): void;
  /** server render only: the page's title, for the HTML's <title> (effects do not run there) */
  serverTitle?(title: string): void;
  /** server render only: the page is a not-found page (answered with 404) */
  serverNotFound?(): void;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('Shell pages must be rendered inside <ShellContext.Provider>');
  return value;
}

/** The organiser's website (header, footer, top bar, pages), shared by every page through the query cache. */
export function useWebsite(): QueryResult<Website> {
  const site = useApi(siteApi);
  return useQuery(siteKeys.website(), () => site.getWebsite());
}

/** Shows the route progress bar while `loading` holds (001 §2). */
export function useReportLoading(loading: boolean): void {
  const { reportLoading } = useShell();
  const id = useRef(Symbol('route-loading')).current;
  useEffect(() => {
    reportLoading(id, loading);
    return () => reportLoading(id, false);
  }, [id, loading, reportLoading]);
}

/** The document title follows the page: "Page · Organiser". */
export function useDocumentTitle(title: string | null | undefined): void {
  const site = useWebsite().data?.organiser.name;
  const { serverTitle } = useShell();
  if (serverTitle && title) serverTitle(site ? `${title} · ${site}` : title);
  useEffect(() => {
    // unknown yet (loading): the previous title stays rather than flashing the bare site name
    if (title) document.title = site ? `${title} · ${site}` : title;
  }, [title, site]);
}

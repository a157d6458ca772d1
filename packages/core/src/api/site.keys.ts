/** Query keys of siteApi's answers (store/query-key.ts). */
export const siteKeys = {
  all: ['site'] as const,
  organiser: () => [...siteKeys.all, 'organiser'] as const,
  website: () => [...siteKeys.all, 'website'] as const,
  /** null: no page (a query that is off) */
  page: (path: string | null) => [...siteKeys.all, 'page', path] as const,
};

/** Query keys of detailApi's answers (store/query-key.ts). */
export const detailKeys = {
  all: ['detail'] as const,
  /** every price estimate: a change of the cart makes them all stale */
  estimates: () => [...detailKeys.all, 'estimate'] as const,
  /** `request`: the estimate request as JSON, as the view settled it */
  estimate: (request: string) => [...detailKeys.estimates(), request] as const,
};

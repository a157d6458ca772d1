/** Query keys of checkoutApi's answers (store/query-key.ts). */
export const checkoutKeys = {
  all: ['checkout'] as const,
  data: () => [...checkoutKeys.all, 'data'] as const,
};

/** Query keys of organiserAgesApi's answers (store/query-key.ts). */
export const organiserAgesKeys = {
  all: ['organiser-ages'] as const,
  formats: () => [...organiserAgesKeys.all, 'formats'] as const,
};

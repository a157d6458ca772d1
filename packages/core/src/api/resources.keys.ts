/** Query keys of resourcesApi's answers (store/query-key.ts). */
export const resourcesKeys = {
  all: ['resources'] as const,
  /** one resource: its booking form and the /resources/{cuid} page share it */
  resource: (cuid: string) => [...resourcesKeys.all, 'resource', cuid] as const,
  /** the resources of these ids (none: all of them) */
  list: (ids: readonly (string | number)[]) => [...resourcesKeys.all, 'list', ids] as const,
  /** their slots on one day */
  slots: (ids: readonly (string | number)[], day: string) => [...resourcesKeys.all, 'slots', ids, day] as const,
};

import type { CustomFieldEntity } from '../schemas/index';

/** Query keys of participantsApi's answers (store/query-key.ts). */
export const participantsKeys = {
  all: ['participants'] as const,
  search: (search: string, limit: number) => [...participantsKeys.all, 'search', search, limit] as const,
  customFields: (entity: CustomFieldEntity) => [...participantsKeys.all, 'custom-fields', entity] as const,
};

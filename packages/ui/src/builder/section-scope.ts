import * as v from 'valibot';
import { availabilityStatusSchema, catalogListScope, type AvailabilityStatus, type CatalogListScope } from '@oriel/core';
import { useCatalogPage } from '../catalog/catalog-page';

// unknown status names are dropped rather than sent to the API
const isStatus = (s: string): s is AvailabilityStatus => v.is(availabilityStatusSchema, s);

/** A section's status: its own `status` setting wins over the website's pages_settings (000 §2). */
export function useSectionScope(settings: Record<string, unknown>, status: readonly string[]): CatalogListScope {
  return catalogListScope(status.filter(isStatus), 'status' in settings, useCatalogPage().settings);
}

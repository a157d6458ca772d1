/**
 * Price of one registration inside a bundle, in whole minor units (000 §9); null for an
 * unlimited (null) or empty capacity where the ratio means nothing.
 */
export function bundlePricePerRegistration(price: number, capacity: number | null | undefined): number | null {
  return capacity != null && capacity > 0 ? Math.round(price / capacity) : null;
}

/** Places left in an owned bundle; null when unlimited. */
export function bundleRemaining(bundle: { capacity?: number | null; used?: number | null }): number | null {
  return bundle.capacity == null ? null : Math.max(0, bundle.capacity - (bundle.used ?? 0));
}

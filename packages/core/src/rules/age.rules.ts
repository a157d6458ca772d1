export type AgeUnitCode = 'days' | 'weeks' | 'months' | 'years';
export type AgeRounding = 'up' | 'down' | 'nearest';

/** One organiser age display rule (000 §3 settings.formats.ages[]). */
export interface AgeFormatLike {
  type: AgeUnitCode;
  number_of_days: number;
  /** Upper bound expressed in this rule's unit; null means no limit. */
  limit?: number | null;
  rounding_interval?: number | null;
  rounding_method?: AgeRounding | null;
}

/** Structured age; the UI translates it with ages.{unit} and the value as count. */
export interface AgeDisplay {
  unit: AgeUnitCode;
  value: number;
}

export const DAYS_PER_MONTH = 30.436875;
export const DAYS_PER_YEAR = 365.25;

/** The default rules of 000 §9, applied in order. */
export const DEFAULT_AGE_FORMATS: readonly AgeFormatLike[] = [
  { type: 'days', number_of_days: 1, limit: 30, rounding_interval: 1, rounding_method: 'down' },
  { type: 'weeks', number_of_days: 7, limit: 12, rounding_interval: 1, rounding_method: 'down' },
  { type: 'months', number_of_days: DAYS_PER_MONTH, limit: 36, rounding_interval: 0.5, rounding_method: 'down' },
  { type: 'years', number_of_days: DAYS_PER_YEAR, limit: 18, rounding_interval: 0.5, rounding_method: 'down' },
  { type: 'years', number_of_days: DAYS_PER_YEAR, limit: null, rounding_interval: 1, rounding_method: 'down' },
];

/** What the storefront uses when the organiser configured nothing: whole years. */
export const STOREFRONT_AGE_FORMATS: readonly AgeFormatLike[] = [
  { type: 'years', number_of_days: DAYS_PER_YEAR, limit: null, rounding_interval: 1, rounding_method: 'down' },
];

/** Rounds to a multiple of `interval`; the 1e-9 guard keeps 2.4999999 from flooring to 2. */
export function roundToInterval(value: number, interval: number, method: AgeRounding): number {
  const step = interval > 0 ? interval : 1;
  const q = Math.round((value / step) * 1e9) / 1e9;
  const r = method === 'up' ? Math.ceil(q) : method === 'nearest' ? Math.round(q) : Math.floor(q);
  return Math.round(r * step * 1e9) / 1e9;
}

/**
 * An age given in days, in the unit of the first rule whose limit it does not exceed.
 * Empty or missing formats fall back to the storefront default (years).
 */
export function displayAge(days: number, formats?: readonly AgeFormatLike[] | null): AgeDisplay {
  const rules = formats && formats.length > 0 ? formats : STOREFRONT_AGE_FORMATS;
  for (const rule of rules) {
    const value = days / rule.number_of_days;
    if (rule.limit == null || value <= rule.limit) {
      return {
        unit: rule.type,
        value: roundToInterval(value, rule.rounding_interval ?? 1, rule.rounding_method ?? 'down'),
      };
    }
  }
  // Every rule was bounded and exceeded: express it in the last rule's unit anyway.
  const last = rules[rules.length - 1] ?? STOREFRONT_AGE_FORMATS[0]!;
  return { unit: last.type, value: roundToInterval(days / last.number_of_days, last.rounding_interval ?? 1, 'down') };
}

/** Age bounds of an availability (age_minimum/age_maximum in days); null sides are open. */
export function displayAgeRange(
  minimumDays: number | null | undefined,
  maximumDays: number | null | undefined,
  formats?: readonly AgeFormatLike[] | null,
): { min: AgeDisplay | null; max: AgeDisplay | null } | null {
  if (minimumDays == null && maximumDays == null) return null;
  return {
    min: minimumDays == null ? null : displayAge(minimumDays, formats),
    max: maximumDays == null ? null : displayAge(maximumDays, formats),
  };
}

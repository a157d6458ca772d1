import type { AgeDisplay } from '../rules/age.rules';
import type { Translator } from './translator';

/** '6 ans', '2,5 months'...: an AgeDisplay of rules/age in the reader's language. */
export function translateAge(t: Translator, age: AgeDisplay): string {
  return t(`ages.${age.unit}`, { count: age.value });
}

/** 'De 6 à 12 ans' style range; either side may be open. Null when there is no bound at all. */
export function translateAgeRange(t: Translator, range: { min: AgeDisplay | null; max: AgeDisplay | null } | null): string | null {
  if (!range || (!range.min && !range.max)) return null;
  if (range.min && range.max) {
    // Same unit on both sides reads better with the unit once: "6 to 12 years".
    const max = translateAge(t, range.max);
    const min = range.min.unit === range.max.unit ? t('ages.number', { count: range.min.value }) : translateAge(t, range.min);
    return t('ages.range', { min, max });
  }
  return range.min ? t('ages.from', { min: translateAge(t, range.min) }) : t('ages.up_to', { max: translateAge(t, range.max!) });
}

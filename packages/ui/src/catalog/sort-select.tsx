import { useId } from 'react';
import type { AvailabilitySort } from '@oriel/core';
import { useT } from '../context/runtime';

/** The `sorting` setting's choices (000 §5): shown only when the grid offers some. */
export function SortSelect({
  options,
  value,
  onSort,
}: {
  options: readonly AvailabilitySort[];
  value: AvailabilitySort | undefined;
  onSort: (sort: AvailabilitySort) => void;
}) {
  const t = useT();
  const id = useId();
  if (options.length === 0) return null;
  return (
    <div className="field o-sort">
      <label htmlFor={id}>{t('catalog.sort.label')}</label>
      <select id={id} value={value} onChange={(e) => onSort(e.currentTarget.value as AvailabilitySort)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`catalog.sort.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

import { Suspense, type ReactNode } from 'react';
import { categoryFilterControl, filtersApi, formatDate, locationFilterControl, type CatalogFilterId, filtersKeys } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { useApi } from '../context/use-api';
import { useQuery, type QueryResult } from '../context/use-query';
import { errorMessage } from '../context/errors';
import { TextField } from '../forms/text-field';
import { ErrorState, Skeleton } from '../primitives/states';
import { CheckboxGroup, type FilterOption } from './option-controls';
import { MultiSelect } from './multi-select-lazy';
import { useDebouncedInput } from './use-debounced-input';

export interface FilterFieldsProps {
  /** unique per rendering: the panel and the mobile dialog each hold a set of controls */
  idPrefix: string;
  ids: readonly CatalogFilterId[];
  /** raw query-string values by filter id */
  values: Record<string, string>;
  onChange: (id: CatalogFilterId, value: string) => void;
  /** text inputs wait this long before they apply (000 §9: 500 ms for catalog filters) */
  debounceMs: number;
}

function DebouncedField({
  id,
  label,
  value,
  onCommit,
  delay,
  type = 'text',
}: {
  id: string;
  label: string;
  value: string;
  onCommit: (v: string) => void;
  delay: number;
  type?: 'text' | 'number';
}) {
  const [local, change] = useDebouncedInput(value, onCommit, delay);
  return (
    <TextField
      id={id}
      label={label}
      value={local}
      onValue={change}
      type={type}
      {...(type === 'number' ? { min: 0, step: 1, inputMode: 'numeric' as const } : {})}
    />
  );
}

/** Options of a list filter: a skeleton of the control's size while they load, the error with a retry. */
function Options<T>({ q, label, children }: { q: QueryResult<T>; label: string; children: (data: T) => ReactNode }) {
  const { t } = useRuntime();
  const loading = (
    <div className="field" aria-busy="true">
      <span className="o-filter-label">{label}</span>
      <Skeleton height="5.5rem" />
    </div>
  );
  // the multi-select's code may still be on its way: same placeholder meanwhile
  if (q.data) return <Suspense fallback={loading}>{children(q.data)}</Suspense>;
  if (q.status === 'error') return <ErrorState message={errorMessage(t, q.error)} onRetry={q.refetch} />;
  return loading;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/** The controls of the configured filters (000 §5 ids), in the configured order. */
export function FilterFields({ idPrefix, ids, values, onChange, debounceMs }: FilterFieldsProps) {
  const { t, lang } = useRuntime();
  const api = useApi(filtersApi);
  const hasCategories = ids.some((id) => id.startsWith('category-'));
  const locations = useQuery(filtersKeys.locations(), () => api.listLocations(), { enabled: ids.includes('location') });
  const categories = useQuery(filtersKeys.categories(), () => api.listCategories(), { enabled: hasCategories });
  const periods = useQuery(filtersKeys.periods(), () => api.listPeriods(), { enabled: ids.includes('period') || ids.includes('availabilities-period') });
  // 2024-01-01 was a Monday: ISO weekday n is January n
  const weekdays: FilterOption[] = WEEKDAYS.map((n) => ({
    value: String(n),
    label: formatDate(Date.UTC(2024, 0, n), { locale: lang, timeZone: 'UTC' }, { weekday: 'long' }),
  }));

  return (
    <>
      {ids.map((id) => {
        const key = `${idPrefix}-${id}`;
        const common = { id: key, value: values[id], onChange: (v: string) => onChange(id, v) };
        switch (id) {
          case 'search':
            return (
              <DebouncedField key={id} id={key} label={t('catalog.filters.search')} value={values[id] ?? ''} onCommit={common.onChange} delay={debounceMs} />
            );
          case 'age':
            return (
              <DebouncedField
                key={id}
                id={key}
                type="number"
                label={t('catalog.filters.age')}
                value={values[id] ?? ''}
                onCommit={common.onChange}
                delay={debounceMs}
              />
            );
          case 'date':
            return <TextField key={id} id={key} type="date" label={t('catalog.filters.date')} value={values[id] ?? ''} onValue={common.onChange} />;
          case 'weekday':
            return <CheckboxGroup key={id} {...common} label={t('catalog.filters.weekday')} options={weekdays} />;
          case 'location':
            return (
              <Options key={id} q={locations} label={t('catalog.filters.location')}>
                {(list) => {
                  const options = list.data.flatMap((l) => (l.cuid ? [{ value: l.cuid, label: l.title ?? l.name ?? l.cuid }] : []));
                  const Control = locationFilterControl(options.length) === 'multi-select' ? MultiSelect : CheckboxGroup;
                  return <Control {...common} label={t('catalog.filters.location')} options={options} />;
                }}
              </Options>
            );
          case 'period':
          case 'availabilities-period':
            return (
              <Options key={id} q={periods} label={t('catalog.filters.period')}>
                {(list) => <CheckboxGroup {...common} label={t('catalog.filters.period')} options={list.map((p) => ({ value: p.cuid, label: p.title }))} />}
              </Options>
            );
          default: {
            const groupCuid = id.slice('category-'.length);
            return (
              <Options key={id} q={categories} label={t('catalog.filters.category')}>
                {(list) => {
                  const group = list.data.find((g) => g.cuid === groupCuid);
                  if (!group) return null;
                  const options = group.categories.flatMap((c) => (c.cuid ? [{ value: c.cuid, label: c.title }] : []));
                  const Control = categoryFilterControl(options.length) === 'multi-select' ? MultiSelect : CheckboxGroup;
                  return <Control {...common} label={group.title} options={options} />;
                }}
              </Options>
            );
          }
        }
      })}
    </>
  );
}

import { useEffect, useState } from 'react';
import { DEBOUNCE_MS, participantsApi, PAGING, participantsKeys } from '@oriel/core';
import { useT } from '../context/runtime';
import { useApi } from '../context/use-api';
import { useQuery } from '../context/use-query';
import { useDebouncedInput } from '../catalog/use-debounced-input';
import { useStyles } from '../lazy/add-styles';
import { FILTERS_CSS } from '../catalog/filters-styles';
import { DisclosurePanel } from './disclosure-panel';
import { TextField } from './text-field';

export interface ParticipantSearchProps {
  id: string;
  legend: string;
  /** ids chosen; their names come from `names` */
  value: readonly number[];
  names: ReadonlyMap<number, string>;
  /** a participant never offered (the one the booking is for) */
  exclude?: number | undefined;
  onChange: (ids: number[], names: Map<number, string>) => void;
}

/**
 * Many participants to choose from: a disclosure panel (disclosure-panel.tsx) naming who is chosen, with a search
 * (350 ms, 001 §5) asked of GET /api/participants through the generic query helper (001 §7), its matches as
 * checkboxes, a page at a time.
 */
export function ParticipantSearch({ id, legend, value, names, exclude, onChange }: ParticipantSearchProps) {
  const t = useT();
  const api = useApi(participantsApi);
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const [typed, type] = useDebouncedInput(term, setTerm, DEBOUNCE_MS.search);
  const [limit, setLimit] = useState<number>(PAGING.pageSize);
  const search = term.trim();
  const found = useQuery(participantsKeys.search(search, limit), () => api.searchParticipants({ search, limit, offset: 0 }), { enabled: open });
  useEffect(() => setLimit(PAGING.pageSize), [search]);
  const shown = (found.data?.data ?? []).filter((p) => p.id !== exclude);
  const toggle = (pid: number, fullname: string, on: boolean) => {
    const next = new Map(names);
    if (on) next.set(pid, fullname);
    onChange(on ? [...value.filter((x) => x !== pid), pid] : value.filter((x) => x !== pid), next);
  };
  // the multi-select's look is the catalog filters' (filters.css), brought by whichever comes first
  const styled = useStyles(FILTERS_CSS);
  const chosen = value.map((pid) => names.get(pid)).filter((n): n is string => Boolean(n));

  return (
    <DisclosurePanel
      id={id}
      label={legend}
      summary={chosen.length > 0 ? chosen.join(', ') : t('offers.booking.nobody')}
      open={open}
      onOpenChange={setOpen}
      rootRef={styled}
    >
      <TextField id={`${id}-search`} label={t('offers.booking.search_participants')} value={typed} onValue={type} />
      <p className="sr-only" role="status">
        {found.data ? t('offers.booking.found', { count: shown.length }) : ''}
      </p>
      <fieldset className="o-multi-options" aria-busy={found.fetching}>
        <legend className="sr-only">{legend}</legend>
        {shown.map((p) => (
          <label key={p.id} className="check">
            <input type="checkbox" checked={value.includes(p.id)} onChange={(e) => toggle(p.id, p.fullname, (e.target as HTMLInputElement).checked)} />
            {p.fullname}
          </label>
        ))}
        {found.data && shown.length === 0 && <p className="o-muted">{t('catalog.filters.no_options')}</p>}
      </fieldset>
      {found.data && found.data.count > found.data.data.length && (
        <button type="button" className="btn btn-ghost" onClick={() => setLimit((n) => Math.min(n + PAGING.pageSize, PAGING.maxPageSize))}>
          {t('offers.booking.more')}
        </button>
      )}
    </DisclosurePanel>
  );
}

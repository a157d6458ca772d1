import { useState } from 'react';
import { DEBOUNCE_MS } from '@oriel/core';
import { useT } from '../context/runtime';
import { DisclosurePanel } from '../forms/disclosure-panel';
import { TextField } from '../forms/text-field';
import { splitList } from './catalog-query.logic';
import { Checks, type OptionControlProps } from './option-controls';
import { useDebouncedInput } from './use-debounced-input';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Many choices (000 §9 thresholds): a disclosure panel (forms/disclosure-panel.tsx) with a search box (350 ms
 * debounce) over the checkboxes.
 */
export function MultiSelect({ id, label, options, value, onChange }: OptionControlProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const [typed, type] = useDebouncedInput(term, setTerm, DEBOUNCE_MS.search);
  const count = splitList(value).length;
  const shown = term.trim() ? options.filter((o) => fold(o.label).includes(fold(term.trim()))) : options;
  return (
    <DisclosurePanel
      id={id}
      label={label}
      summary={count > 0 ? t('catalog.filters.selected', { count }) : t('catalog.filters.all')}
      open={open}
      onOpenChange={setOpen}
    >
      <TextField id={`${id}-search`} label={t('catalog.filters.options_search')} value={typed} onValue={type} />
      <fieldset className="o-multi-options">
        <legend className="sr-only">{label}</legend>
        {shown.length > 0 ? <Checks options={shown} value={value} onChange={onChange} /> : <p className="o-muted">{t('catalog.filters.no_options')}</p>}
      </fieldset>
    </DisclosurePanel>
  );
}

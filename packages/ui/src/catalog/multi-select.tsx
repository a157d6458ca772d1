import { useEffect, useRef, useState } from 'react';
import { DEBOUNCE_MS } from '@oriel/core';
import { useT } from '../context/runtime';
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
 * Many choices (000 §9 thresholds): a disclosure button summarising the selection, opening a panel with a
 * search box (350 ms debounce) over the checkboxes. Escape closes it and gives focus back to the button.
 */
export function MultiSelect({ id, label, options, value, onChange }: OptionControlProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const [typed, type] = useDebouncedInput(term, setTerm, DEBOUNCE_MS.search);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const count = splitList(value).length;
  const shown = term.trim() ? options.filter((o) => fold(o.label).includes(fold(term.trim()))) : options;
  useEffect(() => {
    if (open) panel.current?.querySelector('input')?.focus();
  }, [open]);
  return (
    <div className="field o-multi">
      <span id={`${id}-label`} className="o-filter-label">
        {label}
      </span>
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        className="o-multi-button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}-button`}
        onClick={() => setOpen(!open)}
      >
        {count > 0 ? t('catalog.filters.selected', { count }) : t('catalog.filters.all')}
      </button>
      {/* Escape from the search field or a checkbox bubbles here: the panel listens, it is no control itself */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        ref={panel}
        id={`${id}-panel`}
        className="o-multi-panel"
        hidden={!open}
        onKeyDown={(e) => {
          if (e.key !== 'Escape') return;
          // the panel closes, not the dialog around it
          e.preventDefault();
          e.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }}
      >
        {open && (
          <>
            <TextField id={`${id}-search`} label={t('catalog.filters.options_search')} value={typed} onValue={type} />
            <fieldset className="o-multi-options">
              <legend className="sr-only">{label}</legend>
              {shown.length > 0 ? <Checks options={shown} value={value} onChange={onChange} /> : <p className="o-muted">{t('catalog.filters.no_options')}</p>}
            </fieldset>
          </>
        )}
      </div>
    </div>
  );
}

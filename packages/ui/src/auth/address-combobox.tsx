import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { participantsApi, type Address } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { useApi } from '../context/use-api';
import { Spinner } from '../primitives/states';
import { FieldError } from '../forms/field-error';
import { requiredClass } from '../forms/field-label';

/** 001 §9: address search debounce, and how long the spinner stays after an answer (no flicker). */
export const ADDRESS_DEBOUNCE_MS = 500;
export const ADDRESS_SPINNER_LINGER_MS = 250;
/** docs/api-contract.md: the lookup needs at least 3 characters. */
const MIN_SEARCH = 3;

export interface AddressComboboxProps {
  id: string;
  label: string;
  /** the chosen address; typing again clears it until another one is chosen */
  value: Address | null;
  onChange: (address: Address | null) => void;
  error?: string | undefined;
}

const line = (a: Address) => a.address ?? [a.street, a.number, a.postcode, a.city].filter(Boolean).join(' ');

/**
 * Address lookup (001 §7 GET /api/mapbox/autofill) as an ARIA 1.2 combobox: the input keeps focus, arrow keys
 * move through the options (aria-activedescendant), Enter chooses, Escape closes. The list sits just under
 * the input (CSS), which needs no positioning library inside forms and dialogs.
 */
export function AddressCombobox({ id, label, value, onChange, error }: AddressComboboxProps) {
  const { t } = useRuntime();
  const api = useApi(participantsApi);
  const [text, setText] = useState(() => (value ? line(value) : ''));
  const [results, setResults] = useState<Address[] | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [searching, setSearching] = useState(false);
  const [failed, setFailed] = useState(false);
  const seq = useRef(0);
  const timers = useRef<{ debounce?: ReturnType<typeof setTimeout>; linger?: ReturnType<typeof setTimeout> }>({});

  useEffect(
    () => () => {
      clearTimeout(timers.current.debounce);
      clearTimeout(timers.current.linger);
    },
    [],
  );

  function search(query: string) {
    const mine = ++seq.current;
    clearTimeout(timers.current.linger);
    setSearching(true);
    api
      .autofillAddress(query)
      .then(
        (list) => {
          if (mine !== seq.current) return;
          setFailed(false);
          setResults(list);
          setActive(-1);
          setOpen(true);
        },
        () => {
          if (mine !== seq.current) return;
          setFailed(true);
          setResults([]);
          setOpen(true);
        },
      )
      .finally(() => {
        if (mine !== seq.current) return;
        timers.current.linger = setTimeout(() => setSearching(false), ADDRESS_SPINNER_LINGER_MS);
      });
  }

  function type(next: string) {
    setText(next);
    if (value) onChange(null);
    clearTimeout(timers.current.debounce);
    if (next.trim().length < MIN_SEARCH) {
      seq.current++; // an answer still on its way is for a query that no longer applies
      setResults(null);
      setOpen(false);
      setSearching(false);
      return;
    }
    timers.current.debounce = setTimeout(() => search(next.trim()), ADDRESS_DEBOUNCE_MS);
  }

  function choose(address: Address) {
    setText(line(address));
    setOpen(false);
    setActive(-1);
    onChange(address);
  }

  const options = results ?? [];
  const expanded = open && results !== null;

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!options.length) return;
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      // from "nothing active", down starts at the first option and up at the last
      setActive((i) => (i < 0 ? (step > 0 ? 0 : options.length - 1) : (i + step + options.length) % options.length));
    } else if (e.key === 'Enter') {
      const chosen = expanded ? options[active] : undefined;
      // Enter chooses an option instead of submitting the form
      if (chosen) {
        e.preventDefault();
        choose(chosen);
      }
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        e.stopPropagation(); // the dialog around the form stays open
        setOpen(false);
        setActive(-1);
      }
    }
  }

  const listId = `${id}-list`;
  const described = [`${id}-hint`, error && `${id}-err`].filter(Boolean).join(' ');
  const status = searching
    ? t('auth.register.address_searching')
    : expanded
      ? options.length
        ? t('auth.register.address_results', { count: options.length })
        : t(failed ? 'common.error' : 'auth.register.address_empty')
      : '';

  return (
    <div className="field o-combobox">
      <label htmlFor={id} className={requiredClass(true)}>
        {label}
      </label>
      <div className="o-combobox-box">
        <input
          id={id}
          name="address"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded && options.length > 0}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          aria-required
          value={text}
          onInput={(e) => type((e.target as HTMLInputElement).value)}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => results?.length && !value && setOpen(true)}
        />
        {searching && (
          <span className="o-combobox-spinner" aria-hidden="true">
            <Spinner />
          </span>
        )}
        <ul id={listId} role="listbox" aria-label={t('auth.register.address_suggestions')} className="o-combobox-list" hidden={!expanded || !options.length}>
          {expanded &&
            options.map((address, i) => (
              // the keys act on the input (aria-activedescendant: arrows, Enter, Escape); an option takes only the pointer
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={`${i}:${line(address)}`}
                id={`${id}-opt-${i}`}
                role="option"
                aria-selected={i === active}
                className={i === active ? 'o-combobox-option is-active' : 'o-combobox-option'}
                // keeps focus in the input, so the click does not close the list before it lands
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(address)}
              >
                {line(address)}
              </li>
            ))}
        </ul>
        {expanded && !options.length && !searching && (
          <p className="o-combobox-empty" aria-hidden="true">
            {status}
          </p>
        )}
      </div>
      <p id={`${id}-hint`} className="field-hint">
        {t('auth.register.address_hint')}
      </p>
      <p className="sr-only" role="status" aria-live="polite">
        {status}
      </p>
      <FieldError id={`${id}-err`} text={error} />
    </div>
  );
}

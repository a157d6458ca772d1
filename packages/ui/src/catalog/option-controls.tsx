import { splitList, toggleInList } from './catalog-query.logic';

export interface FilterOption {
  value: string;
  label: string;
}

export interface OptionControlProps {
  id: string;
  label: string;
  options: readonly FilterOption[];
  /** the comma list of the query string */
  value: string | undefined;
  onChange: (value: string) => void;
}

export function Checks({ options, value, onChange }: Omit<OptionControlProps, 'id' | 'label'>) {
  const selected = splitList(value);
  return (
    <>
      {options.map((o) => (
        <label key={o.value} className="o-check">
          <input type="checkbox" checked={selected.includes(o.value)} onChange={(e) => onChange(toggleInList(value, o.value, e.currentTarget.checked))} />
          {o.label}
        </label>
      ))}
    </>
  );
}

/** Few choices: a group of checkboxes. */
export function CheckboxGroup({ label, ...rest }: OptionControlProps) {
  return (
    <fieldset className="field o-filter-group">
      <legend>{label}</legend>
      <Checks {...rest} />
    </fieldset>
  );
}

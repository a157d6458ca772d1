import { formatMoney, type Option, type OptionPrice } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { fieldErrorText, type FieldErrors } from '../forms/field-errors';
import { optionControl, optionPriceAmount, type OptionChoices } from './registration-answers.logic';
import { FieldError } from '../forms/field-error';
import { requiredClass } from '../forms/field-label';

export interface OptionFieldsProps {
  idp: string;
  options: readonly Option[];
  basePrice: number;
  choices: OptionChoices;
  onChoose: (optionId: number, priceId: number | null) => void;
  errors: FieldErrors;
}

/** Options of a registration (000 §3): one price is a switch, several a radio group (with "none" unless required). */
export function OptionFields({ idp, options, basePrice, choices, onChoose, errors }: OptionFieldsProps) {
  const { t, lang, currency } = useRuntime();
  if (!options.length) return null;
  const priceText = (p: OptionPrice) => {
    const amount = optionPriceAmount(p, basePrice);
    return amount ? ` (+${formatMoney(amount, { locale: lang, currency })})` : '';
  };
  return (
    <fieldset className="field o-options">
      <legend>{t('availability.options')}</legend>
      {options.map((o) => {
        const err = errors[`option_${o.id}`];
        const errId = `${idp}-opt-${o.id}-err`;
        const error = <FieldError id={errId} text={fieldErrorText(t, err)} />;
        if (optionControl(o) === 'switch') {
          const price = o.prices[0]!;
          return (
            <div key={o.id}>
              <label className={`check o-switch ${requiredClass(o.required) ?? ''}`}>
                <input
                  id={`${idp}-opt-${o.id}`}
                  type="checkbox"
                  role="switch"
                  checked={choices[o.id] === price.id}
                  aria-checked={choices[o.id] === price.id}
                  aria-required={o.required || undefined}
                  aria-invalid={err ? true : undefined}
                  aria-describedby={err ? errId : undefined}
                  onChange={(e) => onChoose(o.id, (e.target as HTMLInputElement).checked ? price.id : null)}
                />
                <span>
                  {o.title}
                  {price.label && price.label !== o.title ? ` · ${price.label}` : ''}
                  {priceText(price)}
                </span>
              </label>
              {error}
            </div>
          );
        }
        const name = `${idp}-opt-${o.id}`;
        return (
          <fieldset
            key={o.id}
            id={name}
            className="o-choices"
            role="radiogroup"
            aria-required={o.required || undefined}
            aria-invalid={err ? true : undefined}
            aria-describedby={err ? errId : undefined}
          >
            <legend className={requiredClass(o.required)}>{o.title}</legend>
            {/* under the legend: under a long list of prices it would be out of sight */}
            {error}
            {!o.required && (
              <label className="check">
                <input type="radio" name={name} checked={choices[o.id] == null} onChange={() => onChoose(o.id, null)} />
                <span>{t('availability.option_none')}</span>
              </label>
            )}
            {o.prices.map((p) => (
              <label key={p.id} className="check">
                <input type="radio" name={name} checked={choices[o.id] === p.id} onChange={() => onChoose(o.id, p.id)} />
                <span>
                  {p.label ?? o.title}
                  {priceText(p)}
                </span>
              </label>
            ))}
          </fieldset>
        );
      })}
    </fieldset>
  );
}

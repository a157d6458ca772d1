import { GIFT_LIMITS } from '@oriel/core';
import { useT } from '../context/runtime';
import { FieldError } from '../forms/field-error';
import { fieldErrorText, type FieldErrors } from '../forms/field-errors';
import { OptionalMark } from '../forms/field-label';
import { TextField } from '../forms/text-field';
import { giftFieldError, type GiftValues } from './voucher-gift.logic';

/** A gift voucher's optional recipient name and message; what the buyer typed stays as typed. */
export function VoucherGiftFields({
  idp,
  values,
  onValues,
  errors,
}: {
  idp: string;
  values: GiftValues;
  onValues: (values: GiftValues) => void;
  errors: FieldErrors;
}) {
  const t = useT();
  const nameError = fieldErrorText(t, giftFieldError(errors, 'recipient_name'));
  const messageError = fieldErrorText(t, giftFieldError(errors, 'message'));
  const id = `${idp}-message`;
  const described = [`${id}-hint`, messageError && `${id}-err`].filter(Boolean).join(' ');
  return (
    <fieldset className="o-fieldset">
      <legend>{t('offers.gift.legend')}</legend>
      <TextField
        id={`${idp}-recipient`}
        name="recipient_name"
        label={t('offers.gift.recipient_name')}
        hint={t('offers.gift.limit', { max: GIFT_LIMITS.recipient_name })}
        required={false}
        value={values.recipient_name}
        onValue={(recipient_name) => onValues({ ...values, recipient_name })}
        error={nameError}
      />
      <div className="field">
        <label htmlFor={id}>
          {t('offers.gift.message')}
          <OptionalMark required={false} />
        </label>
        <textarea
          id={id}
          name="message"
          rows={4}
          value={values.message}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={described}
          onInput={(e) => onValues({ ...values, message: (e.target as HTMLTextAreaElement).value })}
        />
        <p id={`${id}-hint`} className="field-hint">
          {t('offers.gift.limit', { max: GIFT_LIMITS.message })}
        </p>
        <FieldError id={`${id}-err`} text={messageError} />
      </div>
    </fieldset>
  );
}

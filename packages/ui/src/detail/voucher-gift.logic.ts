import * as v from 'valibot';
import { voucherGiftSchema } from '@oriel/core';
import { issuesToFieldErrors, type FieldErrors } from '../forms/field-errors';

export interface GiftValues {
  recipient_name: string;
  message: string;
}

export const NO_GIFT: GiftValues = { recipient_name: '', message: '' };

/** The words sent with the add: only those written. */
export type GiftWords = { recipient_name?: string; message?: string };

/**
 * A voucher's gift words as the add call takes them: trimmed, a blank one left out; or the fields' `too_long` when
 * one is longer than core's GIFT_LIMITS.
 */
export function giftInput(values: GiftValues): { gift: GiftWords } | { errors: FieldErrors } {
  const parsed = v.safeParse(voucherGiftSchema, values);
  if (!parsed.success) return { errors: issuesToFieldErrors(parsed.issues) };
  const gift: GiftWords = {};
  if (parsed.output.recipient_name) gift.recipient_name = parsed.output.recipient_name;
  if (parsed.output.message) gift.message = parsed.output.message;
  return { gift };
}

/** An API refusal of the add names the field under its item (`vouchers.0.message`): the form's field is the last part. */
export function giftFieldError(errors: FieldErrors, field: keyof GiftValues): string | undefined {
  return errors[field] ?? Object.entries(errors).find(([path]) => path.endsWith(`.${field}`))?.[1];
}

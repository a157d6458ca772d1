import type { Estimate, EstimateRequest, Option, OptionPrice, Question } from '@oriel/core';
import type { FieldErrors } from '../forms/field-errors';

// Options and questions of a registration (000 §3, §7): what the form holds, what it sends, what it refuses.

/** price id chosen per option id (null: none) */
export type OptionChoices = Readonly<Record<number, number | null>>;
/** typed answer per question id */
export type QuestionAnswers = Readonly<Record<number, string>>;

/** The estimate waits this long after the last change (000 §9's "otherwise" debounce). */
export const ESTIMATE_DEBOUNCE_MS = 350;

/** A single price is an on/off switch; several are a choice among them. */
export function optionControl(option: Option): 'switch' | 'choice' {
  return option.prices.length === 1 ? 'switch' : 'choice';
}

/** A required option with a single price starts switched on: there is nothing to choose. */
export function initialOptionChoices(options: readonly Option[]): OptionChoices {
  const out: Record<number, number | null> = {};
  for (const o of options) out[o.id] = o.required && o.prices.length === 1 ? o.prices[0]!.id : null;
  return out;
}

export function chosenOptions(options: readonly Option[], choices: OptionChoices): { price_id: number; content: null }[] {
  return options.flatMap((o) => {
    const id = choices[o.id];
    return id != null && o.prices.some((p) => p.id === id) ? [{ price_id: id, content: null }] : [];
  });
}

/** Only answered questions are sent (000 §7 questions [{question_id, content}]). */
export function questionAnswers(questions: readonly Question[], answers: QuestionAnswers): { question_id: number; content: string }[] {
  return questions.flatMap((q) => {
    const content = (answers[q.id] ?? '').trim();
    return content ? [{ question_id: q.id, content }] : [];
  });
}

/** Required options and questions (per their flag) as `option_{id}` / `question_{id}` field errors. */
export function answerErrors(options: readonly Option[], questions: readonly Question[], choices: OptionChoices, answers: QuestionAnswers): FieldErrors {
  const errors: Record<string, string> = {};
  for (const o of options) if (o.required && choices[o.id] == null) errors[`option_${o.id}`] = 'required';
  for (const q of questions) if (q.required && !(answers[q.id] ?? '').trim()) errors[`question_${q.id}`] = 'required';
  return errors;
}

/** The estimate body, or null while no participant is known (000 §7: it runs only then). */
export function estimateRequest(
  availabilityId: number,
  participantId: string,
  dateIds: readonly number[],
  options: readonly Option[],
  choices: OptionChoices,
  cartId: number | null | undefined,
): EstimateRequest | null {
  const participant = Number(participantId);
  if (participantId === '' || !Number.isInteger(participant)) return null;
  return {
    cart_id: cartId ?? null,
    availability_id: availabilityId,
    participant_id: participant,
    availability_dates: [...dateIds].sort((a, b) => a - b).map((date_id) => ({ date_id })),
    options: chosenOptions(options, choices).map(({ price_id }) => ({ price_id })),
  };
}

export type EstimateLineKey = keyof Estimate['details'];
const LINES: readonly EstimateLineKey[] = [
  'base_price',
  'options_total',
  'bundle_total',
  'discounts_total',
  'volume_discounts_total',
  'partial_registration_total_fee',
  'partial_registration_total_discount',
];

/** The base price always, the other parts of the breakdown only when they change something. */
export function estimateLines(estimate: Estimate): { key: EstimateLineKey; amount: number }[] {
  return LINES.flatMap((key) => {
    const amount = estimate.details[key];
    return key === 'base_price' || amount !== 0 ? [{ key, amount }] : [];
  });
}

/** "Label (+25,00 €)" pieces: an amount, or a percentage of the base price. */
export function optionPriceAmount(price: OptionPrice, basePrice: number): number {
  return price.amount ?? Math.floor(((price.percentage ?? 0) / 100) * basePrice);
}

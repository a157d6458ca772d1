// The forms reached from a registration's detail (001 §5, §7): review, document download, partial-registration edit.
import { partialSelectionError } from './partial-registration.rules';

/** Offered from 5 down to 1 (001 §5), though the stored score may be 0 to 5. */
export const REVIEW_SCORES = [5, 4, 3, 2, 1] as const;

export interface ReviewLike {
  score: number;
  message?: string | null;
  private?: boolean | null;
}

/**
 * A new review starts public with no score; an existing one shows its own values, and its visibility can no
 * longer change (001 §5: public defaults to the opposite of private; the switch is disabled when editing).
 */
export function reviewFormDefaults(review: ReviewLike | null | undefined): { score: number | null; message: string; public: boolean; locked: boolean } {
  if (!review) return { score: null, message: '', public: true, locked: false };
  return { score: review.score, message: review.message ?? '', public: !review.private, locked: true };
}

// ---- documents -------------------------------------------------------------------------------------------------

export interface DocumentFieldLike {
  id: number;
  type: string;
  choices?: readonly { id: number; label: string }[] | null;
}

export interface DocumentPagesLike<F> {
  pages?: readonly { elements?: readonly { custom_field?: F | null }[] | null }[] | null;
}

/** What the download sends for a field (001 §7 documents/download: `custom_element_{id}`). */
export const documentAnswerKey = (fieldId: number): `custom_element_${number}` => `custom_element_${fieldId}`;

/** The fields a document asks, in page order, each once (a field may sit on several pages). */
export function documentFields<F extends { id: number }>(doc: DocumentPagesLike<F>): F[] {
  const out = new Map<number, F>();
  for (const page of doc.pages ?? [])
    for (const el of page.elements ?? []) if (el.custom_field && !out.has(el.custom_field.id)) out.set(el.custom_field.id, el.custom_field);
  return [...out.values()];
}

export type CustomFieldInputValue = string | readonly string[] | null | undefined;

/**
 * The form's values (keyed `custom_field_{id}` like every custom-field input, choices held by label) as the
 * download's answers: keyed `custom_element_{id}`, choices by id (001 §5), several comma-joined, a date as
 * YYYY-MM-DD, text trimmed; unanswered fields left out.
 */
export function documentDownloadAnswers(
  fields: readonly DocumentFieldLike[],
  values: Readonly<Partial<Record<string, CustomFieldInputValue>>>,
): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const field of fields) {
    const value = values[`custom_field_${field.id}`];
    const idOf = (label: string) => field.choices?.find((c) => c.label === label)?.id;
    let answer: string | undefined;
    if (field.type === 'CHOICES_MULTIPLE' || field.type === 'CHOICES_SINGLE') {
      const labels = Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [value] : [];
      answer = labels
        .map(idOf)
        .filter((id): id is number => id !== undefined)
        .join(',');
    } else if (field.type === 'DATE') {
      answer = typeof value === 'string' ? value.slice(0, 10) : undefined;
    } else {
      answer = typeof value === 'string' ? value.trim() : undefined;
    }
    if (answer) answers[documentAnswerKey(field.id)] = answer;
  }
  return answers;
}

/** The API's `custom_element_{id}` field errors under the inputs' own `custom_field_{id}` names. */
export function documentFieldErrors(fields: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, code] of Object.entries(fields)) out[name.replace(/^custom_element_(\d+)$/, 'custom_field_$1')] = code;
  return out;
}

// ---- partial-registration edit ------------------------------------------------------------------------------------

export interface EditOptionLike {
  id: number;
  required?: boolean | null;
  answer_required?: boolean | null;
  prices: readonly { id: number }[];
}

export interface EditQuestionLike {
  id: number;
  required?: boolean | null;
}

export interface EditRegistrationLike {
  id: number;
  dates?: readonly { date_id: number }[] | null;
  options?: readonly { price_id: number; content?: string | null }[] | null;
  questions?: readonly { question_id?: number | null; content?: string | null }[] | null;
  availability?: { options?: readonly EditOptionLike[] | null; questions?: readonly EditQuestionLike[] | null } | null;
}

export interface EditState {
  /** chosen date ids */
  dates: readonly number[];
  /** price id chosen per option id (null: none) */
  choices: Readonly<Record<number, number | null>>;
  /** typed answer per option id, for options with answer_required */
  contents: Readonly<Record<number, string>>;
  /** typed answer per question id */
  answers: Readonly<Record<number, string>>;
}

/** The form starts from what the registration holds today. */
export function initialEditState(reg: EditRegistrationLike): EditState {
  const choices: Record<number, number | null> = {};
  const contents: Record<number, string> = {};
  for (const option of reg.availability?.options ?? []) {
    const held = reg.options?.find((o) => option.prices.some((p) => p.id === o.price_id));
    choices[option.id] = held?.price_id ?? null;
    if (held?.content) contents[option.id] = held.content;
  }
  const answers: Record<number, string> = {};
  for (const q of reg.questions ?? []) if (q.question_id != null && q.content) answers[q.question_id] = q.content;
  return { dates: [...new Set((reg.dates ?? []).map((d) => d.date_id))], choices, contents, answers };
}

/** Field codes keyed like the API's: availability_dates, option_{id}, option_content_{id}, question_{id}. */
export function editErrors(reg: EditRegistrationLike, state: EditState): Record<string, string> {
  const errors: Record<string, string> = {};
  const dates = partialSelectionError(state.dates);
  if (dates) errors.availability_dates = dates;
  for (const o of reg.availability?.options ?? []) {
    const chosen = state.choices[o.id] != null;
    if (o.required && !chosen) errors[`option_${o.id}`] = 'required';
    if (o.answer_required && chosen && !(state.contents[o.id] ?? '').trim()) errors[`option_content_${o.id}`] = 'required';
  }
  for (const q of reg.availability?.questions ?? []) if (q.required && !(state.answers[q.id] ?? '').trim()) errors[`question_${q.id}`] = 'required';
  return errors;
}

export interface EditRegistrationBody {
  registration_id: number;
  availability_dates: { date_id: number }[];
  options: { price_id: number; content: string | null }[];
  questions: { question_id: number; content: string }[];
  automatic_price: true;
}

/** PUT /api/registrations (001 §7), also the estimate's body: ordered, so equal choices make equal bodies. */
export function editRequestBody(reg: EditRegistrationLike, state: EditState): EditRegistrationBody {
  const options = (reg.availability?.options ?? []).flatMap((o) => {
    const price = state.choices[o.id];
    if (price == null || !o.prices.some((p) => p.id === price)) return [];
    const content = o.answer_required ? (state.contents[o.id] ?? '').trim() || null : null;
    return [{ price_id: price, content }];
  });
  const questions = (reg.availability?.questions ?? []).flatMap((q) => {
    const content = (state.answers[q.id] ?? '').trim();
    return content ? [{ question_id: q.id, content }] : [];
  });
  return {
    registration_id: reg.id,
    availability_dates: [...state.dates].sort((a, b) => a - b).map((date_id) => ({ date_id })),
    options,
    questions,
    automatic_price: true,
  };
}

/** What the change costs: more to pay, a refund to the wallet, or nothing (the estimate's difference). */
export function editDifference(estimate: { difference: number; refund_amount?: number | null }): { kind: 'pay' | 'refund' | 'less' | 'none'; amount: number } {
  if (estimate.difference > 0) return { kind: 'pay', amount: estimate.difference };
  // cheaper: what was paid above the new price goes back to the wallet; otherwise there is just less left to pay
  if ((estimate.refund_amount ?? 0) > 0) return { kind: 'refund', amount: estimate.refund_amount! };
  if (estimate.difference < 0) return { kind: 'less', amount: -estimate.difference };
  return { kind: 'none', amount: 0 };
}

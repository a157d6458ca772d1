import * as v from 'valibot';
import { safeUrl } from '../links/safe-url';

// Shared building blocks of every answer and request (docs/api-contract.md "Conventions").
// Answer schemas use v.object, which strips unknown keys instead of rejecting them.

/** An integer in the safe range. */
export const intSchema = v.pipe(v.number(), v.safeInteger());
/** Integer database id. */
export const idSchema = intSchema;

/**
 * An entry whose own message names its key when the key is absent (`terms`, not the object's generic "missing key"):
 * the entry reads as optional with a default, which the object always runs, so the value, undefined included, goes
 * through `schema`. Its type is `schema`'s input and output: the key is still required of a request.
 */
/* @__NO_SIDE_EFFECTS__ */
export function reportsAbsence<T extends v.GenericSchema>(schema: T): v.GenericSchema<v.InferInput<T>, v.InferOutput<T>> {
  return v.pipe(
    v.optional(v.unknown(), () => undefined),
    schema,
  );
}

/** A record that refuses an array, as zod's did: valibot's reads `[1, 2]` as `{ 0: 1, 1: 2 }`. */
/* @__NO_SIDE_EFFECTS__ */
export function recordOf<const K extends Parameters<typeof v.record>[0], const V extends v.GenericSchema>(key: K, value: V) {
  return v.pipe(
    v.unknown(),
    v.check((input) => !Array.isArray(input)),
    v.record(key, value),
  );
}

/**
 * A schema built by its first parse, then kept: what a page may never parse (an account's answers on a page of cards)
 * costs nothing at start. valibot's own `lazy` calls its getter at every parse (it is meant for recursion), which
 * would build the schema again for each value.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazySchema<T extends v.GenericSchema>(build: () => T): v.LazySchema<T> {
  let built: T | undefined;
  return v.lazy(() => (built ??= build()));
}
/** Public identifier used by detail routes; validated loosely so that a new id format never breaks a page. */
export const cuidSchema = v.pipe(v.string(), v.minLength(1));
/** ISO 8601 date-time with offset, kept as a string: time handling belongs to core/time. */
export const isoDateTimeSchema = v.pipe(v.string(), v.minLength(1));
/** Calendar day `YYYY-MM-DD` in the organiser's timezone. */
export const calendarDaySchema = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
/** Money in integer minor units (cents). */
export const moneySchema = intSchema;
/** Percentages may carry decimals (a 2.5 % service fee). */
export const percentageSchema = v.number();

/**
 * The longest text a request may carry (docs/api-contract.md "Input limits"): the forms and the API refuse longer
 * with `too_long` before anything else looks at it. `short`: names, address lines, phones, codes, references;
 * `email`: RFC 5321's longest address; `long`: messages and answers; `url`: links; `password`: past it scrypt's work grows for nothing. Answers are not
 * bound by these: they hold what the organiser wrote.
 */
export const TEXT_LIMITS = { short: 255, email: 254, long: 5000, url: 2048, password: 256 } as const;
/** A string of at most `max` characters (`too_long` past it). */
/* @__NO_SIDE_EFFECTS__ */
export function textOf(max: number) {
  return v.pipe(v.string(), v.maxLength(max, 'too_long'));
}
export const shortText = textOf(TEXT_LIMITS.short);
export const longText = textOf(TEXT_LIMITS.long);
/** Filled in: trimmed, at least one character (`required`), at most `max`. */
/* @__NO_SIDE_EFFECTS__ */
export function filledText(max: number = TEXT_LIMITS.short) {
  return v.pipe(v.string(), v.maxLength(max, 'too_long'), v.trim(), v.minLength(1, 'required'));
}

// The optional leaves every answer's shape repeats, built once and shared (a schema is immutable): each node costs its
// construction when the page starts.
export const nullishString = v.nullish(v.string());
export const optionalString = v.optional(v.string());
export const nullableString = v.nullable(v.string());
/**
 * Which content fields of an object came untranslated, in the organiser's language: `{title: "fr"}` (docs/api-contract.md
 * "Content language"). A page marks those texts with `lang`.
 */
export const contentLangSchema = v.optional(v.record(v.string(), v.string()));
export type ContentLang = v.InferOutput<typeof contentLangSchema>;
/** The `lang` attribute of an object's `field`: the language it came in when that differs from the page's, else none. */
export const langOf = (item: { content_lang?: ContentLang } | null | undefined, field: string): string | undefined => item?.content_lang?.[field];
export const nullishInt = v.nullish(intSchema);
export const nullishNumber = v.nullish(v.number());
export const optionalId = v.optional(idSchema);
export const nullishId = v.nullish(idSchema);
export const optionalCuid = v.optional(cuidSchema);
export const nullishDateTime = v.nullish(isoDateTimeSchema);
export const optionalDateTime = v.optional(isoDateTimeSchema);
export const nullishMoney = v.nullish(moneySchema);

/**
 * An image URL of an answer, through the one URL gate (safeUrl, docs/security.md) as it is parsed, so no view can put
 * an unchecked one in a `src`: one the gate refuses (`javascript:`, `data:`) becomes '', which imagesSchema leaves out
 * of its list; the rest of the answer is kept.
 */
export const imageUrlSchema = v.pipe(
  v.string(),
  v.transform((value) => safeUrl(value, 'image') ?? ''),
);
/** An organiser's logo: null when absent or refused by the gate. */
export const logoSchema = v.pipe(
  v.nullish(v.string(), null),
  v.transform((value) => safeUrl(value, 'image')),
);

export const imageSchema = v.object({
  id: optionalId,
  cuid: optionalCuid,
  public_url: imageUrlSchema,
  alt: nullishString,
});
export type Image = v.InferOutput<typeof imageSchema>;
/** An answer's images, without those whose URL the gate refused (imageUrlSchema): a list never shows an empty one. */
export const imagesSchema = v.optional(
  v.pipe(
    v.array(imageSchema),
    v.transform((images) => images.filter((image) => image.public_url !== '')),
  ),
  () => [],
);

export const locationSchema = v.object({
  id: optionalId,
  cuid: optionalCuid,
  name: nullishString,
  title: nullishString,
  street: nullishString,
  number: nullishString,
  postcode: nullishString,
  city: nullishString,
});
export type Location = v.InferOutput<typeof locationSchema>;

export const categoryGroupScopeSchema = v.string();

export const categoryGroupSchema = v.object({
  id: optionalId,
  cuid: cuidSchema,
  title: v.string(),
  /** PRIMARY groups are shown on registrations; other scopes exist on the platform. */
  scope: v.nullish(categoryGroupScopeSchema),
  order: nullishNumber,
});
export type CategoryGroup = v.InferOutput<typeof categoryGroupSchema>;

export const categorySchema = v.object({
  id: optionalId,
  cuid: optionalCuid,
  title: v.string(),
  group: v.optional(categoryGroupSchema),
});
export type Category = v.InferOutput<typeof categorySchema>;

/** A category group with its categories: the options of a `category-{cuid}` filter. */
export const categoryGroupWithCategoriesSchema = v.object({
  ...categoryGroupSchema.entries,
  categories: v.optional(v.array(categorySchema), () => []),
});
export type CategoryGroupWithCategories = v.InferOutput<typeof categoryGroupWithCategoriesSchema>;

export const catalogSchema = v.object({
  id: idSchema,
  cuid: cuidSchema,
  title: v.string(),
});
export type Catalog = v.InferOutput<typeof catalogSchema>;

/** List envelope: `count` is the total matching, before paging. */
/* @__NO_SIDE_EFFECTS__ */
export function listOf<T extends v.GenericSchema>(item: T) {
  return v.object({ data: v.array(item), count: intSchema });
}
/** Single-entity envelope. */
/* @__NO_SIDE_EFFECTS__ */
export function oneOf<T extends v.GenericSchema>(item: T) {
  return v.object({ data: item });
}
export type ListOf<T> = { data: T[]; count: number };
export type OneOf<T> = { data: T };

/** Non-2xx answer body. `fields` maps a field name to a lowercase code the UI translates. */
export const apiErrorBodySchema = v.object({
  error: v.string(),
  message: optionalString,
  fields: v.optional(recordOf(v.string(), v.string())),
});
export type ApiErrorBody = v.InferOutput<typeof apiErrorBodySchema>;

/** Answer of calls whose payload the UI does not read (logout, waiting list...): any `data`, optional message. */
export const actionAnswerSchema = v.object({
  data: v.optional(v.unknown()),
  message: optionalString,
});
export type ActionAnswer = v.InferOutput<typeof actionAnswerSchema>;

/** A paid-for thing: both amounts in minor units. */
export const paymentAmountsShape = {
  total_amount: v.optional(moneySchema, 0),
  paid_amount: v.optional(moneySchema, 0),
};

/** A customer's wallet balance (000 §3 wallets; default 0). Here, not in organiser.schema: the session needs it. */
export const walletSchema = v.object({ amount: v.optional(moneySchema, 0) });
export type Wallet = v.InferOutput<typeof walletSchema>;

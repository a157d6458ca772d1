import * as z from 'zod/mini';
import { safeUrl } from '../links/safe-url';

// Shared building blocks of every answer and request (docs/api-contract.md "Conventions").
// Answer schemas use z.object, which strips unknown keys instead of rejecting them.

/** Integer database id. */
export const idSchema = z.int();
/** Public identifier used by detail routes; validated loosely so that a new id format never breaks a page. */
export const cuidSchema = z.string().check(z.minLength(1));
/** ISO 8601 date-time with offset, kept as a string: time handling belongs to core/time. */
export const isoDateTimeSchema = z.string().check(z.minLength(1));
/** Calendar day `YYYY-MM-DD` in the organiser's timezone. */
export const calendarDaySchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** Money in integer minor units (cents). */
export const moneySchema = z.int();
/** Percentages may carry decimals (a 2.5 % service fee). */
export const percentageSchema = z.number();

// The optional leaves every answer's shape repeats, built once and shared (a schema is immutable): each zod node costs
// its construction when the page starts (its traits run, its methods are bound to it), and these made about 600 of
// the nodes the schemas built.
export const nullishString = z.nullish(z.string());
export const optionalString = z.optional(z.string());
export const nullableString = z.nullable(z.string());
export const nullishInt = z.nullish(z.int());
export const nullishNumber = z.nullish(z.number());
export const optionalId = z.optional(idSchema);
export const nullishId = z.nullish(idSchema);
export const optionalCuid = z.optional(cuidSchema);
export const nullishDateTime = z.nullish(isoDateTimeSchema);
export const optionalDateTime = z.optional(isoDateTimeSchema);
export const nullishMoney = z.nullish(moneySchema);

/**
 * An image URL of an answer, through the one URL gate (safeUrl, docs/security.md) as it is parsed, so no view can put
 * an unchecked one in a `src`: one the gate refuses (`javascript:`, `data:`) becomes '', which imagesSchema leaves out
 * of its list; the rest of the answer is kept.
 */
export const imageUrlSchema = z.pipe(
  z.string(),
  z.transform((value) => safeUrl(value, 'image') ?? ''),
);
/** An organiser's logo: null when absent or refused by the gate. */
export const logoSchema = z.pipe(
  nullishString,
  z.transform((value) => safeUrl(value, 'image')),
);

export const imageSchema = z.object({
  id: optionalId,
  cuid: optionalCuid,
  public_url: imageUrlSchema,
  alt: nullishString,
});
export type Image = z.infer<typeof imageSchema>;
/** An answer's images, without those whose URL the gate refused (imageUrlSchema): a list never shows an empty one. */
export const imagesSchema = z._default(
  z.pipe(
    z.array(imageSchema),
    z.transform((images) => images.filter((image) => image.public_url !== '')),
  ),
  [],
);

export const locationSchema = z.object({
  id: optionalId,
  cuid: optionalCuid,
  name: nullishString,
  title: nullishString,
  street: nullishString,
  number: nullishString,
  postcode: nullishString,
  city: nullishString,
});
export type Location = z.infer<typeof locationSchema>;

export const categoryGroupScopeSchema = z.string();

export const categoryGroupSchema = z.object({
  id: optionalId,
  cuid: cuidSchema,
  title: z.string(),
  /** PRIMARY groups are shown on registrations; other scopes exist on the platform. */
  scope: z.nullish(categoryGroupScopeSchema),
  order: nullishNumber,
});
export type CategoryGroup = z.infer<typeof categoryGroupSchema>;

export const categorySchema = z.object({
  id: optionalId,
  cuid: optionalCuid,
  title: z.string(),
  group: z.optional(categoryGroupSchema),
});
export type Category = z.infer<typeof categorySchema>;

/** A category group with its categories: the options of a `category-{cuid}` filter. */
export const categoryGroupWithCategoriesSchema = z.extend(categoryGroupSchema, {
  categories: z._default(z.array(categorySchema), []),
});
export type CategoryGroupWithCategories = z.infer<typeof categoryGroupWithCategoriesSchema>;

export const catalogSchema = z.object({
  id: idSchema,
  cuid: cuidSchema,
  title: z.string(),
});
export type Catalog = z.infer<typeof catalogSchema>;

/** List envelope: `count` is the total matching, before paging. */
/* @__NO_SIDE_EFFECTS__ */
export function listOf<T extends z.ZodMiniType>(item: T) {
  return z.object({ data: z.array(item), count: z.int() });
}
/** Single-entity envelope. */
/* @__NO_SIDE_EFFECTS__ */
export function oneOf<T extends z.ZodMiniType>(item: T) {
  return z.object({ data: item });
}
export type ListOf<T> = { data: T[]; count: number };
export type OneOf<T> = { data: T };

/** Non-2xx answer body. `fields` maps a field name to a lowercase code the UI translates. */
export const apiErrorBodySchema = z.object({
  error: z.string(),
  message: optionalString,
  fields: z.optional(z.record(z.string(), z.string())),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** Answer of calls whose payload the UI does not read (logout, waiting list...): any `data`, optional message. */
export const actionAnswerSchema = z.object({
  data: z.optional(z.unknown()),
  message: optionalString,
});
export type ActionAnswer = z.infer<typeof actionAnswerSchema>;

/** A paid-for thing: both amounts in minor units. */
export const paymentAmountsShape = {
  total_amount: z._default(moneySchema, 0),
  paid_amount: z._default(moneySchema, 0),
};

/** A customer's wallet balance (000 §3 wallets; default 0). Here, not in organiser.schema: the session needs it. */
export const walletSchema = z.object({ amount: z._default(moneySchema, 0) });
export type Wallet = z.infer<typeof walletSchema>;

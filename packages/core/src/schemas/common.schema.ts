import * as z from 'zod/mini';

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

export const imageSchema = z.object({
  id: z.optional(idSchema),
  cuid: z.optional(cuidSchema),
  public_url: z.string(),
  alt: z.nullish(z.string()),
});
export type Image = z.infer<typeof imageSchema>;

export const locationSchema = z.object({
  id: z.optional(idSchema),
  cuid: z.optional(cuidSchema),
  name: z.nullish(z.string()),
  title: z.nullish(z.string()),
  street: z.nullish(z.string()),
  number: z.nullish(z.string()),
  postcode: z.nullish(z.string()),
  city: z.nullish(z.string()),
});
export type Location = z.infer<typeof locationSchema>;

export const categoryGroupScopeSchema = z.string();

export const categoryGroupSchema = z.object({
  id: z.optional(idSchema),
  cuid: cuidSchema,
  title: z.string(),
  /** PRIMARY groups are shown on registrations; other scopes exist on the platform. */
  scope: z.nullish(categoryGroupScopeSchema),
  order: z.nullish(z.number()),
});
export type CategoryGroup = z.infer<typeof categoryGroupSchema>;

export const categorySchema = z.object({
  id: z.optional(idSchema),
  cuid: z.optional(cuidSchema),
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
export function listOf<T extends z.ZodMiniType>(item: T) {
  return z.object({ data: z.array(item), count: z.int() });
}
/** Single-entity envelope. */
export function oneOf<T extends z.ZodMiniType>(item: T) {
  return z.object({ data: item });
}
export type ListOf<T> = { data: T[]; count: number };
export type OneOf<T> = { data: T };

/** Non-2xx answer body. `fields` maps a field name to a lowercase code the UI translates. */
export const apiErrorBodySchema = z.object({
  error: z.string(),
  message: z.optional(z.string()),
  fields: z.optional(z.record(z.string(), z.string())),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** Answer of calls whose payload the UI does not read (logout, waiting list...): any `data`, optional message. */
export const actionAnswerSchema = z.object({
  data: z.optional(z.unknown()),
  message: z.optional(z.string()),
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

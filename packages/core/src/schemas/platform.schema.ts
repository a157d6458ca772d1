import * as z from 'zod/mini';
// one list of the spec's values: the defaults and the schemas cannot drift apart
import { NOTIFICATION_DELAY_TYPES, NOTIFICATION_DEPENDENCIES, NOTIFICATION_TRIGGERS } from '../rules/organiser-defaults';
import { cuidSchema, isoDateTimeSchema, logoSchema, moneySchema, nullishString, nullishInt, optionalId, nullishDateTime } from './common.schema';

// Platform entities of the organiser configuration (000 §3 "Organiser defaults and platform entities", §9).

export const notificationTemplateSchema = z.object({
  id: optionalId,
  name: z.string(),
  type: z.enum(['EMAIL']),
  content: z._default(z.string(), ''),
});
export type NotificationTemplate = z.infer<typeof notificationTemplateSchema>;

export const notificationTriggerSchema = z.enum(NOTIFICATION_TRIGGERS);
export type NotificationTrigger = z.infer<typeof notificationTriggerSchema>;

export const notificationDelayTypeSchema = z.enum(NOTIFICATION_DELAY_TYPES);
export type NotificationDelayType = z.infer<typeof notificationDelayTypeSchema>;

export const notificationDependencySchema = z.enum(NOTIFICATION_DEPENDENCIES);
export type NotificationDependency = z.infer<typeof notificationDependencySchema>;

export const defaultNotificationSchema = z.object({
  name: z.string(),
  title: z.string(),
  trigger: notificationTriggerSchema,
  delay: z._default(z.int(), 0),
  delay_type: z._default(notificationDelayTypeSchema, 'AFTER_TRIGGER'),
  recipient: nullishString,
  recipient_type: nullishString,
  dependencies: z._default(z.array(notificationDependencySchema), []),
  active: z._default(z.boolean(), true),
  /** cart.processed is required and global. */
  global: z._default(z.boolean(), false),
  content: z._default(z.string(), ''),
  /** Registration conditions (payment missing/outstanding/paid, payment proof missing, cancellation missing). */
  requirements: z._default(z.array(z.string()), []),
  attachments: z._default(z.array(z.string()), []),
  spam_avoidance_delay: nullishInt,
});
export type DefaultNotification = z.infer<typeof defaultNotificationSchema>;

/** Invoice and credit-note templates: three HTML parts. */
export const invoiceTemplateSchema = z.object({
  header: z._default(z.string(), ''),
  body: z._default(z.string(), ''),
  footer: z._default(z.string(), ''),
  /** Days; 30 by default. */
  invoice_payment_delay: z._default(z.int(), 30),
});
export type InvoiceTemplate = z.infer<typeof invoiceTemplateSchema>;

/** The data an invoice or credit-note template reads. */
export const invoiceTemplateDataSchema = z.object({
  sequence: z.union([z.string(), z.int()]),
  created_at: isoDateTimeSchema,
  due_at: nullishDateTime,
  total_amount: moneySchema,
  paid_amount: moneySchema,
  outstanding_amount: moneySchema,
  message: nullishString,
  lines: z.array(z.object({ label: z.string(), description: nullishString, total_amount: moneySchema })),
  organiser: z.object({
    logo: logoSchema,
    color: nullishString,
    name: z.string(),
    website: nullishString,
    bank_account: nullishString,
  }),
  cart: z.nullish(z.object({ cuid: cuidSchema, reference: nullishString })),
  payment_options: z.optional(z.object({ online: z.boolean(), bank_transfers: z.boolean() })),
  additional_pages: z._default(
    z.array(
      z.object({
        title: nullishString,
        tables: z.array(z.object({ headers: z.array(z.string()), rows: z.array(z.array(z.string())) })),
      }),
    ),
    [],
  ),
});
export type InvoiceTemplateData = z.infer<typeof invoiceTemplateDataSchema>;

/** Registrations-constraint settings (000 §5): a count bound, optional period bounds and "same ..." choices. */
export const constraintAvailabilitiesChoiceSchema = z.enum(['same.date', 'same.time', 'same.weekday', 'same.period', 'future']);
export type ConstraintAvailabilitiesChoice = z.infer<typeof constraintAvailabilitiesChoiceSchema>;

/** gte expresses a minimum, lte a maximum. */
export const constraintCountSchema = z.object({
  operator: z.enum(['gte', 'lte']),
  value: z.int().check(z.nonnegative()),
});
export type ConstraintCount = z.infer<typeof constraintCountSchema>;

export const registrationsConstraintSettingsSchema = z
  .object({
    registrations: z.optional(z.object({ count: constraintCountSchema })),
    locations: z.optional(z.object({ count: constraintCountSchema })),
    availabilities: z.optional(z.array(constraintAvailabilitiesChoiceSchema)),
    period: z.optional(
      z.object({
        start: z.optional(z.object({ operator: z.literal('gte'), value: isoDateTimeSchema })),
        end: z.optional(z.object({ operator: z.literal('lte'), value: isoDateTimeSchema })),
      }),
    ),
  })
  .check(
    z.refine((value) => value.registrations !== undefined || value.locations !== undefined, {
      message: 'required',
      path: ['registrations', 'count'],
    }),
  );
export type RegistrationsConstraintSettings = z.infer<typeof registrationsConstraintSettingsSchema>;

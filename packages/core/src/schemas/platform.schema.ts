import * as v from 'valibot';
// one list of the spec's values: the defaults and the schemas cannot drift apart
import { NOTIFICATION_DELAY_TYPES, NOTIFICATION_DEPENDENCIES, NOTIFICATION_TRIGGERS } from '../rules/organiser-defaults';
import { cuidSchema, intSchema, isoDateTimeSchema, logoSchema, moneySchema, nullishString, nullishInt, optionalId, nullishDateTime } from './common.schema';

// Platform entities of the organiser configuration (000 §3 "Organiser defaults and platform entities", §9).

export const notificationTemplateSchema = v.object({
  id: optionalId,
  name: v.string(),
  type: v.picklist(['EMAIL']),
  content: v.optional(v.string(), ''),
});
export type NotificationTemplate = v.InferOutput<typeof notificationTemplateSchema>;

export const notificationTriggerSchema = v.picklist(NOTIFICATION_TRIGGERS);
export type NotificationTrigger = v.InferOutput<typeof notificationTriggerSchema>;

export const notificationDelayTypeSchema = v.picklist(NOTIFICATION_DELAY_TYPES);
export type NotificationDelayType = v.InferOutput<typeof notificationDelayTypeSchema>;

export const notificationDependencySchema = v.picklist(NOTIFICATION_DEPENDENCIES);
export type NotificationDependency = v.InferOutput<typeof notificationDependencySchema>;

export const defaultNotificationSchema = v.object({
  name: v.string(),
  title: v.string(),
  trigger: notificationTriggerSchema,
  delay: v.optional(intSchema, 0),
  delay_type: v.optional(notificationDelayTypeSchema, 'AFTER_TRIGGER'),
  recipient: nullishString,
  recipient_type: nullishString,
  dependencies: v.optional(v.array(notificationDependencySchema), () => []),
  active: v.optional(v.boolean(), true),
  /** cart.processed is required and global. */
  global: v.optional(v.boolean(), false),
  content: v.optional(v.string(), ''),
  /** Registration conditions (payment missing/outstanding/paid, payment proof missing, cancellation missing). */
  requirements: v.optional(v.array(v.string()), () => []),
  attachments: v.optional(v.array(v.string()), () => []),
  spam_avoidance_delay: nullishInt,
});
export type DefaultNotification = v.InferOutput<typeof defaultNotificationSchema>;

/** Invoice and credit-note templates: three HTML parts. */
export const invoiceTemplateSchema = v.object({
  header: v.optional(v.string(), ''),
  body: v.optional(v.string(), ''),
  footer: v.optional(v.string(), ''),
  /** Days; 30 by default. */
  invoice_payment_delay: v.optional(intSchema, 30),
});
export type InvoiceTemplate = v.InferOutput<typeof invoiceTemplateSchema>;

/** The data an invoice or credit-note template reads. */
export const invoiceTemplateDataSchema = v.object({
  sequence: v.union([v.string(), intSchema]),
  created_at: isoDateTimeSchema,
  due_at: nullishDateTime,
  total_amount: moneySchema,
  paid_amount: moneySchema,
  outstanding_amount: moneySchema,
  message: nullishString,
  lines: v.array(v.object({ label: v.string(), description: nullishString, total_amount: moneySchema })),
  organiser: v.object({
    logo: logoSchema,
    color: nullishString,
    name: v.string(),
    website: nullishString,
    bank_account: nullishString,
  }),
  cart: v.nullish(v.object({ cuid: cuidSchema, reference: nullishString })),
  payment_options: v.optional(v.object({ online: v.boolean(), bank_transfers: v.boolean() })),
  additional_pages: v.optional(
    v.array(
      v.object({
        title: nullishString,
        tables: v.array(v.object({ headers: v.array(v.string()), rows: v.array(v.array(v.string())) })),
      }),
    ),
    () => [],
  ),
});
export type InvoiceTemplateData = v.InferOutput<typeof invoiceTemplateDataSchema>;

/** Registrations-constraint settings (000 §5): a count bound, optional period bounds and "same ..." choices. */
export const constraintAvailabilitiesChoiceSchema = v.picklist(['same.date', 'same.time', 'same.weekday', 'same.period', 'future']);
export type ConstraintAvailabilitiesChoice = v.InferOutput<typeof constraintAvailabilitiesChoiceSchema>;

/** gte expresses a minimum, lte a maximum. */
export const constraintCountSchema = v.object({
  operator: v.picklist(['gte', 'lte']),
  value: v.pipe(intSchema, v.minValue(0)),
});
export type ConstraintCount = v.InferOutput<typeof constraintCountSchema>;

export const registrationsConstraintSettingsSchema = v.pipe(
  v.object({
    registrations: v.optional(v.object({ count: constraintCountSchema })),
    locations: v.optional(v.object({ count: constraintCountSchema })),
    availabilities: v.optional(v.array(constraintAvailabilitiesChoiceSchema)),
    period: v.optional(
      v.object({
        start: v.optional(v.object({ operator: v.literal('gte'), value: isoDateTimeSchema })),
        end: v.optional(v.object({ operator: v.literal('lte'), value: isoDateTimeSchema })),
      }),
    ),
  }),
  // the issue's path is written out: v.forward stops at the first absent key, and here `registrations` is always absent
  v.rawCheck(({ dataset, addIssue }) => {
    if (dataset.typed && dataset.value.registrations === undefined && dataset.value.locations === undefined) {
      addIssue({
        message: 'required',
        path: [
          { type: 'unknown', origin: 'value', input: dataset.value, key: 'registrations', value: undefined },
          { type: 'unknown', origin: 'value', input: undefined, key: 'count', value: undefined },
        ],
      });
    }
  }),
);
export type RegistrationsConstraintSettings = v.InferOutput<typeof registrationsConstraintSettingsSchema>;

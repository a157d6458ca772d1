import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  deleteAccountFormSchema,
  deleteParticipantFormSchema,
  loginFormSchema,
  passwordResetFormSchema,
  registerFormSchema,
  walletFormSchema,
} from './account-forms.schema';
import { addCartItemsRequestSchema, checkoutRequestSchema } from './cart-requests.schema';
import { customFieldsSchema, fromCustomData, toCustomData } from './custom-fields-form.schema';
import type { CustomField } from './customer.schema';
import { catalogFiltersSchema } from './filters.schema';
import { availabilityAddFormSchema, bundleFormSchema, checkoutFormSchema } from './forms.schema';

/** path -> message of every issue. */
function issues(result: { success: boolean; error?: z.core.$ZodError | undefined }): Record<string, string> {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

const address = {
  address: 'Rue Haute 12, 1000 Bruxelles',
  street: 'Rue Haute',
  number: '12',
  postcode: '1000',
  city: 'Bruxelles',
  country: 'BE',
  longitude: 4.35,
  latitude: 50.84,
};

describe('storefront forms (000 §5)', () => {
  it('requires an availability date with availability_dates_required', () => {
    expect(issues(availabilityAddFormSchema.safeParse({ availability_dates: [], participant_id: 9 }))).toEqual({
      availability_dates: 'availability_dates_required',
    });
    expect(availabilityAddFormSchema.parse({ availability_dates: [100], participant_id: 9 }).quantity).toBe(1);
    expect(availabilityAddFormSchema.safeParse({ availability_dates: [100], participant_id: 9.5 }).success).toBe(false);
    expect(availabilityAddFormSchema.safeParse({ availability_dates: [100], participant_id: 9, quantity: 0 }).success).toBe(false);
  });

  it('checks bundle quantity and nullable participant', () => {
    expect(bundleFormSchema.parse({ bundle_id: 1, customer_id: 2, participant_id: null })).toEqual({
      bundle_id: 1,
      customer_id: 2,
      participant_id: null,
      quantity: 1,
    });
    expect(bundleFormSchema.safeParse({ bundle_id: 1, customer_id: 2, participant_id: null, quantity: 1.5 }).success).toBe(false);
  });

  it('requires terms with form.messages.errors.terms at checkout', () => {
    const form = { cart_id: 41, payment_strategy: 'WALLET', terms: false };
    expect(issues(checkoutFormSchema.safeParse(form))).toEqual({ terms: 'form.messages.errors.terms' });
    expect(checkoutFormSchema.safeParse({ ...form, terms: true }).success).toBe(true);
    expect(checkoutFormSchema.safeParse({ ...form, terms: true, payment_strategy: 'CASH' }).success).toBe(false);
    // The server body never carries WALLET.
    expect(checkoutRequestSchema.safeParse({ ...form, terms: true }).success).toBe(false);
  });

  it('validates the cart items body with field codes', () => {
    expect(addCartItemsRequestSchema.safeParse({}).success).toBe(false);
    const result = addCartItemsRequestSchema.safeParse({ registrations: [{ availability_id: 12, participant_id: 9, availability_dates: [] }] });
    expect(issues(result)).toEqual({ 'registrations.0.availability_dates': 'availability_dates_required' });
    const body = addCartItemsRequestSchema.parse({
      registrations: [{ availability_id: 12, participant_id: 9, availability_dates: [{ date_id: 100 }], options: [{ price_id: 70 }] }],
      bookings: [{ resource_id: 4, dates: [{ start_at: '2026-11-05T10:00:00Z', end_at: '2026-11-05T11:00:00Z' }] }],
    });
    expect(body.registrations?.[0]?.quantity).toBe(1);
    expect(body.bookings?.[0]).toMatchObject({ participants: [], payment_split: false });
  });
});

describe('account forms (001 §5)', () => {
  it('trims and lowercases the login e-mail', () => {
    expect(loginFormSchema.parse({ email: '  Marie@Example.COM ', password: 'x' }).email).toBe('marie@example.com');
    expect(loginFormSchema.safeParse({ email: 'marie', password: 'x' }).success).toBe(false);
  });

  it('gives Mismatch or required on password reset', () => {
    expect(issues(passwordResetFormSchema.safeParse({ password: 'secret1', confirmation: 'secret2' }))).toEqual({ confirmation: 'Mismatch' });
    expect(issues(passwordResetFormSchema.safeParse({ password: '', confirmation: '' }))).toEqual({ password: 'required', confirmation: 'required' });
    expect(passwordResetFormSchema.safeParse({ password: 'secret1', confirmation: 'secret1' }).success).toBe(true);
  });

  it('requires a 6-character password, terms and a birthdate when a participant is created', () => {
    const form = {
      firstname: ' Marie ',
      lastname: 'Dupont',
      email: 'marie@example.com',
      phone: '0470',
      password: 'abcdef',
      terms: true,
      address,
      birthdate: '1990-05-01',
    };
    expect(registerFormSchema({ createParticipant: true }).parse(form).firstname).toBe('Marie');
    expect(issues(registerFormSchema({ createParticipant: true }).safeParse({ ...form, password: 'abc', terms: false }))).toEqual({
      password: 'password_too_short',
      terms: 'register.form.messages.errors.terms',
    });
    const { birthdate: _b, ...withoutBirthdate } = form;
    expect(registerFormSchema({ createParticipant: true }).safeParse(withoutBirthdate).success).toBe(false);
    expect(registerFormSchema({ createParticipant: false }).safeParse(withoutBirthdate).success).toBe(true);
    expect(registerFormSchema({ createParticipant: false }).safeParse({ ...withoutBirthdate, address: { ...address, latitude: '50.8' } }).success).toBe(false);
  });

  it('compares delete confirmations lowercased without whitespace', () => {
    expect(deleteAccountFormSchema('Marie Dupont').safeParse({ confirmation: 'mariedupont' }).success).toBe(true);
    expect(deleteAccountFormSchema('Marie Dupont').safeParse({ confirmation: ' MARIE  dupont ' }).success).toBe(true);
    expect(deleteAccountFormSchema('Marie Dupont').safeParse({ confirmation: 'marie' }).success).toBe(false);
    expect(deleteParticipantFormSchema('Léa').safeParse({ confirmation: 'léa' }).success).toBe(true);
    expect(deleteParticipantFormSchema('Léa').safeParse({ confirmation: 'lea' }).success).toBe(false);
  });

  it('refuses a wallet amount above the balance', () => {
    expect(issues(walletFormSchema(1500).safeParse({ amount: 2000 }))).toEqual({ amount: 'insufficient wallet amount' });
    expect(walletFormSchema(1500).safeParse({ amount: 1500 }).success).toBe(true);
    expect(walletFormSchema(1500).safeParse({ amount: 10.5 }).success).toBe(false);
  });
});

describe('custom fields', () => {
  const field = (over: Partial<CustomField>): CustomField => ({
    id: 1,
    entity: 'CUSTOMERS',
    type: 'TEXT',
    title: 'T',
    description: null,
    required: false,
    active: true,
    order: 0,
    pattern: null,
    choices: [],
    deferred: false,
    ...over,
  });
  const fields = [
    field({ id: 1, type: 'TEXT', required: true, pattern: '^[0-9]+$' }),
    field({ id: 2, type: 'CHOICES_MULTIPLE', required: true }),
    field({ id: 3, type: 'DATE' }),
    field({ id: 4, type: 'CHOICES_SINGLE' }),
    field({ id: 5, type: 'TEXT', required: true, active: false }),
  ];

  it('builds custom_field_{id} keys for active fields only', () => {
    const schema = customFieldsSchema(fields);
    expect(schema.parse({ custom_field_1: ' 123 ', custom_field_2: ['A'], custom_field_5: 'ignored' })).toEqual({
      custom_field_1: '123',
      custom_field_2: ['A'],
    });
    expect(issues(schema.safeParse({ custom_field_1: '  ', custom_field_2: [] }))).toEqual({ custom_field_1: 'required', custom_field_2: 'required' });
    expect(issues(schema.safeParse({ custom_field_1: 'abc', custom_field_2: ['A'] }))).toEqual({ custom_field_1: 'pattern' });
    expect(schema.safeParse({ custom_field_1: '1', custom_field_2: ['A'], custom_field_3: '12/01/2020' }).success).toBe(false);
  });

  it('converts to and from the custom_data payload', () => {
    const data = toCustomData(fields, { custom_field_1: '123', custom_field_2: ['A', 'B'], custom_field_3: '' });
    expect(data).toEqual([
      { field_id: 1, data: '123' },
      { field_id: 2, data: 'A,B' },
    ]);
    expect(fromCustomData(fields.slice(0, 2), data)).toEqual({ custom_field_1: '123', custom_field_2: ['A', 'B'] });
  });
});

describe('catalog filters', () => {
  it('trims, splits and drops empty filters', () => {
    expect(
      catalogFiltersSchema.parse({
        search: '  yoga ',
        date: '2026-11-23',
        weekday: '1,3',
        location: 'cll1,cll2',
        period: '',
        age: ' 7 ',
        'category-clgrp1': 'clc1,clc2',
        'category-clgrp2': '',
        page_number: '2',
      }),
    ).toEqual({ search: 'yoga', date: '2026-11-23', weekday: [1, 3], location: ['cll1', 'cll2'], age: 7, 'category-clgrp1': ['clc1', 'clc2'] });
  });

  it('rejects weekdays outside 1..7 and negative ages', () => {
    expect(catalogFiltersSchema.safeParse({ weekday: '0,8' }).success).toBe(false);
    expect(catalogFiltersSchema.safeParse({ age: '-1' }).success).toBe(false);
    expect(catalogFiltersSchema.safeParse({ date: 'tomorrow' }).success).toBe(false);
    expect(catalogFiltersSchema.parse({ weekday: [2, 4] })).toEqual({ weekday: [2, 4] });
  });
});

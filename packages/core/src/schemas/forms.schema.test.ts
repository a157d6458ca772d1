import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
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
import { issueKeys } from './issues';

/** path -> message of every issue. */
function issues(result: { success: boolean; issues?: readonly v.BaseIssue<unknown>[] | undefined }): Record<string, string> {
  return Object.fromEntries((result.issues ?? []).map((issue) => [issueKeys(issue).join('.'), issue.message]));
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
    expect(issues(v.safeParse(availabilityAddFormSchema, { availability_dates: [], participant_id: 9 }))).toEqual({
      availability_dates: 'availability_dates_required',
    });
    expect(v.parse(availabilityAddFormSchema, { availability_dates: [100], participant_id: 9 }).quantity).toBe(1);
    expect(v.safeParse(availabilityAddFormSchema, { availability_dates: [100], participant_id: 9.5 }).success).toBe(false);
    expect(v.safeParse(availabilityAddFormSchema, { availability_dates: [100], participant_id: 9, quantity: 0 }).success).toBe(false);
  });

  it('checks bundle quantity and nullable participant', () => {
    expect(v.parse(bundleFormSchema, { bundle_id: 1, customer_id: 2, participant_id: null })).toEqual({
      bundle_id: 1,
      customer_id: 2,
      participant_id: null,
      quantity: 1,
    });
    expect(v.safeParse(bundleFormSchema, { bundle_id: 1, customer_id: 2, participant_id: null, quantity: 1.5 }).success).toBe(false);
  });

  it('requires terms with form.messages.errors.terms at checkout', () => {
    const form = { cart_id: 41, payment_strategy: 'WALLET', terms: false };
    expect(issues(v.safeParse(checkoutFormSchema, form))).toEqual({ terms: 'form.messages.errors.terms' });
    expect(v.safeParse(checkoutFormSchema, { ...form, terms: true }).success).toBe(true);
    expect(v.safeParse(checkoutFormSchema, { ...form, terms: true, payment_strategy: 'CASH' }).success).toBe(false);
    // The server body never carries WALLET.
    expect(v.safeParse(checkoutRequestSchema, { ...form, terms: true }).success).toBe(false);
  });

  it('validates the cart items body with field codes', () => {
    expect(v.safeParse(addCartItemsRequestSchema, {}).success).toBe(false);
    const result = v.safeParse(addCartItemsRequestSchema, { registrations: [{ availability_id: 12, participant_id: 9, availability_dates: [] }] });
    expect(issues(result)).toEqual({ 'registrations.0.availability_dates': 'availability_dates_required' });
    const body = v.parse(addCartItemsRequestSchema, {
      registrations: [{ availability_id: 12, participant_id: 9, availability_dates: [{ date_id: 100 }], options: [{ price_id: 70 }] }],
      bookings: [{ resource_id: 4, dates: [{ start_at: '2026-11-05T10:00:00Z', end_at: '2026-11-05T11:00:00Z' }] }],
    });
    expect(body.registrations?.[0]?.quantity).toBe(1);
    expect(body.bookings?.[0]).toMatchObject({ participants: [], payment_split: false });
  });
});

describe('account forms (001 §5)', () => {
  it('trims and lowercases the login e-mail', () => {
    expect(v.parse(loginFormSchema, { email: '  Marie@Example.COM ', password: 'x' }).email).toBe('marie@example.com');
    expect(v.safeParse(loginFormSchema, { email: 'marie', password: 'x' }).success).toBe(false);
  });

  it('gives Mismatch or required on password reset', () => {
    expect(issues(v.safeParse(passwordResetFormSchema, { password: 'secret1', confirmation: 'secret2' }))).toEqual({ confirmation: 'Mismatch' });
    expect(issues(v.safeParse(passwordResetFormSchema, { password: '', confirmation: '' }))).toEqual({ password: 'required', confirmation: 'required' });
    expect(v.safeParse(passwordResetFormSchema, { password: 'secret1', confirmation: 'secret1' }).success).toBe(true);
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
    expect(v.parse(registerFormSchema({ createParticipant: true }), form).firstname).toBe('Marie');
    expect(issues(v.safeParse(registerFormSchema({ createParticipant: true }), { ...form, password: 'abc', terms: false }))).toEqual({
      password: 'password_too_short',
      terms: 'register.form.messages.errors.terms',
    });
    const { birthdate: _b, ...withoutBirthdate } = form;
    expect(v.safeParse(registerFormSchema({ createParticipant: true }), withoutBirthdate).success).toBe(false);
    expect(v.safeParse(registerFormSchema({ createParticipant: false }), withoutBirthdate).success).toBe(true);
    expect(v.safeParse(registerFormSchema({ createParticipant: false }), { ...withoutBirthdate, address: { ...address, latitude: '50.8' } }).success).toBe(
      false,
    );
  });

  it('compares delete confirmations lowercased without whitespace', () => {
    expect(v.safeParse(deleteAccountFormSchema('Marie Dupont'), { confirmation: 'mariedupont' }).success).toBe(true);
    expect(v.safeParse(deleteAccountFormSchema('Marie Dupont'), { confirmation: ' MARIE  dupont ' }).success).toBe(true);
    expect(v.safeParse(deleteAccountFormSchema('Marie Dupont'), { confirmation: 'marie' }).success).toBe(false);
    expect(v.safeParse(deleteParticipantFormSchema('Léa'), { confirmation: 'léa' }).success).toBe(true);
    expect(v.safeParse(deleteParticipantFormSchema('Léa'), { confirmation: 'lea' }).success).toBe(false);
  });

  it('refuses a wallet amount above the balance', () => {
    expect(issues(v.safeParse(walletFormSchema(1500), { amount: 2000 }))).toEqual({ amount: 'insufficient wallet amount' });
    expect(v.safeParse(walletFormSchema(1500), { amount: 1500 }).success).toBe(true);
    expect(v.safeParse(walletFormSchema(1500), { amount: 10.5 }).success).toBe(false);
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
    expect(v.parse(schema, { custom_field_1: ' 123 ', custom_field_2: ['A'], custom_field_5: 'ignored' })).toEqual({
      custom_field_1: '123',
      custom_field_2: ['A'],
    });
    expect(issues(v.safeParse(schema, { custom_field_1: '  ', custom_field_2: [] }))).toEqual({ custom_field_1: 'required', custom_field_2: 'required' });
    expect(issues(v.safeParse(schema, { custom_field_1: 'abc', custom_field_2: ['A'] }))).toEqual({ custom_field_1: 'pattern' });
    expect(v.safeParse(schema, { custom_field_1: '1', custom_field_2: ['A'], custom_field_3: '12/01/2020' }).success).toBe(false);
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
      v.parse(catalogFiltersSchema, {
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
    expect(v.safeParse(catalogFiltersSchema, { weekday: '0,8' }).success).toBe(false);
    expect(v.safeParse(catalogFiltersSchema, { age: '-1' }).success).toBe(false);
    expect(v.safeParse(catalogFiltersSchema, { age: '1e999' }).success).toBe(false);
    expect(v.safeParse(catalogFiltersSchema, { date: 'tomorrow' }).success).toBe(false);
    expect(v.parse(catalogFiltersSchema, { weekday: [2, 4] })).toEqual({ weekday: [2, 4] });
  });
});

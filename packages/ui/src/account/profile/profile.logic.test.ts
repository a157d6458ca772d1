import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { customFieldSchema, customerSchema, type CustomField } from '@oriel/core';
import { addresses } from '../../auth/auth.fixtures';
import { buildProfileRequest, profileAnswers, profileFields, profileValues } from './profile.logic';

const field = (over: Record<string, unknown>): CustomField => v.parse(customFieldSchema, { type: 'TEXT', title: 'x', active: true, ...over });
const fields = [
  field({ id: 11, required: true, order: 1, pattern: '^\\d{3}$' }),
  field({ id: 13, deferred: true, order: 2 }),
  field({ id: 14, active: false }),
];
const customer = v.parse(customerSchema, {
  id: 1,
  firstname: 'Claire',
  lastname: 'Dubois',
  email: 'demo@oriel.test',
  phone: null,
  address: { id: 4, ...addresses[0] },
  custom_data: [{ field_id: 11, data: '123' }],
});

describe('profile form logic', () => {
  it('every active field, deferred ones included; values and answers from the customer', () => {
    expect(profileFields(fields).map((f) => f.id)).toEqual([13, 11]);
    expect(profileValues(customer)).toMatchObject({ firstname: 'Claire', phone: '', address: { street: 'Rue du Kauwberg' } });
    expect(profileAnswers(profileFields(fields), customer, { custom_field_13: 'oui' })).toEqual({ custom_field_11: '123', custom_field_13: 'oui' });
  });

  it('trims the identity, lowercases the e-mail and sends the address without its id', () => {
    const built = buildProfileRequest(
      { ...profileValues(customer), firstname: ' Claire ', email: ' Claire@Example.BE ', phone: ' 0470 ' },
      { custom_field_11: '123' },
      profileFields(fields),
    );
    expect(built).toEqual({
      ok: true,
      body: {
        firstname: 'Claire',
        lastname: 'Dubois',
        email: 'claire@example.be',
        phone: '0470',
        address: addresses[0],
        custom_data: [{ field_id: 11, data: '123' }],
      },
    });
  });

  it('one code per invalid field: required, e-mail, address without coordinates, pattern', () => {
    const built = buildProfileRequest(
      { firstname: '', lastname: 'D', email: 'nope', phone: '', address: { ...addresses[0], longitude: null } },
      { custom_field_11: '12' },
      profileFields(fields),
    );
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(built.errors).toMatchObject({ firstname: 'required', email: 'invalid', phone: 'required', custom_field_11: 'pattern' });
    expect(built.errors.address).toBeTruthy();
    expect(buildProfileRequest({ ...profileValues(customer), phone: '0470', address: null }, { custom_field_11: '123' }, fields)).toEqual({
      ok: false,
      errors: { address: 'required' },
    });
  });
});

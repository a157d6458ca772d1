import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ownedBundleSchema, ownedMembershipSchema, ownedVoucherSchema } from './account-offers.schema';
import { attendanceChargeSchema } from './attendance-charge.schema';
import { bookingSchema } from './booking.schema';
import { registrationDocumentSchema } from './documents.schema';
import { registrationRequestSchema } from './registration-request.schema';
import { registrationSchema } from './registration.schema';
import { reviewSchema } from './review.schema';
import { documentElementSchema } from './document-model.schema';
import { registrationsConstraintSettingsSchema } from './platform.schema';

const registration = {
  id: 5,
  cuid: 'clreg5',
  reference: 'R-5',
  created_at: '2026-10-01T10:00:00Z',
  cancelled: false,
  bundle_id: null,
  total_amount: 12500,
  paid_amount: 3000,
  deposit_amount: 3000,
  participant: { id: 9, fullname: 'Léa Dupont' },
  dates: [{ cuid: 'clrd1', date_id: 100, date: { start_at: '2026-11-23T14:00:00+01:00', end_at: '2026-11-23T16:00:00+01:00' } }],
  options: [{ cuid: 'clro', price_id: 70, content: null, price: { label: 'Matin', amount: 500, percentage: null, option: { title: 'Garderie' } } }],
  questions: [{ cuid: 'clrq', question_id: 5, content: 'Aucune', question: { title: 'Allergies ?' } }],
  availability: {
    start_at: '2026-11-23T14:00:00+01:00',
    end_at: '2026-11-27T16:00:00+01:00',
    dates: [{ id: 100, cuid: 'cld', start_at: '2026-11-23T14:00:00+01:00', end_at: '2026-11-23T16:00:00+01:00', status: 'OPEN', capacity: 12, registered: 4 }],
    location: { title: 'Centre', name: 'Salle A', street: 'Rue Haute', number: '12', postcode: '1000', city: 'Bruxelles' },
    activity: { title: 'Stage', description: '<p>x</p>', instructions: 'Prendre un pique-nique', images: [{ id: 1, public_url: 'https://cdn.example/1.jpg' }] },
    categories: [{ cuid: 'clc', title: 'Sport', group: { cuid: 'clg', title: 'Thème', scope: 'PRIMARY' } }],
  },
  documents: [
    {
      id: 1,
      cuid: 'cldoc',
      title: 'Attestation',
      settings: { payment_requirement: 'TOTAL', date_requirement: null },
      pages: [{ elements: [{ custom_field_id: 4, custom_field: { id: 4, type: 'TEXT', title: 'Mutuelle', required: true } }] }],
    },
  ],
};

describe('account entities', () => {
  it('accepts a registration with dates, options, questions and documents', () => {
    const parsed = v.parse(registrationSchema, registration);
    expect(parsed.dates[0]?.date_id).toBe(100);
    expect(parsed.documents[0]?.settings.payment_requirement).toBe('TOTAL');
    expect(parsed.bundle_capacity_refunded).toBe(false);
  });

  it('rejects amounts sent as strings and a document with an unknown requirement', () => {
    expect(v.safeParse(registrationSchema, { ...registration, total_amount: '125' }).success).toBe(false);
    expect(v.safeParse(registrationDocumentSchema, { id: 1, cuid: 'c', title: 't', settings: { payment_requirement: 'HALF' } }).success).toBe(false);
  });

  it('accepts registration requests, bookings and attendance charges', () => {
    expect(
      v.parse(registrationRequestSchema, {
        id: 1,
        cuid: 'clrr',
        status: 'PENDING',
        total_amount: 0,
        paid_amount: 0,
        deposit_amount: 0,
        reference: 'RR-1',
        participant: { fullname: 'Léa' },
        availabilities: [{ cuid: 'cla', start_at: '2026-12-01T09:00:00Z', end_at: '2026-12-01T10:00:00Z' }],
        options: [{ price: { amount: 500, label: 'Repas', option: { title: 'Repas' } } }],
        questions: [{ content: 'Non', question: { title: 'Q' } }],
        created_at: '2026-11-01T00:00:00Z',
      }).status,
    ).toBe('PENDING');
    expect(v.safeParse(registrationRequestSchema, { id: 1, cuid: 'c', status: 'WAITING', created_at: 'x' }).success).toBe(false);
    expect(
      v.parse(bookingSchema, {
        cuid: 'clbk',
        resource: { name: 'Court 1', images: [], location: { name: 'Parc' } },
        dates: [{ start_at: '2026-11-05T10:00:00Z', end_at: '2026-11-05T11:00:00Z' }],
        participations: [{ participant: { customer_id: 1, fullname: 'Marie' }, total_amount: 1500, paid_amount: 0 }],
        created_at: '2026-11-01T00:00:00Z',
      }).participations[0]?.total_amount,
    ).toBe(1500);
    expect(
      v.parse(attendanceChargeSchema, {
        cuid: 'clac',
        total_amount: 4000,
        paid_amount: 0,
        reference: 'AC-1',
        billing_cycle: { configuration: { title: 'Garderie', images: [] }, start_at: '2026-10-01T00:00:00Z', end_at: '2026-10-31T23:59:59Z' },
        items: [
          {
            cuid: 'cli',
            amount: 400,
            duration: 3600,
            registration_date: {
              date: '2026-10-02',
              arrival: '2026-10-02T07:30:00Z',
              departure: '2026-10-02T08:30:00Z',
              registration: { participant: { fullname: 'Léa' } },
            },
          },
        ],
      }).items,
    ).toHaveLength(1);
  });

  it('accepts owned bundles, memberships with cycles and vouchers', () => {
    expect(
      v.parse(ownedBundleSchema, {
        cuid: 'clob',
        expires_at: null,
        capacity: null,
        used: 2,
        total_amount: 9000,
        paid_amount: 9000,
        participant: null,
        entity: 'PARTICIPANTS',
      }).used,
    ).toBe(2);
    expect(
      v.parse(ownedMembershipSchema, {
        cuid: 'clom',
        status: 'CANCELLED',
        recurring: true,
        cycles: [{ start_at: '2026-01-01T00:00:00Z', end_at: '2026-02-01T00:00:00Z', total_amount: 2000, paid_amount: 2000 }],
      }).cycles,
    ).toHaveLength(1);
    expect(
      v.parse(ownedVoucherSchema, {
        cuid: 'clov',
        code: 'GIFT-123',
        amount: 5000,
        expires_at: null,
        redeemed_at: null,
        recipient: null,
        customer_id: 1,
        total_amount: 5000,
        paid_amount: 5000,
      }).code,
    ).toBe('GIFT-123');
    expect(v.safeParse(ownedVoucherSchema, { cuid: 'clov', amount: 5000 }).success).toBe(false);
  });

  it('bounds review scores to 0..5', () => {
    expect(v.parse(reviewSchema, { id: 1, score: 4, message: 'Super', private: false }).score).toBe(4);
    expect(v.safeParse(reviewSchema, { id: 1, score: 6 }).success).toBe(false);
  });
});

describe('platform settings', () => {
  it('validates document elements per type (000 §5)', () => {
    const text = { fontSize: 12, fontWeight: 'bold', color: '#000000' };
    expect(v.safeParse(documentElementSchema, { type: 'STRING', data: 'participant.fullname', settings: text }).success).toBe(true);
    expect(v.safeParse(documentElementSchema, { type: 'STRING', data: 'x', settings: { ...text, fontSize: 0 } }).success).toBe(false);
    expect(v.safeParse(documentElementSchema, { type: 'STRING', data: 'x', settings: { ...text, color: '#000' } }).success).toBe(false);
    expect(v.safeParse(documentElementSchema, { type: 'NUMBER', data: 'x', settings: { ...text, decimals: -1 } }).success).toBe(false);
    expect(v.safeParse(documentElementSchema, { type: 'IMAGE', url: 'not a url', settings: { width: 10, height: 10 } }).success).toBe(false);
    expect(v.safeParse(documentElementSchema, { type: 'IMAGE', url: 'https://cdn.example/logo.png', settings: { width: 10, height: 10 } }).success).toBe(true);
    expect(
      v.safeParse(documentElementSchema, {
        type: 'DATE',
        data: 'x',
        settings: { ...text, weekday: 'long', day: '2-digit', month: 'long', year: 'numeric', hours: null },
      }).success,
    ).toBe(true);
  });

  it('requires a count bound in registrations-constraint settings', () => {
    expect(
      v.safeParse(registrationsConstraintSettingsSchema, { registrations: { count: { operator: 'gte', value: 2 } }, availabilities: ['same.weekday'] }).success,
    ).toBe(true);
    expect(v.safeParse(registrationsConstraintSettingsSchema, { availabilities: ['future'] }).success).toBe(false);
    expect(
      v.safeParse(registrationsConstraintSettingsSchema, {
        locations: { count: { operator: 'lte', value: 1 } },
        period: { start: { operator: 'lte', value: '2026-01-01' } },
      }).success,
    ).toBe(false);
  });
});

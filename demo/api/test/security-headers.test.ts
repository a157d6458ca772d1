import { organiserSchema } from '@oriel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestApi, type TestApi } from './helpers';

// docs/security.md §4 and §5: the public organiser answer holds nothing internal, and every answer carries
// headers that keep browsers from sniffing, framing or leaking it.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('GET /api/organiser', () => {
  it('answers only what the storefront reads: no billing, taxes, fees, bank account or other internals', async () => {
    const body = await json(await api.get('/api/organiser'));
    expect(Object.keys(body.data).sort()).toEqual(['cuid', 'currency', 'id', 'languages', 'logo', 'name', 'settings', 'timezone']);
    expect(Object.keys(body.data.settings).sort()).toEqual([
      'bank_transfers_payments_activated', 'carts_expiration_delay', 'create_customers_participant', 'formats', 'online_payments_activated',
    ]);
    expect(Object.keys(body.data.settings.formats)).toEqual(['ages']);
    const text = JSON.stringify(body).toLowerCase();
    const internals = ['billing', 'taxes', '"vat"', 'service_fee', 'flat_amount', 'iban', '"bic"', 'be71', 'bank_account', 'minimum_invoice', 'payments_references_prefix'];
    for (const secret of internals) {
      expect(text, secret).not.toContain(secret);
    }
    // what the widgets read still parses and keeps its values
    const organiser = organiserSchema.parse(body.data);
    expect(organiser.settings).toMatchObject({ carts_expiration_delay: 900, online_payments_activated: true, create_customers_participant: true });
    expect(organiser.settings.formats.ages.length).toBeGreaterThan(0);
  });
});

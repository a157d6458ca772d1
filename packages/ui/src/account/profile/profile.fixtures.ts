// Answers for the profile tests (shapes of docs/api-contract.md), beside the register form's.
import { addresses, customerFields, participantFields } from '../../auth/auth.fixtures';
import { customer } from '../../testing/fixtures';
import type { FakeRoutes } from '../../testing/test-runtime';

/** The signed-in customer as the session gives it: an address and answers to the CUSTOMERS fields. */
export const profileCustomer = {
  ...customer,
  address: { id: 4, ...addresses[0]! },
  custom_data: [
    { field_id: 11, data: '85010112345' },
    { field_id: 12, data: 'Internet,Bouche à oreille' },
  ],
};

export const profileRoutes = (over: FakeRoutes = {}): FakeRoutes => ({
  'GET /api/custom-fields': (url: URL) => (url.searchParams.get('entity') === 'PARTICIPANTS' ? participantFields : customerFields),
  'GET /api/mapbox/autofill': { data: addresses },
  'PUT /api/session': (_: URL, request: Request) => request.json().then((body: object) => ({ data: { ...profileCustomer, ...body } })),
  ...over,
});

// Answers for the account-form tests (shapes of docs/api-contract.md "Accounts, checkout and payment").
import { customer, session } from '../testing/fixtures';

export const organiser = (createParticipant: boolean) => ({
  data: { id: 1, cuid: 'org1abcd', name: 'Les Ateliers du Parc', settings: { create_customers_participant: createParticipant } },
});

export const addresses = [
  {
    address: 'Rue du Kauwberg 2, 1180 Uccle, Belgique',
    street: 'Rue du Kauwberg',
    number: '2',
    postcode: '1180',
    city: 'Uccle',
    state: 'Bruxelles',
    country: 'Belgique',
    longitude: 4.37,
    latitude: 50.79,
  },
  {
    address: 'Rue Royale 10, 1000 Bruxelles, Belgique',
    street: 'Rue Royale',
    number: '10',
    postcode: '1000',
    city: 'Bruxelles',
    state: 'Bruxelles',
    country: 'Belgique',
    longitude: 4.36,
    latitude: 50.85,
  },
];

export const customerFields = {
  data: [
    {
      id: 11,
      entity: 'CUSTOMERS',
      type: 'TEXT',
      title: 'Numéro national',
      description: '11 chiffres',
      required: true,
      active: true,
      order: 3,
      pattern: '^\\d{11}$',
    },
    {
      id: 12,
      entity: 'CUSTOMERS',
      type: 'CHOICES_MULTIPLE',
      title: 'Comment nous avez-vous connu ?',
      required: false,
      active: true,
      order: 2,
      choices: [
        { id: 1, label: 'Internet', order: 1 },
        { id: 2, label: 'Bouche à oreille', order: 2 },
      ],
    },
    { id: 13, entity: 'CUSTOMERS', type: 'TEXT', title: 'Demandé plus tard', required: true, active: true, order: 1, deferred: true },
    { id: 14, entity: 'CUSTOMERS', type: 'TEXT', title: 'Inactif', required: true, active: false, order: 0 },
  ],
  count: 4,
};

export const participantFields = {
  data: [{ id: 21, entity: 'PARTICIPANTS', type: 'LONGTEXT', title: 'Allergies', required: true, active: true, order: 1 }],
  count: 1,
};

export const registerRoutes = (createParticipant = false) => ({
  'GET /api/organiser': organiser(createParticipant),
  'GET /api/custom-fields': (url: URL) => (url.searchParams.get('entity') === 'PARTICIPANTS' ? participantFields : customerFields),
  'GET /api/mapbox/autofill': { data: addresses },
  'POST /api/auth/register': { data: { token: 'new-token', customer } },
  'GET /api/session': session,
});

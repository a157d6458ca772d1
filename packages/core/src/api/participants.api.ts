import * as v from 'valibot';
import {
  addressSchema,
  customFieldSchema,
  participantLookupSchema,
  participantSchema,
  type ActionAnswer,
  type Address,
  type CustomField,
  type CustomFieldEntity,
  type ListOf,
  type Participant,
  type ParticipantCreateRequest,
  type ParticipantLookup,
  type ParticipantUpdateRequest,
} from '../schemas/index';
import { getList, sendAction, sendOne, type Http } from './client';
import { multiselectSearch, type MultiselectSearchParams } from './multiselect-search';
import type { ParticipantsLookupParams } from './params';

// Participants of the signed-in customer, the address lookup and the custom fields forms ask for (001 §7).

/** Create and update answer `{data: {participant}}` (the UI reads data.participant.cuid). */
const participantAnswerSchema = v.object({ participant: participantSchema });

export function participantsApi(http: Http) {
  return {
    /** Asynchronous multi-select lookup: id, fullname, customer.email. */
    listParticipants: (params?: ParticipantsLookupParams): Promise<ListOf<ParticipantLookup>> => getList(http, 'participants', participantLookupSchema, params),
    /** The participant multi-select's lookup (001 §7 generic query helper): by what is typed, or by the chosen ids. */
    searchParticipants: (params: MultiselectSearchParams): Promise<ListOf<ParticipantLookup>> =>
      multiselectSearch(http, 'participants', participantLookupSchema, params),
    createParticipant: async (body: ParticipantCreateRequest): Promise<Participant> =>
      (await sendOne(http, { method: 'POST', path: 'participants', body }, participantAnswerSchema)).participant,
    updateParticipant: async (body: ParticipantUpdateRequest): Promise<Participant> =>
      (await sendOne(http, { method: 'PUT', path: 'participants', body }, participantAnswerSchema)).participant,
    deleteParticipant: (participantId: number): Promise<ActionAnswer> =>
      sendAction(http, { method: 'DELETE', path: 'participants', query: { participant_id: participantId } }),
    /** Address suggestions for the search text (debounced 500 ms by the view). */
    autofillAddress: (search: string): Promise<Address[]> =>
      sendOne(http, { method: 'GET', path: 'mapbox/autofill', query: { search } }, v.array(addressSchema)),
    /** The organiser's active custom fields of one entity; views order them with activeCustomFields. */
    listCustomFields: async (entity: CustomFieldEntity): Promise<CustomField[]> => (await getList(http, 'custom-fields', customFieldSchema, { entity })).data,
  };
}

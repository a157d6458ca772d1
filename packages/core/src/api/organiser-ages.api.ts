import * as z from 'zod/mini';
import { ageFormatSchema, type AgeFormat } from '../schemas/age-format.schema';
import type { Http } from './client';

// Only the age formats of GET /api/organiser (000 §3 settings.formats.ages) for the catalog cards: the whole
// organiser and website schemas stay out of the cards chunk.
const organiserAgesSchema = z.object({
  data: z.object({
    settings: z.optional(z.object({ formats: z.optional(z.object({ ages: z._default(z.array(ageFormatSchema), []) })) })),
  }),
});

export function organiserAgesApi(http: Http) {
  return {
    getAgeFormats: async (): Promise<AgeFormat[]> =>
      (await http.send({ method: 'GET', path: 'organiser' }, organiserAgesSchema)).data.settings?.formats?.ages ?? [],
  };
}

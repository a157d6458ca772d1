import * as v from 'valibot';
import { ageFormatSchema, type AgeFormat } from '../schemas/age-format.schema';
import type { Http } from './client';

// Only the age formats of GET /api/organiser (000 §3 settings.formats.ages) for the catalog cards: the whole
// organiser and website schemas stay out of the cards chunk.
const organiserAgesSchema = v.object({
  data: v.object({
    settings: v.optional(v.object({ formats: v.optional(v.object({ ages: v.optional(v.array(ageFormatSchema), () => []) })) })),
  }),
});

export function organiserAgesApi(http: Http) {
  return {
    /** From the organiser's `data` the page already has when it reads as such (the embedded runtime's), else asked for. */
    getAgeFormats: async (answered?: unknown): Promise<AgeFormat[]> => {
      const known = answered == null ? undefined : v.safeParse(organiserAgesSchema, { data: answered });
      const body = known?.success ? known.output : await http.send({ method: 'GET', path: 'organiser' }, organiserAgesSchema);
      return body.data.settings?.formats?.ages ?? [];
    },
  };
}

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
    /** From the organiser's `data` the page already has when it reads as such (the embedded runtime's), else asked for. */
    getAgeFormats: async (answered?: unknown): Promise<AgeFormat[]> => {
      const known = answered == null ? undefined : organiserAgesSchema.safeParse({ data: answered });
      const body = known?.success ? known.data : await http.send({ method: 'GET', path: 'organiser' }, organiserAgesSchema);
      return body.data.settings?.formats?.ages ?? [];
    },
  };
}

import * as z from 'zod/mini';

/** <oriel-account> has no settings yet; href templates (data-href-*) are read apart. */
export const accountAttributesSchema = z.object({});

import * as v from 'valibot';

/** <oriel-cart> takes no settings of its own yet; unknown data-attributes are ignored, href templates read apart. */
export const cartAttributesSchema = v.object({});

import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { checkoutAttributesSchema } from './checkout.schema';

describe('<oriel-checkout> data-attributes', () => {
  it('defaults to an h2 title and reads data-heading-level="1"', () => {
    expect(v.parse(checkoutAttributesSchema, {})).toEqual({ 'heading-level': 2 });
    expect(v.parse(checkoutAttributesSchema, { 'heading-level': '1' })).toEqual({ 'heading-level': 1 });
  });
  it('ignores unknown attributes and href templates, rejects another level', () => {
    expect(v.safeParse(checkoutAttributesSchema, { 'href-login': '/connexion', foo: 'x' }).success).toBe(true);
    expect(v.safeParse(checkoutAttributesSchema, { 'heading-level': '3' }).success).toBe(false);
  });
});

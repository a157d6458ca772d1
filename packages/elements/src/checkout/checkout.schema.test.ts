import { describe, expect, it } from 'vitest';
import { checkoutAttributesSchema } from './checkout.schema';

describe('<oriel-checkout> data-attributes', () => {
  it('defaults to an h2 title and reads data-heading-level="1"', () => {
    expect(checkoutAttributesSchema.parse({})).toEqual({ 'heading-level': 2 });
    expect(checkoutAttributesSchema.parse({ 'heading-level': '1' })).toEqual({ 'heading-level': 1 });
  });
  it('ignores unknown attributes and href templates, rejects another level', () => {
    expect(checkoutAttributesSchema.safeParse({ 'href-login': '/connexion', foo: 'x' }).success).toBe(true);
    expect(checkoutAttributesSchema.safeParse({ 'heading-level': '3' }).success).toBe(false);
  });
});

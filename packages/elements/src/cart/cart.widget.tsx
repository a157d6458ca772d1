import { CartButton, CartDrawer, cartCss } from '@oriel/ui';
import { defineWidget } from '../runtime';
import { cartAttributesSchema } from './cart.schema';

export const mount = defineWidget({
  tag: 'oriel-cart',
  schema: cartAttributesSchema,
  css: [cartCss],
  render: () => (
    <>
      <CartButton />
      <CartDrawer />
    </>
  ),
});

import { CartButton, LazyCartDrawer, cartCss } from '@oriel/ui';
import { defineWidget, publish } from '../runtime';
import { cartAttributesSchema } from './cart.schema';

export const mount = defineWidget({
  tag: 'oriel-cart',
  schema: cartAttributesSchema,
  css: [cartCss],
  render: () => (
    <>
      {/* a page with its own checkout does not pop the drawer open on adds (001 §2) */}
      <CartButton onCheckoutPage={document.querySelector('oriel-checkout') !== null} />
      {/* its code comes when the cart first opens, or on the button's hover or focus */}
      <LazyCartDrawer />
    </>
  ),
});

publish(import.meta.url, { mount }, 'cart');

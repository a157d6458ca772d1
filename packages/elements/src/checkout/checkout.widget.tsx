import { cartCss, cartDrawerCss, checkoutCss, EmbeddedCheckout, formsCss } from '@oriel/ui';
import { defineWidget, publish } from '../runtime';
import { checkoutAttributesSchema } from './checkout.schema';

export const mount = defineWidget({
  tag: 'oriel-checkout',
  schema: checkoutAttributesSchema,
  css: [cartCss, cartDrawerCss, checkoutCss, formsCss],
  render: (props) => <EmbeddedCheckout headingLevel={props['heading-level']} />,
});

publish(import.meta.url, { mount }, 'checkout');

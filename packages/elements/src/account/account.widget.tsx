import { AccountPanel, authCss, catalogCss } from '@oriel/ui';
import { defineWidget } from '../runtime';
import { accountAttributesSchema } from './account.schema';

export const mount = defineWidget({
  tag: 'oriel-account',
  schema: accountAttributesSchema,
  css: [catalogCss, authCss],
  render: () => <AccountPanel />,
});

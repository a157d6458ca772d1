import { AccountPanel, authCss, formsCss } from '@oriel/ui';
import { defineWidget } from '../runtime';
import { accountAttributesSchema } from './account.schema';

export const mount = defineWidget({
  tag: 'oriel-account',
  schema: accountAttributesSchema,
  css: [formsCss, authCss],
  render: () => <AccountPanel />,
});

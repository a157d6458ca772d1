import { accountCss, AccountPanel, authCss, formsCss, galleryCss } from '@oriel/ui';
import { defineWidget, publish } from '../runtime';
import { accountAttributesSchema } from './account.schema';

export const mount = defineWidget({
  tag: 'oriel-account',
  schema: accountAttributesSchema,
  css: [formsCss, authCss, galleryCss, accountCss],
  render: (props) => <AccountPanel view={props.view} tabs={props.tabs} headingLevel={props['heading-level']} />,
});

publish(import.meta.url, { mount });

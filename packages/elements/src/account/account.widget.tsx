import { accountCss, AccountPanel, authCss, foreseeAccount, formsCss, galleryCss } from '@oriel/ui';
import { defineWidget, publish } from '../runtime';
import { accountAttributesSchema } from './account.schema';

export const mount = defineWidget({
  tag: 'oriel-account',
  schema: accountAttributesSchema,
  css: [formsCss, authCss, galleryCss, accountCss],
  started: (props, runtime) => foreseeAccount(runtime, props.view),
  render: (props, host) => (
    <AccountPanel
      view={props.view}
      tabs={props.tabs}
      headingLevel={props['heading-level']}
      title={props.title}
      // the host page's own h1s (outside this element's shadow root), read when the element renders
      hostHeadings={props.title === 'auto' ? [...host.ownerDocument.querySelectorAll('h1')].map((h) => h.textContent ?? '') : []}
    />
  ),
});

publish(import.meta.url, { mount }, 'account');

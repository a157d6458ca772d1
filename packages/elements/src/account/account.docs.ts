import type { ElementDocs } from '../element-docs';

/** Integrator docs of <oriel-account> (read by scripts/elements-manifest.ts only, never shipped). */
export const accountDocs = {
  tag: 'oriel-account',
  summary: 'Login, registration and password reset for visitors; the whole account area for a signed-in customer.',
  attributes: {
    view: { description: 'the screen shown when the URL names none (`registrations`, `vouchers/redeem`...); one that names no screen renders nothing' },
    tabs: { description: '`false` hides the tab bar (a page showing one screen)' },
    'heading-level': { description: "`1` makes the area's title the page's `h1`" },
    title: {
      description:
        "whether the area draws its own title ('My account'): `auto` draws it unless an `h1` of the host page already says the same (read when the element renders), `true` always, `false` never (the host's heading names the area); not drawn, the screens' titles are `h2`",
    },
  },
  cssProperties: { '--oriel-account-min-height': { description: 'space reserved before the account renders', default: '360px' } },
} as const satisfies ElementDocs;

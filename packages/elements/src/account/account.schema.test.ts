import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { accountAttributesSchema } from './account.schema';

describe('<oriel-account> data-attributes', () => {
  it("defaults to the home screen with the tab bar under the page title, its own title unless the host's h1 says it", () => {
    expect(v.parse(accountAttributesSchema, {})).toEqual({ view: 'home', tabs: true, 'heading-level': 2, title: 'auto' });
  });
  it('reads a screen of 001 §2, the tab bar switch and the heading level', () => {
    expect(v.parse(accountAttributesSchema, { view: 'registrations', tabs: 'false', 'heading-level': '1', title: 'false' })).toEqual({
      view: 'registrations',
      tabs: false,
      'heading-level': 1,
      title: 'false',
    });
    expect(v.parse(accountAttributesSchema, { view: 'vouchers/redeem' }).view).toBe('vouchers/redeem');
  });
  it.each([{ view: 'nowhere' }, { view: 'registrations/a/b' }, { tabs: 'maybe' }, { 'heading-level': '3' }, { title: 'no' }])(
    'refuses %j (the element renders nothing)',
    (attrs) => {
      expect(v.safeParse(accountAttributesSchema, attrs).success).toBe(false);
    },
  );
});

// Every code the rules produce has a message, so the UI can build keys from rule output.
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TABS } from '../rules/account.rules';
import { DEFAULT_AGE_FORMATS, displayAge, displayAgeRange } from '../rules/age.rules';
import { PAYMENT_STRATEGIES } from '../rules/organiser-defaults';
import { LANGS } from '../links/routes';
import { UNSUBSCRIBE_ERRORS } from '../schemas/newsletter.schema';
import { accountEn } from './account/en';
import { accountFr } from './account/fr';
import { createTranslator } from './catalogs';
import { SHELL_CATALOGUES } from './shell/catalogs';
import { createTranslatorFrom } from './translator';
import { translateAge, translateAgeRange } from './format-helpers';

const locales = ['fr', 'en'] as const;

describe('rule codes have messages', () => {
  it('badges, statuses, tabs, strategies, item types', () => {
    const keys = [
      ...['CLOSED', 'OVERLAP', 'FULL', 'closed', 'OPEN'].map((c) => `status.${c}`),
      ...PAYMENT_STRATEGIES.map((s) => `checkout.payment.${s}`),
      ...['REGISTRATION', 'BUNDLE', 'VOUCHER', 'MEMBERSHIP', 'REGISTRATION_REQUEST', 'BOOKING'].map((c) => `cart.item_types.${c}`),
      ...['days', 'weeks', 'months', 'years'].map((u) => `ages.${u}`),
    ];
    for (const l of locales) for (const k of keys) expect(createTranslator(l).has(k), `${l} ${k}`).toBe(true);
  });

  it('account badges and tabs, in the account catalogue', () => {
    const keys = [
      ...[
        'cancelled',
        'payment_outstanding',
        'payment_complete',
        'payment_deposited',
        'bundle_capacity_refunded',
        'bundle',
        'voucher_redeemed',
        'voucher_waiting',
        'membership_cancelled',
        'membership_recurring',
      ].map((c) => `badges.${c}`),
      ...['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'].map((c) => `badges.request_status.${c}`),
      ...ACCOUNT_TABS.map((tab) => `tabs.${tab}`),
    ];
    const account = { fr: createTranslatorFrom('fr', accountFr), en: createTranslatorFrom('en', accountEn) };
    for (const l of locales) for (const k of keys) expect(account[l].has(k), `${l} ${k}`).toBe(true);
  });

  it("the shell's codes, in the shell's catalogue only (widget pages never show them)", () => {
    const keys = [
      ...Object.values(UNSUBSCRIBE_ERRORS).map((c) => `forms.errors.${c}`),
      ...LANGS.map((lang) => `layout.lang.${lang}`),
      // ui/src/layout/footer.tsx PROVIDER_LEGAL_LINKS, ui/src/builder/catalog-sections.tsx offer kinds
      ...['legal_notice', 'disclaimer', 'privacy'].map((k) => `layout.footer.${k}`),
      ...['bundles', 'memberships', 'vouchers'].map((k) => `builder.${k}`),
    ];
    for (const l of locales) {
      const shell = createTranslatorFrom(l, SHELL_CATALOGUES[l]);
      for (const k of keys) {
        expect(shell.has(k), `${l} ${k}`).toBe(true);
        expect(createTranslator(l).has(k), `${l} ${k} in the widgets' catalogue`).toBe(false);
      }
    }
  });
});

describe('age helpers', () => {
  const fr = createTranslator('fr');
  const en = createTranslator('en');
  it('translates a displayed age', () => {
    expect(translateAge(fr, displayAge(365.25 * 2.6, DEFAULT_AGE_FORMATS))).toBe('31 mois');
    expect(translateAge(en, displayAge(365.25 * 4.75, DEFAULT_AGE_FORMATS))).toBe('4.5 years');
    expect(translateAge(en, displayAge(7, DEFAULT_AGE_FORMATS))).toBe('7 days');
    expect(translateAge(fr, displayAge(365.25 * 30))).toBe('30 ans');
  });
  it('translates ranges, open on either side', () => {
    expect(translateAgeRange(fr, displayAgeRange(365.25 * 6, 365.25 * 12))).toBe('De 6 à 12 ans');
    expect(translateAgeRange(en, displayAgeRange(30.436875 * 6, 365.25 * 4, DEFAULT_AGE_FORMATS))).toBe('6 months to 4 years');
    expect(translateAgeRange(en, displayAgeRange(365.25 * 6, null))).toBe('From 6 years');
    expect(translateAgeRange(fr, displayAgeRange(null, 365.25 * 3))).toBe("Jusqu'à 3 ans");
    expect(translateAgeRange(en, null)).toBeNull();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createTranslator, MESSAGES } from './catalogs';
import { en } from './en';
import { fr } from './fr';
import { SHELL_CATALOGUES } from './shell/catalogs';
import { shellEn } from './shell/en';
import { shellFr } from './shell/fr';
import { loadShellCatalogue } from './shell/load';
import type { ShellCatalogue } from './shell/types';
import { createTranslatorFrom, resolveLocale, translateErrorCode } from './translator';

function leaves(tree: object, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([k, v]) => (v && typeof v === 'object' ? leaves(v, `${prefix}${k}.`) : [[`${prefix}${k}`, v] as [string, unknown]]));
}

const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

// the widgets' catalogue and the shell's own, each checked alone
const catalogues = [
  ['main', fr, en],
  ['shell', shellFr, shellEn],
] as const;

describe.each(catalogues)('catalogues: %s', (_, fr, en) => {
  it('fr and en have the same key set', () => {
    const keys = (m: object) =>
      leaves(m)
        .map(([k]) => k)
        .sort();
    expect(keys(fr)).toEqual(keys(en));
  });
  it('no empty or non-string leaves', () => {
    for (const m of [fr, en]) {
      for (const [key, v] of leaves(m)) {
        expect(typeof v, key).toBe('string');
        expect((v as string).trim(), key).not.toBe('');
      }
    }
  });
  it('placeholders match between locales', () => {
    const ph = (s: unknown) => [...String(s).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const frMap = new Map(leaves(fr));
    for (const [key, v] of leaves(en)) expect(ph(frMap.get(key)), key).toEqual(ph(v));
  });
  it('plural keys always come in _one/_other pairs', () => {
    for (const [key] of leaves(en)) {
      if (key.endsWith('_one'))
        expect(
          leaves(en).some(([k]) => k === key.replace(/_one$/, '_other')),
          key,
        ).toBe(true);
    }
  });
});

describe("the shell's catalogue", () => {
  it('shares no key with the main one: merged, neither hides the other', () => {
    const main = new Set(leaves(en).map(([k]) => k));
    for (const [key] of leaves(shellEn)) {
      expect(main.has(key), key).toBe(false);
      // nor a leaf where the other has a group, or the reverse
      expect(
        [...main].some((k) => k.startsWith(`${key}.`) || key.startsWith(`${k}.`)),
        key,
      ).toBe(false);
    }
  });
  it('merges both: every leaf of each, in namespaces they share too', () => {
    for (const l of ['fr', 'en'] as const) {
      const merged = new Map(leaves(SHELL_CATALOGUES[l]));
      for (const [key, v] of [...leaves(MESSAGES[l]), ...leaves(l === 'fr' ? shellFr : shellEn)]) expect(merged.get(key), `${l} ${key}`).toBe(v);
      expect(merged.size).toBe(leaves(MESSAGES[l]).length + leaves(shellEn).length);
    }
    const t = createTranslatorFrom<ShellCatalogue>('fr', SHELL_CATALOGUES.fr);
    expect(t('forms.errors.NOT_FOUND')).toBe(createTranslator('fr')('forms.errors.NOT_FOUND'));
    expect(t('forms.errors.UNSUBSCRIBE_TOKEN_EXPIRED')).toBe(shellFr.forms.errors.UNSUBSCRIBE_TOKEN_EXPIRED);
  });
  it('loads one locale on demand, the same object each time', async () => {
    expect(await loadShellCatalogue('en')).toBe(SHELL_CATALOGUES.en);
    expect(await loadShellCatalogue('xx')).toBe(SHELL_CATALOGUES.fr);
  });
  it("leaves the widgets' catalogue untouched: a shared namespace is a new object", () => {
    expect('UNSUBSCRIBE_TOKEN_INVALID' in en.forms.errors).toBe(false);
    expect(SHELL_CATALOGUES.en.forms).not.toBe(en.forms);
  });
});

describe('catalogues', () => {
  it("carries the specs' quoted strings", () => {
    const frT = createTranslator('fr');
    const enT = createTranslator('en');
    const shellEnT = createTranslatorFrom<ShellCatalogue>('en', SHELL_CATALOGUES.en);
    expect(frT('catalog.filters.title')).toBe('Recherche');
    expect(frT('catalog.filters.show_results')).toBe('Voir les résultats');
    expect(frT('catalog.filters.reset')).toBe('Réinitialiser');
    expect(shellEnT('preview.navigation_disabled')).toBe('Navigation disabled in preview mode.');
    expect(frT('quick_list.empty_title')).toBe('Aucun résultat');
    expect(frT('quick_list.next_availability', { date: '23/11' })).toBe('Prochaine disponibilité le 23/11.');
    expect(frT('quick_list.no_match')).toBe("Il semblerait qu'aucune disponibilité ne corresponde à votre recherche.");
    expect(enT('auth.password.mismatch')).toBe('Mismatch');
    expect(enT('forms.errors.INSUFFICIENT_WALLET_AMOUNT')).toBe('insufficient wallet amount');
    expect(frT('common.updated')).toBe('Mise à jour effectuée');
    expect(enT('common.updated')).toBe('Updated');
    expect(frT('toasts.region')).toBe('Notifications alt+T');
    expect(enT('cart.messages.updated')).toBe('Cart updated');
    expect(frT('form.messages.errors.terms')).toMatch(/conditions générales/);
    expect(enT('register.form.messages.errors.terms')).toMatch(/general terms/);
  });
});

describe('t()', () => {
  const t = createTranslator('fr');
  const tEn = createTranslator('en');

  it('interpolates {name} params', () => {
    const shell = { fr: createTranslatorFrom<ShellCatalogue>('fr', SHELL_CATALOGUES.fr), en: createTranslatorFrom<ShellCatalogue>('en', SHELL_CATALOGUES.en) };
    expect(shell.fr('layout.topbar.greeting', { firstname: 'Léa' })).toBe('Bonjour Léa');
    expect(shell.en('layout.topbar.greeting', { firstname: 'Léa' })).toBe('Hello Léa');
    expect(shell.en('layout.footer.copyright', { year: '2026', name: 'Oriel' })).toBe('© 2026 Oriel');
    expect(tEn('paging.page', { page: 2, total: 5 })).toBe('Page 2 of 5');
    // A forgotten param stays visible
    expect(tEn('paging.page', { page: 2 })).toBe('Page 2 of {total}');
  });

  it('picks _one/_other with Intl.PluralRules', () => {
    expect(tEn('catalog.remaining', { count: 1 })).toBe('1 place left');
    expect(tEn('catalog.remaining', { count: 3 })).toBe('3 places left');
    expect(tEn('catalog.remaining', { count: 0 })).toBe('0 places left');
    // French singular covers 0 and 1
    expect(t('catalog.remaining', { count: 0 })).toBe('0 place restante');
    expect(t('catalog.remaining', { count: 2 })).toBe('2 places restantes');
    expect(tEn('cart.button', { count: 2 })).toBe('Cart, 2 items');
    // Without a count the _other form is used
    expect(tEn('paging.results')).toBe('{count} results');
  });

  it('formats numbers per locale (age values with halves)', () => {
    expect(t('ages.years', { count: 1.5 })).toBe('1,5 an');
    expect(t('ages.years', { count: 2.5 })).toBe('2,5 ans');
    expect(tEn('ages.months', { count: 2.5 })).toBe('2.5 months');
    expect(plain(t('paging.results', { count: 1234 }))).toBe('1 234 résultats');
  });

  it('exposes locale, has() and lookup() for run-time keys', () => {
    expect(t.locale).toBe('fr');
    expect(t.has('forms.errors.NOT_FOUND')).toBe(true);
    expect(t.has('catalog.remaining')).toBe(true);
    expect(t.has('forms.errors.NOPE')).toBe(false);
    expect(t.lookup('status.FULL')).toBe('Complet');
    expect(t.lookup('nope')).toBeNull();
  });

  it('type-checks keys', () => {
    // @ts-expect-error not a key
    expect(t('catalog.nope')).toBe('catalog.nope');
    // @ts-expect-error a group is not a leaf
    expect(t('catalog.filters')).toBe('catalog.filters');
  });

  it('is cached per locale and accepts any locale string', () => {
    expect(createTranslator('fr')).toBe(t);
    expect(createTranslator('de').locale).toBe('fr');
    expect(createTranslatorFrom('en', MESSAGES.en)('common.close')).toBe('Close');
  });
});

describe('translateErrorCode (000 §8, 001 §8)', () => {
  const t = createTranslator('en');
  it('translates known codes, API and field codes', () => {
    expect(translateErrorCode(t, 'AVAILABILITY_FULL')).toBe('This session is full.');
    expect(translateErrorCode(t, 'required')).toBe('This field is required.');
    expect(translateErrorCode(createTranslator('fr'), 'availability_dates_required')).toBe('Veuillez choisir au moins une date.');
  });
  it('falls back to UNKNOWN_ERROR for no code and to the raw code when untranslated', () => {
    expect(translateErrorCode(t, undefined)).toBe('An unexpected error occurred.');
    expect(translateErrorCode(t, '')).toBe('An unexpected error occurred.');
    expect(translateErrorCode(t, 'SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });
  it('every contract error code has a translation in both locales', () => {
    const codes = [
      'UNKNOWN_ERROR',
      'INVALID_RESPONSE',
      'VALIDATION_ERROR',
      'UNAUTHENTICATED',
      'INVALID_CREDENTIALS',
      'FORBIDDEN',
      'NOT_FOUND',
      'AVAILABILITY_FULL',
      'AVAILABILITY_CLOSED',
      'REGISTRATIONS_NOT_OPEN',
      'REGISTRATIONS_CLOSED',
      'AVAILABILITY_DATE_FULL',
      'AVAILABILITY_DATE_CLOSED',
      'INTERNAL_ERROR',
      'SERVICE_UNAVAILABLE',
      'INSUFFICIENT_WALLET_AMOUNT',
      'required',
      'invalid',
      'availability_dates_required',
      'TOO_MANY_ATTEMPTS',
      'too_many_attempts',
      'DOWNLOAD_EXPIRED',
    ];
    for (const l of ['fr', 'en'] as const) for (const c of codes) expect(createTranslator(l).has(`forms.errors.${c}`), `${l} ${c}`).toBe(true);
  });
});

describe('locales', () => {
  it('resolveLocale defaults to fr', () => {
    expect(resolveLocale('en')).toBe('en');
    expect(resolveLocale('en-GB')).toBe('en');
    expect(resolveLocale(' FR_be ')).toBe('fr');
    expect(resolveLocale('nl')).toBe('fr');
    expect(resolveLocale(undefined)).toBe('fr');
    expect(resolveLocale(null)).toBe('fr');
  });
  const fresh = (messages: object) => createTranslatorFrom('fr', messages as typeof fr);
  it('loads one catalogue on demand, its second part once a widget asks, for every locale asked before or after', async () => {
    vi.resetModules();
    const load = await import('./load');
    const fresh = await import('./translator');
    const frBase = await load.loadMessages('xx');
    const t = fresh.createTranslatorFrom('fr', frBase);
    expect(t('cart.button', { count: 2 })).toBe('Panier, 2 articles');
    expect(t('catalog.empty_title')).toBe(fr.catalog.empty_title);
    expect(t('forms.errors.UNKNOWN_ERROR')).toBe(fr.forms.errors.UNKNOWN_ERROR);
    // the checkout's, the schedules', the sign-in forms', a detail's and the drawer's words are not in the first part
    expect(t.has('checkout.title')).toBe(false);
    expect(t.has('availability.add_to_cart')).toBe(false);
    expect(t.has('cart.title')).toBe(false);
    expect(t.has('forms.errors.COUPON_NOT_FOUND')).toBe(false);
    expect(t.has('auth.register.title')).toBe(false);
    expect(t.has('schedules.empty')).toBe(false);
    // the few sign-in words a dialog title or the shell's header shows are
    expect(t('auth.login.title')).toBe(fr.auth.login.title);
    expect(t('auth.logout.button')).toBe(fr.auth.logout.button);

    await load.loadMoreMessages();
    // merged in place: the translator made before finds them
    expect(t('checkout.title')).toBe(fr.checkout.title);
    expect(t('auth.register.title')).toBe(fr.auth.register.title);
    expect(t('auth.login.forgot')).toBe(fr.auth.login.forgot);
    expect(t('auth.login.title')).toBe(fr.auth.login.title);
    expect(t('quick_list.empty_title')).toBe(fr.quick_list.empty_title);
    expect(t('cart.title')).toBe(fr.cart.title);
    expect(t('availability.add_to_cart')).toBe(fr.availability.add_to_cart);
    // a language asked for later (Oriel.setLang) comes whole
    const enAll = await load.loadMessages('en');
    expect(enAll).toEqual(en);
    expect(await load.loadMessages('fr')).toEqual(fr);
  });

  it("the second part comes for the locale asked for last only (after Oriel.setLang, not the page's first too)", async () => {
    vi.resetModules();
    const load = await import('./load');
    const frPart = await load.loadMessages('fr');
    const enPart = await load.loadMessages('en');
    await load.loadMoreMessages();
    expect(enPart).toEqual(en);
    expect(fresh(frPart).has('checkout.title')).toBe(false);
  });
});

describe('createTranslatorFrom and Intl', () => {
  it('builds no Intl object for counts and whole numbers (a first one starts ICU), and one number format for a fraction', () => {
    const made = { plurals: 0, numbers: 0 };
    const { PluralRules, NumberFormat } = Intl;
    const intl = Intl as { PluralRules: typeof PluralRules; NumberFormat: typeof NumberFormat };
    intl.PluralRules = class extends PluralRules {
      constructor(...args: ConstructorParameters<typeof PluralRules>) {
        super(...args);
        made.plurals++;
      }
    } as typeof PluralRules;
    intl.NumberFormat = class extends NumberFormat {
      constructor(...args: ConstructorParameters<typeof NumberFormat>) {
        super(...args);
        made.numbers++;
      }
    } as typeof NumberFormat;
    try {
      const t = createTranslatorFrom('fr', { a: 'A', n_one: '{count} place', n_other: '{count} places' });
      expect(t('a')).toBe('A');
      expect(made).toEqual({ plurals: 0, numbers: 0 });
      expect(t('n', { count: 1 })).toBe('1 place');
      expect(t('n', { count: 1500 })).toBe('1\u202f500 places');
      expect(t('n', { count: 0 })).toBe('0 place');
      expect(made).toEqual({ plurals: 0, numbers: 0 });
      expect(t('n', { count: 1.5 })).toBe('1,5 place');
      expect(t('n', { count: 2.25 })).toBe('2,25 places');
      expect(made).toEqual({ plurals: 0, numbers: 1 });
    } finally {
      Object.assign(Intl, { PluralRules, NumberFormat });
    }
  });
});

import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/preact';
import { createTranslatorFrom, LANG_STORAGE_KEY, SHELL_CATALOGUES, shellLinks, websiteSchema, type Lang } from '@oriel/core';
import { Header } from './header';
import { LangSwitch } from './lang-switch';
import { renderWith, testRuntime } from '../testing/test-runtime';
import { websiteFixture } from './layout.fixtures';

const organiser = v.parse(websiteSchema, websiteFixture).organiser;

/** The shell's runtime on a page of `lang`, whose address has `prefix` (null: none, the default language). */
function shellRuntime(lang: Lang, prefix: Lang | null) {
  const { runtime } = testRuntime();
  return { ...runtime, lang, t: createTranslatorFrom(lang, SHELL_CATALOGUES[lang]), links: shellLinks(prefix) };
}

const linkOf = (name: string) => within(screen.getByRole('banner')).getByRole('link', { name });

afterEach(() => localStorage.clear());

describe('LangSwitch in the header', () => {
  it('links a prefixed page to the same page in the other language, query and hash kept', () => {
    renderWith(shellRuntime('fr', 'fr'), <Header config={websiteFixture.header} organiser={organiser} location="/fr/stages?x=1#top" />);
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Langue' });
    const fr = within(nav).getByRole('link', { name: 'Français' });
    const en = within(nav).getByRole('link', { name: 'English' });
    expect(fr.getAttribute('href')).toBe('/fr/stages?x=1#top');
    expect(fr.getAttribute('aria-current')).toBe('true');
    expect(fr.getAttribute('lang')).toBe('fr');
    expect(fr.getAttribute('hreflang')).toBe('fr');
    expect(en.getAttribute('href')).toBe('/en/stages?x=1#top');
    expect(en.getAttribute('aria-current')).toBeNull();
    expect(en.getAttribute('lang')).toBe('en');
    expect(en.getAttribute('hreflang')).toBe('en');
    expect(en.querySelector('[aria-hidden="true"]')?.textContent).toBe('EN');
  });

  it('on an English page, names the group in English and leads back to the French page', () => {
    renderWith(shellRuntime('en', 'en'), <Header config={websiteFixture.header} organiser={organiser} location="/en/stages?x=1" />);
    within(screen.getByRole('banner')).getByRole('navigation', { name: 'Language' });
    expect(linkOf('Français').getAttribute('href')).toBe('/fr/stages?x=1');
    expect(linkOf('Français').getAttribute('aria-current')).toBeNull();
    expect(linkOf('English').getAttribute('href')).toBe('/en/stages?x=1');
    expect(linkOf('English').getAttribute('aria-current')).toBe('true');
  });

  it('on an address without prefix (the default language), keeps it for French and prefixes English', () => {
    renderWith(shellRuntime('fr', null), <Header config={websiteFixture.header} organiser={organiser} location="/stages?x=1" />);
    expect(linkOf('Français').getAttribute('href')).toBe('/stages?x=1');
    expect(linkOf('Français').getAttribute('aria-current')).toBe('true');
    expect(linkOf('English').getAttribute('href')).toBe('/en/stages?x=1');
    renderWith(shellRuntime('fr', null), <LangSwitch location="/" />);
    expect(screen.getAllByRole('link', { name: 'English' }).at(-1)!.getAttribute('href')).toBe('/en');
  });

  it('remembers the choice when the visitor switches', () => {
    renderWith(shellRuntime('fr', 'fr'), <Header config={websiteFixture.header} organiser={organiser} location="/fr/stages" />);
    const en = linkOf('English');
    en.addEventListener('click', (e) => e.preventDefault()); // happy-dom would navigate
    fireEvent.click(en);
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('en');
    const fr = linkOf('Français');
    fr.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(fr);
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('fr');
  });

  it('is in the mobile menu too, with the same links', () => {
    renderWith(shellRuntime('fr', 'fr'), <Header config={websiteFixture.header} organiser={organiser} location="/fr/blog" />);
    expect(within(screen.getByRole('banner')).getByRole('navigation', { name: 'Langue' }).className).toBe('o-lang o-lang-wide');
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Langue' });
    expect(within(nav).getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/en/blog');
    expect(within(nav).getByRole('link', { name: 'Français' }).getAttribute('aria-current')).toBe('true');
  });

  it('is not shown to embedded widgets (they have no pages of their own)', () => {
    const { runtime } = testRuntime();
    const { container } = renderWith({ ...runtime, links: { kind: 'embedded', templates: {} } }, <LangSwitch location="/x" />);
    expect(container.innerHTML).toBe('');
  });
});

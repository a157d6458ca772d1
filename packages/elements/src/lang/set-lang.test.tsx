import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/preact';
import * as v from 'valibot';
import { LANG_STORAGE_KEY, MESSAGES, memoryStorage, siteKeys } from '@oriel/core';
import { createRuntime, useRuntime } from '@oriel/ui';
import { call } from '../api.entry';
import { defineWidget, getRuntime } from '../runtime';
import type { LoaderConfig } from '../loader-config';
import { setLang } from './set-lang';

const runtimeIn = (lang: 'fr' | 'en') =>
  createRuntime({
    apiBase: 'http://api.test',
    lang,
    messages: MESSAGES[lang],
    links: { kind: 'embedded', templates: {} },
    navigate: () => {},
    currentLocation: () => '/',
    storage: memoryStorage(),
    fetch: vi.fn(async () => new Response('{"data":null}', { headers: { 'content-type': 'application/json' } })) as unknown as typeof fetch,
    tickMs: 0,
  });

afterEach(() => localStorage.clear());

describe('setLang (Oriel.setLang: the shared runtime changes language in place)', () => {
  it('switches the translator and the locale, keeps the stores, remembers the choice', async () => {
    const runtime = runtimeIn('fr');
    const { session, cart, queries, cartOpen } = runtime;
    const storage = memoryStorage();
    expect(await setLang(runtime, 'en', storage)).toBe('en');
    expect(runtime.lang).toBe('en');
    expect(runtime.t('common.close')).toBe('Close');
    expect([runtime.session, runtime.cart, runtime.queries, runtime.cartOpen]).toEqual([session, cart, queries, cartOpen]);
    expect(storage.get(LANG_STORAGE_KEY)).toBe('en');
    expect(await setLang(runtime, ' FR ', storage)).toBe('fr');
    expect(runtime.t('common.close')).toBe('Fermer');
  });

  it('asks the API in the new language from then on, forgetting the answers in the old one', async () => {
    const asked: string[] = [];
    const runtime = createRuntime({
      apiBase: 'http://api.test',
      lang: 'fr',
      messages: MESSAGES.fr,
      links: { kind: 'embedded', templates: {} },
      navigate: () => {},
      currentLocation: () => '/',
      storage: memoryStorage(),
      fetch: vi.fn(async (url: string) => {
        asked.push(url);
        const lang = new URL(url).searchParams.get('lang');
        return new Response(JSON.stringify({ data: lang === 'en' ? 'Home' : 'Accueil' }), { headers: { 'content-type': 'application/json' } });
      }) as unknown as typeof fetch,
      tickMs: 0,
    });
    const page = runtime.queries.query(siteKeys.page('/'), () => runtime.http.send({ method: 'GET', path: 'website/pages' }, v.object({ data: v.string() })));
    page.retain();
    await page.ensure();
    expect(page.state.peek().data).toEqual({ data: 'Accueil' });
    const switched = setLang(runtime, 'en', memoryStorage());
    await switched;
    // the French answer is gone at once, and the page asked again in English
    expect(page.state.peek().data?.data).not.toBe('Accueil');
    await waitFor(() => expect(page.state.peek().data).toEqual({ data: 'Home' }));
    const pages = asked.filter((u) => u.includes('/api/website/pages'));
    expect(pages.map((u) => new URL(u).searchParams.get('lang'))).toEqual(['fr', 'en']);
  });

  it('refuses what is not a language, changing nothing', async () => {
    const runtime = runtimeIn('fr');
    const storage = memoryStorage();
    expect(await setLang(runtime, 'de', storage)).toBeNull();
    expect(await setLang(runtime, 42, storage)).toBeNull();
    expect(runtime.lang).toBe('fr');
    expect(storage.get(LANG_STORAGE_KEY)).toBeNull();
  });

  it('the last choice wins when two follow each other', async () => {
    const runtime = runtimeIn('fr');
    const storage = memoryStorage();
    const first = setLang(runtime, 'en', storage);
    const second = setLang(runtime, 'fr', storage);
    expect(await Promise.all([first, second])).toEqual(['fr', 'fr']);
    expect(runtime.lang).toBe('fr');
    expect(storage.get(LANG_STORAGE_KEY)).toBe('fr');
  });
});

describe("call(['setLang', …]): every mounted widget renders again in the new language", () => {
  it("re-renders a widget in place through the loader's refresh, and later widgets start in it", async () => {
    const config: LoaderConfig = { api: 'http://lang.test', lang: 'fr', theme: null, base: 'http://cdn.test/', session: 'local', nonce: null };
    const Label = () => <p>{useRuntime().t('common.close')}</p>;
    const mount = defineWidget({ tag: 'oriel-test', schema: v.object({}), css: [], render: () => <Label /> });
    const host = document.createElement('div');
    document.body.append(host);
    const controller = mount(host, config);
    const text = () => host.shadowRoot?.querySelector('p')?.textContent;
    await waitFor(() => expect(text()).toBe('Fermer'));
    const runtime = await getRuntime(config);

    await call(config, ['setLang', 'en'], () => controller.update());
    expect(text()).toBe('Close');
    expect(config.lang).toBe('en');
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('en');
    expect(await getRuntime(config)).toBe(runtime); // one runtime: same session, cart and cache

    const other = document.createElement('div');
    document.body.append(other);
    mount(other, config);
    await waitFor(() => expect(other.shadowRoot?.querySelector('p')?.textContent).toBe('Close'));

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await call(config, ['setLang', 'nl'], () => controller.update());
    expect(warn).toHaveBeenCalledWith('[oriel] setLang: "nl" is not one of fr, en');
    expect(text()).toBe('Close');
    controller.unmount();
    host.remove();
    other.remove();
  });
});

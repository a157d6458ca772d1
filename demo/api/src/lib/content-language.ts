import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/db';
import { requestedOrganiser } from './organiser-scope';
import { answerLanguage, translateContent, type Glossary } from './translate-content';

interface OrganiserLanguages {
  id: number;
  languages: string[];
  /** per language, loaded on its first use */
  glossaries: Map<string, Promise<Glossary>>;
}

/**
 * The organisers' languages and glossaries, kept per process until `translations_version` moves (migration 021): one
 * read of the sequence a request, the glossary of an organiser read once per language and version.
 */
export function createGlossaryCache(db: Db) {
  let version: string | null = null;
  const organisers = new Map<string, Promise<OrganiserLanguages | null>>();

  const loadOrganiser = async (cuid: string | undefined): Promise<OrganiserLanguages | null> => {
    const [row] = await db.query<{ id: number; languages: string[] }>(
      cuid ? 'SELECT id, languages FROM organisers WHERE cuid = $1' : 'SELECT id, languages FROM organisers ORDER BY id LIMIT 1',
      cuid ? [cuid] : [],
    );
    return row ? { id: row.id, languages: row.languages, glossaries: new Map() } : null;
  };
  const loadGlossary = async (organiserId: number, lang: string): Promise<Glossary> => {
    const rows = await db.query<{ source: string; translation: string }>(
      'SELECT source, translation FROM organiser_translations WHERE organiser_id = $1 AND lang = $2',
      [organiserId, lang],
    );
    return new Map(rows.map((r) => [r.source, r.translation]));
  };
  // a failed load is forgotten, so the next request asks again
  const remember = <K, T>(map: Map<K, Promise<T>>, key: K, load: () => Promise<T>): Promise<T> => {
    let entry = map.get(key);
    if (!entry) {
      entry = load();
      map.set(key, entry);
      entry.catch(() => map.delete(key));
    }
    return entry;
  };

  return {
    /** The request's organiser (lib/organiser-scope.ts): its languages and a way to its glossaries; null unseeded. */
    async organiser(): Promise<(OrganiserLanguages & { glossary(lang: string): Promise<Glossary> }) | null> {
      const [seq] = await db.query<{ v: string }>("SELECT last_value::text || ':' || is_called::text AS v FROM translations_version");
      if (seq?.v !== version) {
        version = seq?.v ?? null;
        organisers.clear();
      }
      const o = await remember(organisers, requestedOrganiser() ?? '', () => loadOrganiser(requestedOrganiser()));
      return o && { ...o, glossary: (lang: string) => remember(o.glossaries, lang, () => loadGlossary(o.id, lang)) };
    },
  };
}

export type GlossaryCache = ReturnType<typeof createGlossaryCache>;

/**
 * `lang` on every call: the answer's `Content-Language` is the asked language when the organiser has it, else the
 * organiser's own (an unknown one is no error). A JSON answer in another language than the organiser's has its
 * organiser content translated (lib/translate-content.ts).
 */
export function contentLanguage(cache: GlossaryCache): MiddlewareHandler {
  return async (c, next) => {
    await next();
    let organiser: Awaited<ReturnType<GlossaryCache['organiser']>>;
    try {
      organiser = await cache.organiser();
    } catch {
      // the database is out of reach: the answer, already decided, leaves as it is
      return;
    }
    if (!organiser) return;
    const lang = answerLanguage(c.req.query('lang'), organiser.languages);
    const own = organiser.languages[0] ?? lang;
    const type = c.res.headers.get('Content-Type') ?? '';
    if (lang !== own && c.res.ok && type.startsWith('application/json')) {
      const body = JSON.parse(await c.res.text()) as unknown;
      translateContent(body, await organiser.glossary(lang), own);
      // Hono's setter keeps the answer's headers: all but its length, which the new body changes
      c.res.headers.delete('Content-Length');
      c.res = new Response(JSON.stringify(body), { status: c.res.status, headers: { 'Content-Type': type } });
    }
    c.header('Content-Language', lang);
  };
}

/** The address of a page the API serves itself (the payment simulator) with the caller's `lang`, when it gave one. */
export function withCallerLang(c: Context, url: string): string {
  const lang = c.req.query('lang')?.trim().toLowerCase();
  return lang && /^[a-z]{2}$/.test(lang) ? `${url}?lang=${lang}` : url;
}

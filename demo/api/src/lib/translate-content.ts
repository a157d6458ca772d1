/**
 * The organiser's content of a JSON answer in another language (docs/design.md "Content in the visitor's language").
 * A glossary maps a whole string in the organiser's language to its translation; HTML is one string. A string with no
 * entry stays as written and its object says so in `content_lang` ({field: organiser's language}), so a page can mark
 * it with `lang`. Only the fields below are organiser content; customers' data is never read, whatever its words.
 */
export type Glossary = ReadonlyMap<string, string>;

/** Keys whose string (or list of strings) is organiser content wherever they appear, but for the exceptions below. */
export const CONTENT_KEYS: ReadonlySet<string> = new Set([
  'title',
  'name',
  'description',
  'instructions',
  'excerpt',
  'label',
  'text',
  'subtitle',
  'quote',
  'question',
  'answer',
  'content',
  'alt',
  'announcement',
  'choices',
  'placeholder',
  'help',
]);

/**
 * Subtrees that belong to customers (people, their answers, messages and codes) or are a brand's name: never
 * translated nor marked, so a participant named like a translated word keeps their name.
 */
export const PRIVATE_KEYS: ReadonlySet<string> = new Set([
  'participant',
  'participants',
  'customer',
  'customers',
  'recipient',
  'recipient_name',
  'review',
  'reviews',
  'answers',
  'values',
  'custom_fields_values',
  'address',
  'addresses',
  'email',
  'fullname',
  'firstname',
  'lastname',
  'message',
  'cancellation_message',
  'code',
  'organiser',
]);

const hasLetter = /\p{L}/u;

/**
 * Whether `key` of `node` is content: a page-builder block's `name` is its kind, an image's `name` its file; the
 * `content` beside a `question` object is the customer's answer to it.
 */
function isContentKey(node: Record<string, unknown>, key: string): boolean {
  if (!CONTENT_KEYS.has(key)) return false;
  if (key === 'name') return !('settings' in node) && !('alt' in node);
  if (key === 'content') return !(node.question !== null && typeof node.question === 'object');
  return true;
}

/**
 * Translates the organiser content of `value` in place with `glossary`; what has no entry is marked as written in
 * `sourceLang`. One map lookup per string.
 */
export function translateContent(value: unknown, glossary: Glossary, sourceLang: string): void {
  if (Array.isArray(value)) {
    for (const item of value) translateContent(item, glossary, sourceLang);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const node = value as Record<string, unknown>;
  let fellBack: Record<string, string> | undefined;
  for (const key of Object.keys(node)) {
    if (PRIVATE_KEYS.has(key) || key === 'content_lang') continue;
    const field = node[key];
    if (typeof field === 'string' || (Array.isArray(field) && field.length > 0 && field.every((s) => typeof s === 'string'))) {
      if (!isContentKey(node, key)) continue;
      let missing = false;
      const one = (text: string) => {
        if (!hasLetter.test(text)) return text;
        const translated = glossary.get(text);
        if (translated === undefined) missing = true;
        return translated ?? text;
      };
      node[key] = typeof field === 'string' ? one(field) : (field as string[]).map(one);
      if (missing) (fellBack ??= {})[key] = sourceLang;
    } else {
      translateContent(field, glossary, sourceLang);
    }
  }
  if (fellBack) node.content_lang = fellBack;
}

/** The language an answer is in: `asked` when the organiser has it, else the organiser's own (languages[0]). */
export function answerLanguage(asked: string | undefined, languages: readonly string[]): string {
  const own = languages[0] ?? 'fr';
  const wanted = asked?.trim().toLowerCase();
  return wanted && languages.includes(wanted) ? wanted : own;
}

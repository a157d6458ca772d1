import { describe, expect, it } from 'vitest';
import { cardExcerpt, EXCERPT_HTML_MAX, EXCERPT_TEXT_MAX } from '../src/lib/excerpt';

// What an activities card answers of a description (lib/excerpt.ts): three clamped lines never need kilobytes.
describe('cardExcerpt', () => {
  it('answers a short description whole, formatting kept', () => {
    const html = '<p>Une semaine pour <strong>bouger</strong>.</p><ul><li>De 9 h à 16 h</li></ul>';
    expect(cardExcerpt(html)).toBe(html);
    expect(cardExcerpt(null)).toBeNull();
  });

  it('cuts a long one to a paragraph of its text, on a word, entities whole', () => {
    const long = `<p>Lumière &amp; cadrage</p><script>alert(1)</script><ul><li>${'macro '.repeat(80)}</li></ul>`;
    expect(long.length).toBeGreaterThan(EXCERPT_HTML_MAX);
    const out = cardExcerpt(long)!;
    expect(out.startsWith('<p>Lumière &amp; cadrage macro')).toBe(true);
    expect(out.endsWith('macro…</p>')).toBe(true);
    expect(out).not.toContain('alert');
    expect(out.length).toBeLessThanOrEqual(EXCERPT_TEXT_MAX + '<p>…</p>'.length);
    const entity = `<p>${'x'.repeat(EXCERPT_TEXT_MAX - 3)}&amp;${'y'.repeat(200)}</p>`;
    expect(cardExcerpt(entity)).toBe(`<p>${'x'.repeat(EXCERPT_TEXT_MAX - 3)}…</p>`);
  });

  it('keeps a long HTML of short text as that text, and drops attributes holding ">"', () => {
    const html = `<p><a title="a>b" href="${'h'.repeat(EXCERPT_HTML_MAX)}">Voir</a> le site</p>`;
    expect(cardExcerpt(html)).toBe('<p>Voir le site</p>');
    expect(cardExcerpt(`<p><img src="${'i'.repeat(EXCERPT_HTML_MAX)}"></p>`)).toBeNull();
  });
});

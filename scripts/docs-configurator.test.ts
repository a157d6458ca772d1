import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applies, attributesOf, fieldOf, problemsByAttribute, snippets } from '../docs/.vitepress/theme/configurator';
import type { AttributeRow } from './elements-manifest/render';
import { checkAttributes } from '../packages/elements/src/runtime/config-check';
import { cardsAttributesSchema } from '../packages/elements/src/cards/cards.schema';

/** The docs' embed configurator (docs/.vitepress/theme/configurator.ts), on the rows the generator writes. */
const rows = (JSON.parse(readFileSync('docs/.vitepress/generated/attributes.json', 'utf8')) as Record<string, { attributes: AttributeRow[] }>)['oriel-cards']!
  .attributes;
const row = (name: string) => rows.find((r) => r.name === name)!;

describe('embed configurator', () => {
  it('builds a select for a closed set of values, its empty choice the default, and a text box for the rest', () => {
    expect(fieldOf(row('data-kind')).choices.map((c) => c.label)).toEqual([
      '(choose one)',
      'availabilities',
      'activities',
      'bundles',
      'memberships',
      'vouchers',
    ]);
    expect(fieldOf(row('data-grayscale')).choices.map((c) => c.value)).toEqual(['', 'true', 'false']);
    expect(fieldOf(row('data-page-size')).control).toBe('text');
  });

  it('shows a grid setting for the kinds that read it, and writes only what applies and is filled in, in the table order', () => {
    expect(applies(row('data-ids'), { 'data-kind': 'availabilities' })).toBe(false);
    expect(applies(row('data-ids'), { 'data-kind': 'vouchers' })).toBe(true);
    const values = { 'data-page-size': '4', 'data-ids': '3', 'data-kind': 'availabilities', 'data-columns': '' };
    expect(attributesOf(rows, values)).toEqual([
      ['data-kind', 'availabilities'],
      ['data-page-size', '4'],
    ]);
  });

  it("cuts the element's warning into what it says of each attribute", () => {
    const checked = checkAttributes(cardsAttributesSchema, { kind: 'availabilities', 'page-size': '500' });
    const byAttribute = problemsByAttribute(checked.problem!.message);
    expect(Object.keys(byAttribute)).toEqual(['data-page-size']);
    expect(byAttribute['data-page-size']).toMatch(/500/);
    expect(byAttribute['data-page-size']).not.toMatch(/^data-/);
  });

  it('writes the snippet as HTML with the loader, React JSX and a Vue template, values escaped for each', () => {
    const out = snippets('oriel-cards', [
      ['data-kind', 'activities'],
      ['data-href-activity', '/a?x="1"'],
    ]);
    expect(out.html).toMatch(/^<script async src="https:\/\/cdn\.example\/oriel\/1\/oriel\.js" crossorigin data-api="https:\/\/api\.example"><\/script>\n/);
    expect(out.html).toContain('<oriel-cards data-kind="activities" data-href-activity="/a?x=&quot;1&quot;"></oriel-cards>');
    expect(out.react).toContain('return <oriel-cards data-kind="activities" data-href-activity={"/a?x=\\"1\\""} />;');
    expect(out.react).toContain('export function OrielCards()');
    expect(out.vue).toBe('<template>\n  <oriel-cards data-kind="activities" data-href-activity="/a?x=&quot;1&quot;"></oriel-cards>\n</template>');
  });
});

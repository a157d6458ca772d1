import { describe, expect, it } from 'vitest';
import { accountAttributesSchema } from '../packages/elements/src/account/account.schema';
import { cardsAttributesSchema } from '../packages/elements/src/cards/cards.schema';
import { scheduleAttributesSchema } from '../packages/elements/src/schedule/schedule.schema';
import { scheduleDocs } from '../packages/elements/src/schedule/schedule.docs';
import { readdirSync, readFileSync } from 'node:fs';
import { generate } from './elements-manifest/generate';
import { elementModel } from './elements-manifest/model';
import { COMMA_LIST_LIMIT, commaListSize, replaceBlocks, tsType, valuesText } from './elements-manifest/render';
import { schemaAttributes } from './elements-manifest/schema-walk';
import { readTheming } from './elements-manifest/theming';
import { elementPage } from '../docs/.vitepress/element-page';
import { loadDocsData } from '../docs/.vitepress/elements-data';

const byKey = (schema: Parameters<typeof schemaAttributes>[0]) => Object.fromEntries(schemaAttributes(schema).map((a) => [a.key, a]));

describe('schemaAttributes', () => {
  it('reads the schedule views the schema accepts, through its pipes and aliases', () => {
    const a = byKey(scheduleAttributesSchema);
    expect(a.mode).toMatchObject({ required: true, type: { kind: 'enum', values: ['week', 'list', 'resources', 'resources-day'] } });
    expect(a.layout).toMatchObject({ required: false, default: 'stacked' });
    expect(a.start_hour).toMatchObject({ type: { kind: 'number', nullable: true }, default: null });
  });

  it('merges a union of grids: the discriminator takes every value, other keys say which kinds read them', () => {
    const a = byKey(cardsAttributesSchema);
    expect(a.kind).toMatchObject({ required: true, type: { values: ['availabilities', 'activities', 'bundles', 'memberships', 'vouchers'] } });
    expect(a.kind!.appliesTo).toBeUndefined();
    expect(a.ids!.appliesTo).toEqual(['bundles', 'memberships', 'vouchers']);
    // the availabilities branch narrows the status list to known values
    expect(a.status!.type).toEqual({ kind: 'list', of: { kind: 'enum', values: ['OPEN', 'CLOSED', 'OVERLAP', 'FULL'] } });
    expect(valuesText(a['page-size']!.type)).toBe('1 to 100');
    expect(valuesText(a.columns!.type)).toBe('a positive integer');
  });

  it('reads an enum piped into a transform by its input', () => {
    const a = byKey(accountAttributesSchema);
    expect(a['heading-level']).toMatchObject({ default: 2, type: { kind: 'enum', values: ['1', '2'] } });
    expect(tsType(a['heading-level']!.type)).toBe("'1' | '2' | 1 | 2");
  });
});

describe('elementModel', () => {
  it('fails on a schema key without a description and on a description of no key', () => {
    const { filters: _, ...missing } = scheduleDocs.attributes;
    expect(() => elementModel(scheduleAttributesSchema, { ...scheduleDocs, attributes: missing }, [])).toThrow(/without a description.*filters/);
    const extra = { ...scheduleDocs.attributes, colour: { description: 'x' } };
    expect(() => elementModel(scheduleAttributesSchema, { ...scheduleDocs, attributes: extra }, [])).toThrow(/does not read: colour/);
  });

  it('names attributes as written, with their alias and default', () => {
    const m = elementModel(scheduleAttributesSchema, scheduleDocs, []);
    expect(m.attributes.find((a) => a.name === 'data-start-hour')).toMatchObject({ default: '', defaultText: 'empty' });
    expect(m.attributes.find((a) => a.name === 'data-status')).toMatchObject({ default: 'OPEN', defaultText: '`OPEN`' });
  });
});

describe('replaceBlocks', () => {
  it('replaces a generated block and keeps the rest', () => {
    const md = 'a\n<!-- generated:x -->\nold\n<!-- /generated -->\nb\n';
    expect(replaceBlocks(md, { x: 'new' })).toBe('a\n<!-- generated:x -->\nnew\n<!-- /generated -->\nb\n');
  });

  it('fails when a block is missing', () => {
    expect(() => replaceBlocks('a', { x: 'new' })).toThrow(/generated:x/);
  });
});

describe('comma lists', () => {
  it('count the strings OrielCommaList spells: distinct values in any order, `,` or `, ` between them', () => {
    // one value: A; two: A, B, then A,B A, B B,A B, A
    expect([commaListSize(1), commaListSize(2)]).toEqual([1, 6]);
    expect(commaListSize(4)).toBe(316);
  });

  it('type a list of known values as their combinations while the union stays small, else as a string', () => {
    const of = (n: number) => ({ kind: 'list', of: { kind: 'enum', values: Array.from({ length: n }, (_, i) => `v${i}`) } }) as const;
    expect(tsType(of(2))).toBe("OrielCommaList<'v0' | 'v1'>");
    // five values (a sort select's orders) spell 3,165 strings; six would spell 37,986
    expect(commaListSize(5)).toBeLessThanOrEqual(COMMA_LIST_LIMIT);
    expect(tsType(of(5))).toMatch(/^OrielCommaList</);
    expect(tsType(of(6))).toBe('string');
    expect(tsType({ kind: 'list', of: { kind: 'string' } })).toBe('string');
  });
});

describe('the generated files', () => {
  const root = new URL('../', import.meta.url);
  const files = generate((file) => readFileSync(new URL(file, root), 'utf8'));
  const manifest = JSON.parse(files['packages/elements/custom-elements.json']!) as {
    modules: {
      declarations: {
        tagName: string;
        attributes: { name: string; type: { text: string } }[];
        cssParts: { name: string }[];
        cssProperties: { name: string }[];
      }[];
    }[];
  };
  const declaration = (tag: string) => manifest.modules[0]!.declarations.find((d) => d.tagName === tag)!;
  const types = files['packages/elements/types/elements.d.ts']!;

  it('name every attribute an element reads: data-structured-data and data-namespace, the grid’s required data-kind', () => {
    const cards = declaration('oriel-cards').attributes.map((a) => a.name);
    expect(cards).toEqual(expect.arrayContaining(['data-structured-data', 'data-namespace', 'data-kind']));
    expect(types).toMatch(/export interface OrielCardsAttributes \{[^}]*\n {2}'data-kind': 'availabilities'/);
    expect(declaration('oriel-cards').attributes.find((a) => a.name === 'data-status')!.type.text).toBe(
      "OrielCommaList<'OPEN' | 'CLOSED' | 'OVERLAP' | 'FULL'>",
    );
  });

  it('give the parts and the custom properties of docs/theming.md, the theme’s on every element', () => {
    expect(declaration('oriel-cards').cssParts.map((p) => p.name)).toEqual(['card', 'card-media', 'card-title']);
    expect(declaration('oriel-cart').cssParts.map((p) => p.name)).toEqual(['cart-button']);
    for (const d of manifest.modules[0]!.declarations)
      expect(d.cssProperties.map((p) => p.name)).toEqual(expect.arrayContaining(['--oriel-accent', '--oriel-rem']));
    expect(declaration('oriel-cards').cssProperties.map((p) => p.name)).toContain('--oriel-cards-min-height');
  });

  it('list every custom property and part the widgets’ sources use', () => {
    const used = { properties: new Set<string>(), parts: new Set<string>() };
    for (const dir of ['packages/ui/src', 'packages/elements/src'])
      for (const file of readdirSync(new URL(dir, root), { recursive: true }) as string[]) {
        if (!/\.(css|tsx?)$/.test(file) || /\.(test|docs)\.tsx?$/.test(file)) continue;
        const text = readFileSync(new URL(`${dir}/${file}`, root), 'utf8');
        for (const m of text.matchAll(/--oriel-[a-z0-9-]+/g)) used.properties.add(m[0]);
        for (const m of text.matchAll(/\bpart="([a-z-]+)"/g)) used.parts.add(m[1]!);
      }
    const declarations = manifest.modules[0]!.declarations;
    expect(used.properties).toContain('--oriel-rem');
    expect(used.parts).toContain('card-title');
    expect([...used.properties].filter((name) => !declarations.some((d) => d.cssProperties.some((p) => p.name === name)))).toEqual([]);
    expect([...used.parts].filter((name) => !declarations.some((d) => d.cssParts.some((p) => p.name === name)))).toEqual([]);
  });

  it('type each element’s own events as JSX props, Vue handler keys and Svelte attributes', () => {
    expect(types).toContain("'oriel-checkout': { 'onoriel:ready'?:");
    expect(types).toMatch(/'onoriel:checkout-complete'\?: \(event: CustomEvent<OrielEventDetails\['oriel:checkout-complete'\]>\) => void/);
    expect(files['packages/elements/types/vue.d.ts']).toContain("'onOriel:checkoutComplete'?:");
    expect(files['packages/elements/types/svelte.d.ts']).toContain(
      "Omit<HTMLAttributes<HTMLElement>, `data-${string}`> & OrielElementAttributes['oriel-cards']",
    );
  });
});

describe('readTheming', () => {
  it('reads one property a row (a row of several is the elements’ own) with the default its cell starts with', () => {
    const md = [
      '## Custom properties',
      '| property | default | what |',
      '|---|---|---|',
      '| `--a` | `#fff` (in the shell: x) | fills |',
      '| `--b` | black or white | text |',
      '| `--c-min`, `--d-min` | see | space |',
      '',
      '## Parts',
      '| part | element | what |',
      '|---|---|---|',
      '| `card` | `<oriel-cards>` | a card |',
    ].join('\n');
    expect(readTheming(md)).toEqual({
      properties: [
        { name: '--a', description: 'fills', default: '#fff' },
        { name: '--b', description: 'text' },
      ],
      parts: [{ name: 'card', tag: 'oriel-cards', description: 'a card' }],
    });
    expect(() => readTheming('# nothing')).toThrow(/Custom properties/);
  });
});

describe('one source for every attribute table', () => {
  /** The attribute table rows of a Markdown text, by element: `| \`data-x\` | meaning | values | default |`. */
  const tableOf = (markdown: string, start: string) => {
    const lines = markdown.slice(markdown.indexOf(start)).split('\n');
    const from = lines.findIndex((l) => l.startsWith('| attribute |'));
    return lines.slice(
      from + 2,
      lines.findIndex((l, i) => i > from && !l.startsWith('|')),
    );
  };

  it("the docs site's element pages show docs/elements.md's rows word for word, defaults included", () => {
    const guide = readFileSync('docs/elements.md', 'utf8');
    const data = loadDocsData();
    for (const el of data.elements) {
      const page = tableOf(elementPage(el, data), '## Attributes');
      // an element documented by another's table (attributesOf) has its own rows on its page only
      const block = `<!-- generated:attributes:${el.tag} -->`;
      if (!guide.includes(block)) continue;
      expect(page.length, el.tag).toBeGreaterThan(0);
      expect(page, el.tag).toEqual(tableOf(guide, block));
    }
    const status = loadDocsData()
      .elements.find((e) => e.tag === 'oriel-cards')!
      .attributes.find((a) => a.name === 'data-status')!;
    expect(status).toMatchObject({ default: '`OPEN`', fallback: 'OPEN' });
  });
});

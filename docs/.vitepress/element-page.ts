/** The Markdown of one element's page (docs/elements/[tag].md), from ./elements-data.ts: built, never written to disk. */
import type { DocElement, DocProperty, DocsData } from './elements-data';

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (s: string) => `\`${cell(s)}\``;
// Vue reads the Markdown as a template: a literal "{{" would be an expression
const text = (s: string) => cell(s).replace(/\{\{/g, '{&#123;');

function propertiesTable(properties: readonly DocProperty[]): string {
  return [
    '| property | default | what it does |',
    '|---|---|---|',
    ...properties.map((p) => `| ${code(p.name)} | ${p.default.includes('`') ? text(p.default) : code(p.default)} | ${text(p.description)} |`),
  ].join('\n');
}

export function elementPage(el: DocElement, data: DocsData): string {
  const out: string[] = [`# \`<${el.tag}>\``, '', text(el.description), ''];
  const guide = `../elements.md${el.guideAnchor ? `#${el.guideAnchor}` : ''}`;
  out.push(
    `What it does in detail: [Embedding](${guide}). The tables below are generated from the element's schema (as [Embedding](../elements.md)'s are), \`packages/elements/custom-elements.json\` and [Theming](../theming.md). Try its attributes in the [embed configurator](../configurator.md).`,
    '',
  );

  out.push('## Live example', '');
  if (el.example) {
    out.push(
      'Edit the HTML and press Apply: the element below runs the real loader against the demo API (`npm run demo`).',
      '',
      ...(el.example.note ? [el.example.note, ''] : []),
      `<LiveExample initial="${encodeURIComponent(el.example.html)}" />`,
      '',
    );
  } else out.push('This element is not built yet: it has no live example.', '');

  out.push('## Attributes', '');
  if (el.attributes.length) {
    out.push('| attribute | meaning | values | default |', '|---|---|---|---|');
    // the rows of docs/elements.md's table, word for word (scripts/elements-manifest/render.ts attributeRows)
    for (const a of el.attributes) out.push(`| ${code(a.name)} | ${text(a.meaning)} | ${text(a.values)} | ${text(a.default)} |`);
  } else out.push('None.');
  out.push('');

  out.push('## Events', '', 'They bubble and cross shadow roots (`composed`).', '');
  if (el.events.length) {
    out.push('| event | when | `detail` |', '|---|---|---|');
    for (const e of el.events) out.push(`| ${code(e.name)} | ${text(e.description)} | ${code(e.detail)} |`);
  } else out.push('None of its own.');
  out.push('');

  out.push('## CSS custom properties', '');
  if (el.properties.length) out.push(`Its own:`, '', propertiesTable(el.properties), '');
  out.push(`Shared by every element (set them on \`${el.tag}\` or any ancestor; they inherit into the shadow root):`, '', propertiesTable(data.shared), '');

  out.push('## Parts', '');
  if (el.parts.length) {
    out.push('| part | what it is |', '|---|---|', ...el.parts.map((p) => `| ${code(p.name)} | ${text(p.description)} |`), '');
    out.push('```css', `${el.tag}::part(${el.parts[0]!.name}) { border-width: 2px; }`, '```');
  } else out.push('None: style it with the custom properties above.');
  out.push('');
  return out.join('\n');
}

/**
 * The search index's sections of the element pages. VitePress's local search reads each page's Markdown file, and an
 * element page has none (docs/elements/[tag].paths.ts builds it): its sections are cut here from the same Markdown,
 * so a query finds an attribute, event, property or part on its element's page.
 */
import { elementPage } from './element-page';
import { loadDocsData } from './elements-data';

export interface SearchSection {
  anchor: string;
  titles: string[];
  text: string;
}

/** VitePress's heading anchors: lower case, each run of other characters one `-`. */
const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Table rules, Markdown marks, code fences and components out: the words a reader sees. */
const words = (markdown: string) =>
  markdown
    .replace(/<[A-Z][^>]*\/>/g, ' ')
    .replace(/^\|?[-| ]+\|?$/gm, ' ')
    .replace(/[`|*]|```\w*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The sections of the element page at `file` (`…/elements/oriel-cards.md`); undefined for any other page. */
export function elementSections(file: string): SearchSection[] | undefined {
  const tag = /[\\/]elements[\\/](oriel-[a-z-]+)\.md$/.exec(file)?.[1];
  const data = loadDocsData();
  const el = data.elements.find((e) => e.tag === tag);
  if (!el) return undefined;
  const sections: SearchSection[] = [];
  const page = `<${el.tag}>`;
  for (const chunk of elementPage(el, data).split(/^(?=#{1,2} )/m)) {
    const [heading = '', ...body] = chunk.split('\n');
    const title = heading.replace(/^#+ /, '').replace(/`/g, '');
    if (!/^#{1,2} /.test(heading)) continue;
    const top = heading.startsWith('# ');
    sections.push({ anchor: slug(title), titles: top ? [page] : [page, title], text: words(body.join('\n')) });
  }
  return sections;
}

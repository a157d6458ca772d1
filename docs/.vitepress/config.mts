import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfigWithTheme, type DefaultTheme } from 'vitepress';
import { elementSections } from './element-search';
import { loadDocsData } from './elements-data';

/**
 * The integrator docs (issue 12.2): docs/*.md as they are, one generated page per element (docs/elements/[tag].md)
 * and live examples. Built by scripts/docs-build.ts into docs/.vitepress/dist and served by `npm run demo`
 * (scripts/demo-servers.ts), which replaces the two placeholders below with its loader and API URLs when it serves
 * a page: one build works on any ports. ORIEL_DOCS_LOADER / ORIEL_DOCS_API set them at build time instead
 * (e.g. `vitepress dev docs` beside a running demo).
 */
const loader = process.env.ORIEL_DOCS_LOADER ?? '{{ORIEL_LOADER}}';
const api = process.env.ORIEL_DOCS_API ?? '{{ORIEL_API}}';

const docs = fileURLToPath(new URL('..', import.meta.url));
const elements = loadDocsData().elements;
const tags = elements.map((el) => el.tag);

/** Every page, once: the sidebar and the home's index (theme/PageIndex.vue) are built from it. */
export interface PageEntry {
  text: string;
  link: string;
  what: string;
}
// a guide another issue has not written yet is left out until its file exists (no dead link)
const guide = (text: string, file: string, what: string): PageEntry[] => (existsSync(`${docs}${file}.md`) ? [{ text, link: `/${file}`, what }] : []);
const groups: { text: string; items: PageEntry[] }[] = [
  {
    text: 'Guide',
    items: [
      ...guide('Embedding', 'elements', 'the script tag, every element in detail, events, `Oriel.doctor()`, Content Security Policy'),
      ...guide('Theming', 'theming', "custom properties, parts, the hosted shell's custom CSS"),
      ...guide('Security', 'security', 'what Oriel defends, how, and which test proves it'),
      ...guide('Accessibility', 'accessibility', 'what the elements do for keyboard, screen reader and contrast, and how it is tested'),
      ...guide('Analytics', 'analytics', '`oriel:*` events and GA4 ecommerce events'),
      ...guide('Search engines', 'seo', 'schema.org structured data'),
    ],
  },
  {
    text: 'Integrate',
    items: [
      ...guide('Install', 'install', 'the script tag or `npm i @oriel/elements`, pinning a version'),
      ...guide('Embed configurator', 'configurator', 'pick an element, set its attributes, see it live, copy the snippet'),
      ...guide('Plain HTML', 'hosts/html', 'a static page or a server-rendered site'),
      ...guide('React', 'hosts/react', 'React 19 with the shipped JSX types and events'),
      ...guide('Vue', 'hosts/vue', 'Vue 3 templates, typed'),
      ...guide('Svelte', 'hosts/svelte', 'Svelte 5, server-rendered and hydrated'),
      ...guide('WordPress and other CMS', 'hosts/cms', 'pasting the snippet into a page or a widget area, caching plugins, CSP'),
      ...guide('Strict CSP', 'hosts/csp', 'nonces, Trusted Types and the policy `oriel`'),
      ...guide('JavaScript API and events', 'js-api', '`Oriel.ready`, `Oriel.cart`, `Oriel.version`, `setLang`, `doctor()`, `oriel:*` events'),
    ],
  },
  {
    text: 'Elements',
    items: elements.map((el) => ({
      // sidebar texts are HTML: the brackets are written as entities
      text: `&lt;${el.tag}&gt;`,
      link: `/elements/${el.tag}`,
      what: el.description,
    })),
  },
  {
    text: 'Reference',
    items: [
      ...guide('API contract', 'api-contract', 'every call, payload and error code of the API'),
      ...guide('Design', 'design', 'the architecture, conventions and budgets'),
    ],
  },
];

export default defineConfigWithTheme<DefaultTheme.Config & { pageIndex: typeof groups }>({
  title: 'Oriel',
  description: 'Embeddable booking and registration widgets: the integrator guide',
  lang: 'en',
  head: [
    ['meta', { name: 'oriel-loader', content: loader }],
    ['meta', { name: 'oriel-api', content: api }],
  ],
  // links from a guide to the repository's files (../packages/…) work on GitHub and have no page here, nor has
  // design.md's link to the folder of decision records (GitHub lists it; each record is a page); any other dead link
  // fails the build
  ignoreDeadLinks: [/^\.\.\//, /^\.\/decisions\/index$/],
  // the high-contrast GitHub themes: the plain ones' green and red read under 4.5:1 on the code background
  markdown: { theme: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' } },
  vue: { template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('oriel-') } } },
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/elements' },
      { text: 'Elements', link: `/elements/${tags[0] ?? ''}` },
      { text: 'API contract', link: '/api-contract' },
    ],
    sidebar: groups.map((g): DefaultTheme.SidebarItem => ({ text: g.text, items: g.items.map(({ text, link }) => ({ text, link })) })),
    // read by theme/PageIndex.vue (the home page's table)
    pageIndex: groups,
    outline: { level: [2, 3] },
    // the pages are indexed at build time (MiniSearch); the element pages, which have no Markdown file, by their sections
    search: { provider: 'local', options: { miniSearch: { _splitIntoSections: (file: string) => elementSections(file) } } },
  },
});

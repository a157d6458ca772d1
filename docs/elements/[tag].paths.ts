// One page per element of packages/elements/custom-elements.json (VitePress dynamic routes): docs/.vitepress/element-page.ts
import { elementPage } from '../.vitepress/element-page';
import { loadDocsData } from '../.vitepress/elements-data';

export default {
  watch: ['../../packages/elements/custom-elements.json', '../.vitepress/generated/attributes.json', '../theming.md', '../elements.md'],
  paths() {
    const data = loadDocsData();
    return data.elements.map((el) => ({ params: { tag: el.tag }, content: elementPage(el, data) }));
  },
};

import { defineAsyncComponent } from 'vue';
import type { Theme } from 'vitepress';
import DefaultTheme from 'vitepress/theme';
import LiveExample from './LiveExample.vue';
import PageIndex from './PageIndex.vue';
import './custom.css';

export default {
  extends: DefaultTheme,
  enhanceApp({ app }) {
    app.component('LiveExample', LiveExample);
    app.component('PageIndex', PageIndex);
    // the elements' schemas come with it: loaded by its own page only
    app.component(
      'EmbedConfigurator',
      defineAsyncComponent(() => import('./EmbedConfigurator.vue')),
    );
  },
} satisfies Theme;

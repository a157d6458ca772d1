// A Vue 3 app written with render functions: the elements are plain tags to Vue, their data-* set as attributes.
import { createApp, h, ref } from 'vue';

createApp({
  setup() {
    const size = ref(1);
    return () =>
      h('main', [
        h('header', [h('h1', 'Vue 3'), h('oriel-cart')]),
        h('button', { type: 'button', id: 'host-button', onClick: () => (size.value = 3) }, 'Tous les bons'),
        h('output', { id: 'host-state' }, `size ${size.value}`),
        h('oriel-cards', { 'data-kind': 'vouchers', 'data-page-size': size.value }),
      ]);
  },
}).mount('#app');

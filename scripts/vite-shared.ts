import type { AliasOptions } from 'vite';

/**
 * Components are written against React's API; every bundle and test aliases it to preact/compat
 * (docs/design.md §1). One list so the widget build, the shell build and the component tests agree.
 */
export const reactToPreact: AliasOptions = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
];

export const dedupe = ['preact', '@preact/signals-core'];

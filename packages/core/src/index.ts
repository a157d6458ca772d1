// @oriel/core: framework-free and DOM-free (docs/design.md §6.1). Each area owns its barrel.
export * from './schemas/index';
export * from './api/index';
export * from './rules/index';
export * from './i18n/index';
export * from './time/index';
export * from './money/index';
export * from './store/index';
export * from './links/index';
export * from './events/index';

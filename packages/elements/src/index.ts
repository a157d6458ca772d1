export { TAGS, RESERVED_CSS } from './registry';
export type { OrielTag } from './registry';
export type { LoaderConfig, WidgetController, WidgetModule, QueuedCall } from './loader-config';
export { defineWidget, getRuntime, readDataAttributes, readHrefTemplates } from './runtime';

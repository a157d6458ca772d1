export { TAGS, RESERVED_CSS } from './tags';
export type { OrielTag } from './tags';
export type { LoaderConfig, WidgetController, WidgetModule, QueuedCall } from './loader-config';
export { defineWidget, getRuntime, readDataAttributes, readHrefTemplates } from './runtime';

export { defineWidget } from './define-widget';
export type { WidgetSpec } from './define-widget';
export { getRuntime } from './runtime';

export { readDataAttributes, readHrefTemplates } from './attributes';
export { publish } from './publish';

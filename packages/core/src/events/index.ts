export { ORIEL_EVENTS } from './events';
export type { OrielEventMap, OrielEventName, OrielEventSpec } from './events';

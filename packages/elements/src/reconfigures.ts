import { DRAWN, INVALID } from './markers';

/**
 * Whether a change of this host attribute is a change of the widget's configuration, which re-renders it: a `data-*`
 * attribute other than the markers the widget sets itself (reacting to those would loop). The host page's own
 * attributes (`class`, `style`, `hidden`, `aria-*`) re-render nothing.
 */
export const reconfigures = (attribute: string | null): boolean => !!attribute?.startsWith('data-') && attribute != DRAWN && attribute != INVALID;

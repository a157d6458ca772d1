// The header's icons (path data for primitives/icons Icon).
export const MENU_ICON = 'M3 6h18M3 12h18M3 18h18';
/** drawn on the 12×12 grid (`small`) */
export const CHEVRON_DOWN_ICON = 'M2 4l4 4 4-4';

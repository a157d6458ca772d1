// The header's icons (path data for primitives/icons Icon).
export const MENU_ICON = 'M3 6h18M3 12h18M3 18h18';
/** drawn on the 12×12 grid (`small`) */
export const CHEVRON_DOWN_ICON = 'M2 4l4 4 4-4';
export const PHONE_ICON = 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2';
export const MAIL_ICON = 'M3 6h18v12H3zM3 7l9 6 9-6';

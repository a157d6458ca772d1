// The cart's icons (path data for primitives/icons Icon): in the cart chunk, not the shared runtime.
export const CART_ICON = 'M6 6h15l-1.5 9h-12zM6 6 5 3H2M9 18.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 1 0 0-3M18 18.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 1 0 0-3';
export const TRASH_ICON = 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3';
export const CLOCK_ICON = 'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18M12 7v5l3 2';

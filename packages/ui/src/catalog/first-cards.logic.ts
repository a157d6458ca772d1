/** Where a grid's loading shape lies on the screen. */
export interface PlaceholderGrid {
  /** the screen's height */
  screen: number;
  /** the first placeholder's top, from the screen's top (negative once scrolled past) */
  top: number;
  /** a placeholder's height, a card's least height; the gap between rows is left out, so a row too many at most */
  card: number;
  /** the columns the grid lays out (a phone's one, whatever the setting) */
  columns: number;
}

/**
 * How many cards of a page the screen shows when its data replaces the loading shape: the rows from the grid's top
 * to the screen's bottom, whole, at least one. Only those are rendered with the data; the rest come in steps.
 */
export function cardsOnScreen({ screen, top, card, columns }: PlaceholderGrid): number {
  return Math.max(1, columns) * Math.max(1, Math.ceil((screen - top) / card));
}

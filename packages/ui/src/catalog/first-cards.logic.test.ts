import { describe, expect, it } from 'vitest';
import { cardsOnScreen } from './first-cards.logic';

describe('cardsOnScreen', () => {
  it('counts the rows from the grid’s top to the screen’s bottom, a row cut by the bottom included', () => {
    // 900 px, the grid 150 px down, cards 330 px tall: rows from 150, 480 and 810 (20 px apart: 850)
    expect(cardsOnScreen({ screen: 900, top: 150, card: 330, columns: 3 })).toBe(9);
    // lower, the third row starts below the screen
    expect(cardsOnScreen({ screen: 900, top: 241, card: 330, columns: 3 })).toBe(6);
  });

  it('a phone’s rows of cards 136 px tall, one column', () => {
    expect(cardsOnScreen({ screen: 823, top: 400, card: 136, columns: 1 })).toBe(4);
  });

  it('scrolled past the grid’s top, the rows above the screen count: the cards render from the page’s first', () => {
    expect(cardsOnScreen({ screen: 900, top: -700, card: 330, columns: 2 })).toBe(10);
  });

  it('a grid below the screen still renders its first row with the data', () => {
    expect(cardsOnScreen({ screen: 900, top: 1400, card: 330, columns: 3 })).toBe(3);
  });
});

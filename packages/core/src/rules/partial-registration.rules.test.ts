import { describe, expect, it } from 'vitest';
import { partialRegistrationDiscount } from './partial-registration.rules';

describe('partial registration price', () => {
  it.each([
    // price, chosen, all, discount
    [14500, 4, 5, 2900],
    [14500, 2, 5, 8700],
    [14500, 5, 5, 0],
    [14500, 0, 5, 0],
    [2000, 1, 1, 0],
    [1000, 1, 3, 667],
    [1000, 2, 3, 333],
  ])('%i for %i of %i dates: %i off', (price, chosen, all, discount) => {
    expect(partialRegistrationDiscount(price, chosen, all)).toBe(discount);
  });
});

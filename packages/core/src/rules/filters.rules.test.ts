import { describe, expect, it } from 'vitest';
import { catalogFiltersDebounceMs } from './filters.rules';

describe('catalogFiltersDebounceMs (000 §9 debounces)', () => {
  it('waits 500 ms beside a grid, whatever the screen', () => {
    expect(catalogFiltersDebounceMs('grid', true)).toBe(500);
    expect(catalogFiltersDebounceMs('grid', false)).toBe(500);
  });

  it('waits 750 ms in the inline-filters section on a desktop and 350 ms otherwise', () => {
    expect(catalogFiltersDebounceMs('inline', true)).toBe(750);
    expect(catalogFiltersDebounceMs('inline', false)).toBe(350);
  });
});

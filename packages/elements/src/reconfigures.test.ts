import { describe, expect, it } from 'vitest';
import { reconfigures } from './reconfigures';

describe('reconfigures (which host attribute changes re-render a widget)', () => {
  it('takes every data-* attribute the integrator sets', () => {
    for (const name of ['data-kind', 'data-ids', 'data-mode', 'data-href-availability', 'data-namespace']) expect(reconfigures(name)).toBe(true);
  });

  it("leaves the widget's own markers, which it sets as it draws", () => {
    expect(reconfigures('data-oriel-drawn')).toBe(false);
    expect(reconfigures('data-oriel-invalid')).toBe(false);
  });

  it("leaves the host page's own attributes and a record without a name", () => {
    for (const name of ['class', 'style', 'hidden', 'id', 'aria-busy', 'lang', 'dir', 'data', 'xdata-kind', null]) expect(reconfigures(name)).toBe(false);
  });
});

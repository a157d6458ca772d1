import { describe, expect, it } from 'vitest';
import { toSearchParams } from '../api/query';
import { catalogListScope } from './catalog-page.rules';

const unset = { status: null, include_started: null };

describe('catalogListScope (000 §2 pages_settings)', () => {
  it('unset: the section status as today, no time bound', () => {
    expect(catalogListScope(['OPEN'], false, unset)).toEqual({ status: ['OPEN'] });
    expect(catalogListScope(['OPEN'], false, null)).toEqual({ status: ['OPEN'] });
    expect(catalogListScope([], false, unset)).toEqual({ status: undefined });
  });

  it('the website setting applies when the section sets no status', () => {
    expect(catalogListScope(['OPEN'], false, { status: ['OPEN', 'FULL'], include_started: true })).toEqual({ status: ['OPEN', 'FULL'], started: true });
    expect(catalogListScope(['OPEN'], false, { status: null, include_started: false })).toEqual({ status: ['OPEN'], started: false });
  });

  it("a section's own status wins", () => {
    expect(catalogListScope(['CLOSED'], true, { status: ['OPEN', 'FULL'], include_started: true })).toEqual({ status: ['CLOSED'], started: true });
  });

  it('builds the list call query', () => {
    const scope = catalogListScope(['OPEN'], false, { status: ['OPEN', 'FULL'], include_started: true });
    expect(toSearchParams({ catalog: [3], ...scope }).toString()).toBe('catalog=3&status=OPEN%2CFULL&started=true');
    expect(toSearchParams({ catalog: [3], ...catalogListScope(['OPEN'], false, unset) }).toString()).toBe('catalog=3&status=OPEN');
  });
});

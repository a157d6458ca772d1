import { describe, expect, it } from 'vitest';
import { ownParams, ownPatch } from './url-namespace';

describe("a widget's own query parameters (issue 36)", () => {
  it("reads only its namespace's parameters, by their bare names: the host page's own are not its state", () => {
    const own = ownParams('?page_number=3&search=x&oc-page_number=2&oc-search=poterie&os-date=2026-12-01&oc-', 'oc');
    expect([...own]).toEqual([
      ['page_number', '2'],
      ['search', 'poterie'],
      ['', ''],
    ]);
    expect(ownParams('?page_number=3&search=x', 'oc').toString()).toBe('');
  });

  it('without a namespace (the hosted shell) reads and writes the bare names', () => {
    expect(ownParams('?page_number=3&oc-page_number=2', undefined).get('page_number')).toBe('3');
    expect(ownParams('?page_number=3', '').get('page_number')).toBe('3');
    expect(ownPatch({ page_number: '2', search: null }, '')).toEqual({ page_number: '2', search: null });
  });

  it('writes its names under its namespace, removals included', () => {
    expect(ownPatch({ page_number: '2', search: null, sort: undefined }, 'oc')).toEqual({ 'oc-page_number': '2', 'oc-search': null, 'oc-sort': undefined });
  });
});
